// Whether a person is at the table: the page on screen and touched (a tap, a key, a scroll). The
// server's idle kick frees the sockets of tabs nobody looks at; a player who watches the cầu for
// many rounds before betting is not one of them, and the page says so once a round.
const TOUCHES = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

/** Calls `onTouched` on each touch of a visible page; returns the stop function. */
export function watchTouches(onTouched: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const touched = () => {
    if (document.visibilityState === 'visible') onTouched();
  };
  const options = { capture: true, passive: true } as const;
  for (const event of TOUCHES) window.addEventListener(event, touched, options);
  return () => {
    for (const event of TOUCHES) window.removeEventListener(event, touched, options);
  };
}
