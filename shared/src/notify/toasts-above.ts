/**
 * A ref callback that keeps the toasts above its element while the element is on screen: a bet bar
 * stuck to the bottom of the screen, with 'Đặt cược', would otherwise sit under them for the seconds
 * they are shown. The toasts rise from the bottom (above the navigation, --app-toast-bottom); this
 * lifts them by as much as the element's top is above that line (--app-toast-lift), following it
 * as the page scrolls and as the element grows (a notice, an error line). React 19 runs the
 * returned cleanup when the element goes.
 */
export function toastsAbove(el: HTMLElement | null): (() => void) | undefined {
  if (!el) return undefined;
  const root = document.documentElement;
  let frame = 0;
  const lift = () => {
    frame = 0;
    const base = parseFloat(getComputedStyle(root).getPropertyValue('--app-toast-bottom')) || 0;
    const box = el.getBoundingClientRect();
    const line = window.innerHeight - base;
    // Scrolled out of sight above the screen, it no longer needs the room.
    const above = box.bottom <= 0 ? 0 : Math.max(0, Math.min(line, Math.ceil(line - box.top)));
    root.style.setProperty('--app-toast-lift', `${above}px`);
  };
  const soon = () => {
    frame ||= requestAnimationFrame(lift);
  };
  // In a frame, not now: the element mounts while the app takes over the drawn page, and reading
  // its box here would force a layout of the whole page in the middle of that.
  soon();
  const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(soon) : null;
  observer?.observe(el);
  // Capture: the table may scroll inside a box of the layout rather than the window.
  window.addEventListener('scroll', soon, { passive: true, capture: true });
  window.addEventListener('resize', soon, { passive: true });
  return () => {
    if (frame) cancelAnimationFrame(frame);
    observer?.disconnect();
    window.removeEventListener('scroll', soon, { capture: true });
    window.removeEventListener('resize', soon);
    root.style.removeProperty('--app-toast-lift');
  };
}
