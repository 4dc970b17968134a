import { isArrivalScreen, prepareTakeOver, revealApp, whenTakenOver } from '../take-over';

// The prerendered screen and the app's own, side by side as the page has them before the take-over.
function page(typed: { username?: string; remember?: boolean } = {}) {
  document.body.innerHTML = `
    <div id="root"><form id="live"><input name="username" /><input name="password" type="password" /><input name="remember" type="checkbox" /></form></div>
    <div id="prerendered"><form><input name="username" value="" /><input name="password" type="password" value="" /><input name="remember" type="checkbox" /></form></div>`;
  const root = document.getElementById('root')!;
  prepareTakeOver(root);
  const drawn = document.getElementById('prerendered')!;
  if (typed.username !== undefined) (drawn.querySelector('[name=username]') as HTMLInputElement).value = typed.username;
  if (typed.remember) (drawn.querySelector('[name=remember]') as HTMLInputElement).checked = true;
  return { root, drawn, live: (name: string) => root.querySelector(`[name=${name}]`) as HTMLInputElement };
}

afterEach(() => {
  (window as { __pendingSubmit?: boolean; __pressing?: boolean }).__pendingSubmit = false;
  (window as { __pressing?: boolean }).__pressing = false;
  jest.useRealTimers();
});

it('keeps the app hidden until its screen is drawn, then puts it in place of the prerendered one', () => {
  const { root } = page();
  expect(root.hidden).toBe(true);
  revealApp();
  expect(root.hidden).toBe(false);
  expect(document.getElementById('prerendered')).toBeNull();
  // Once only: a later screen's signal changes nothing.
  expect(() => revealApp()).not.toThrow();
});

it('carries what was typed over as typing (input events), and the ticked boxes', () => {
  const { live } = page({ username: 'nguoichoi', remember: true });
  const events: string[] = [];
  live('username').addEventListener('input', () => events.push(live('username').value));
  revealApp();
  expect(live('username').value).toBe('nguoichoi');
  expect(events).toEqual(['nguoichoi']);
  expect(live('remember').checked).toBe(true);
  // Untouched fields stay as the app drew them.
  expect(live('password').value).toBe('');
});

it('a field typed into and left gets the focus and blur the form checks on leaving', () => {
  const { live } = page({ username: 'ab' });
  const seen: string[] = [];
  live('username').addEventListener('focus', () => seen.push('focus'));
  live('username').addEventListener('blur', () => seen.push('blur'));
  revealApp();
  expect(seen).toEqual(['focus', 'blur']);
  expect(document.activeElement).not.toBe(live('username'));
});

it('moves the focus and the caret to the same field', () => {
  const { drawn, live } = page({ username: 'abcdef' });
  const field = drawn.querySelector('[name=username]') as HTMLInputElement;
  field.focus();
  field.setSelectionRange(2, 4);
  revealApp();
  expect(document.activeElement).toBe(live('username'));
  expect([live('username').selectionStart, live('username').selectionEnd]).toEqual([2, 4]);
});

it("sends a submit the page held back, with the app's form", () => {
  const { root } = page({ username: 'x' });
  const submitted = jest.fn((event: Event) => event.preventDefault());
  root.querySelector('form')!.addEventListener('submit', submitted);
  (window as { __pendingSubmit?: boolean }).__pendingSubmit = true;
  revealApp();
  expect(submitted).toHaveBeenCalledTimes(1);
  expect((window as { __pendingSubmit?: boolean }).__pendingSubmit).toBe(false);
});

it('waits for a press on the drawn screen to end, then takes over with the submit the tap made', () => {
  jest.useFakeTimers();
  const { root, drawn } = page({ username: 'x' });
  const submitted = jest.fn((event: Event) => event.preventDefault());
  root.querySelector('form')!.addEventListener('submit', submitted);
  (window as { __pressing?: boolean }).__pressing = true;
  revealApp();
  // The finger is still down on the drawn button: swapping now would swallow the tap.
  expect(root.hidden).toBe(true);
  // The tap ends: the page held its submit.
  drawn.querySelector('form')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  (window as { __pendingSubmit?: boolean }).__pendingSubmit = true;
  jest.advanceTimersByTime(0);
  expect(root.hidden).toBe(false);
  expect(submitted).toHaveBeenCalledTimes(1);
});

