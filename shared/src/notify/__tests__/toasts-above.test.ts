import { toastsAbove } from '../toasts-above';

const frame = () => new Promise((r) => requestAnimationFrame(r));
const lift = () => document.documentElement.style.getPropertyValue('--app-toast-lift');

beforeEach(() => {
  window.innerHeight = 932;
  document.documentElement.style.setProperty('--app-toast-bottom', '60px');
});

it("lifts the toasts to the element's top, following it as the page scrolls, and lets them down when it goes", async () => {
  const bar = document.createElement('div');
  let top = 630.2;
  bar.getBoundingClientRect = () => ({ top, bottom: top + 98 }) as DOMRect;
  const cleanup = toastsAbove(bar);
  await frame();
  // 932 - 60 (the navigation) - 630.2
  expect(lift()).toBe('242px');
  top = 772;
  window.dispatchEvent(new Event('scroll'));
  await frame();
  expect(lift()).toBe('100px');
  // Scrolled off the top: the toasts go back down.
  top = -200;
  window.dispatchEvent(new Event('scroll'));
  await frame();
  expect(lift()).toBe('0px');
  cleanup?.();
  expect(lift()).toBe('');
});

it('does not lower them for an element under the line, nor for a ref being cleared', async () => {
  const bar = document.createElement('div');
  bar.getBoundingClientRect = () => ({ top: 900, bottom: 998 }) as DOMRect;
  const cleanup = toastsAbove(bar);
  await frame();
  expect(lift()).toBe('0px');
  cleanup?.();
  expect(toastsAbove(null)).toBeUndefined();
});
