// The app's start waits, on a drawn page with blanks, for the page's own answers to fill them.

const started = jest.fn();
jest.mock('../bootstrap', () => {
  started();
  return {};
});

type Early = { filled?: Promise<unknown> };

function loadEntry(): void {
  // A fresh copy of the entry and of the (mocked) bootstrap, as on a page load.
  jest.resetModules();
  require('../index');
}

const flush = async () => {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
};

beforeEach(() => {
  jest.useFakeTimers();
  started.mockClear();
  document.body.innerHTML = '';
  delete (window as { __early?: Early }).__early;
});

afterEach(() => jest.useRealTimers());

test('starts at once on a page without drawn blanks', async () => {
  (window as { __early?: Early }).__early = { filled: new Promise(() => {}) };
  loadEntry();
  await flush();
  expect(started).toHaveBeenCalledTimes(1);
});

test('on a drawn page, starts after the blanks are filled and painted, not before', async () => {
  document.body.innerHTML = '<div id="prerendered"><span data-fill="balance">…</span></div>';
  let fill!: () => void;
  (window as { __early?: Early }).__early = { filled: new Promise<void>((resolve) => (fill = resolve)) };
  loadEntry();
  await flush();
  jest.advanceTimersByTime(300);
  await flush();
  expect(started).not.toHaveBeenCalled();
  fill();
  await flush();
  expect(started).not.toHaveBeenCalled();
  jest.advanceTimersByTime(100);
  await flush();
  expect(started).toHaveBeenCalledTimes(1);
});

test('answers that never come hold the app back for half a second at most', async () => {
  document.body.innerHTML = '<div id="prerendered"><span data-fill="balance">…</span></div>';
  (window as { __early?: Early }).__early = { filled: new Promise(() => {}) };
  loadEntry();
  jest.advanceTimersByTime(499);
  await flush();
  expect(started).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  await flush();
  jest.advanceTimersByTime(100);
  await flush();
  expect(started).toHaveBeenCalledTimes(1);
});