it('a press released without a click (off the button) holds the take-over two seconds at most', () => {
  jest.useFakeTimers();
  const { root } = page();
  (window as { __pressing?: boolean }).__pressing = true;
  revealApp();
  // The finger lifts elsewhere: the page's early script clears the flag on pointerup.
  (window as { __pressing?: boolean }).__pressing = false;
  jest.advanceTimersByTime(1_999);
  expect(root.hidden).toBe(true);
  jest.advanceTimersByTime(1);
  expect(root.hidden).toBe(false);
});

it('a finger still down after two seconds is waited for (a busy phone), eight seconds at most', () => {
  jest.useFakeTimers();
  const { root } = page();
  (window as { __pressing?: boolean }).__pressing = true;
  revealApp();
  jest.advanceTimersByTime(6_000);
  expect(root.hidden).toBe(true);
  jest.advanceTimersByTime(2_000);
  expect(root.hidden).toBe(false);
});

it('shows the app anyway if it never says its screen is drawn', () => {
  jest.useFakeTimers();
  const { root } = page();
  jest.advanceTimersByTime(15_000);
  expect(root.hidden).toBe(false);
  expect(document.getElementById('prerendered')).toBeNull();
});

it('does not give up while what was typed has no field to go to, then carries it over', () => {
  jest.useFakeTimers();
  const { root, live } = page({ username: 'dang-go' });
  root.innerHTML = '<p>Đang tải...</p>';
  jest.advanceTimersByTime(15_000);
  expect(root.hidden).toBe(true);
  root.innerHTML = '<form><input name="username" /></form>';
  jest.advanceTimersByTime(2_000);
  expect(root.hidden).toBe(false);
  expect(live('username').value).toBe('dang-go');
});

it('does nothing on a page that came without a prerendered screen', () => {
  document.body.innerHTML = '<div id="root"></div>';
  const root = document.getElementById('root')!;
  prepareTakeOver(root);
  expect(root.hidden).toBe(false);
  revealApp();
  expect(root.hidden).toBe(false);
});

it('taps a drawn button again on the app, in order, once it has taken over; a disabled or missing one is dropped', () => {
  document.body.innerHTML = `
    <div id="root"><button data-testid="show-rules">Luật chơi</button><button data-testid="bet-side-tai">Tài</button><button data-testid="bet-confirm" disabled>Đặt cược</button></div>
    <div id="prerendered"><button data-testid="show-rules">Luật chơi</button></div>`;
  const root = document.getElementById('root')!;
  prepareTakeOver(root);
  const clicked: string[] = [];
  root.addEventListener('click', (event) => clicked.push((event.target as HTMLElement).dataset.testid!));
  (window as { __pendingClicks?: string[] }).__pendingClicks = ['bet-side-tai', 'show-rules', 'bet-confirm', 'gone'];
  revealApp();
  expect(clicked).toEqual(['bet-side-tai', 'show-rules']);
  expect((window as { __pendingClicks?: string[] }).__pendingClicks).toEqual([]);
});

it('what the player did not come for waits for the take-over, then for an idle moment; a cancel stops it', () => {
  jest.useFakeTimers();
  page();
  const ran: string[] = [];
  whenTakenOver(() => ran.push('wallet'));
  const cancel = whenTakenOver(() => ran.push('cancelled'));
  jest.advanceTimersByTime(10_000);
  expect(ran).toEqual([]);
  revealApp();
  cancel();
  jest.runAllTimers();
  expect(ran).toEqual(['wallet']);
  // Once taken over, later asks only wait for the idle moment.
  whenTakenOver(() => ran.push('later'));
  jest.runAllTimers();
  expect(ran).toEqual(['wallet', 'later']);
});

it('the screen the page arrived with is the arrival until the app shows another path', () => {
  page();
  const here = window.location.pathname;
  expect(isArrivalScreen(here)).toBe(true);
  expect(isArrivalScreen(here)).toBe(true);
  expect(isArrivalScreen('/dang-ky')).toBe(false);
  expect(isArrivalScreen(here)).toBe(false);
});
