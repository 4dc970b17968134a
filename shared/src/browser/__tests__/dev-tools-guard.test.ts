import { createDevToolsGuard, debuggerPauseSuggestsDevTools, sizeGapSuggestsDevTools } from '../dev-tools-guard';

describe('sizeGapSuggestsDevTools', () => {
  it.each([
    ['no gap (headless Chromium)', { outerWidth: 1280, innerWidth: 1280, outerHeight: 720, innerHeight: 720 }, false],
    ['browser toolbar only', { outerWidth: 1920, innerWidth: 1920, outerHeight: 1080, innerHeight: 950 }, false],
    ['tools docked right', { outerWidth: 1920, innerWidth: 1400, outerHeight: 1080, innerHeight: 950 }, true],
    ['tools docked bottom', { outerWidth: 1920, innerWidth: 1920, outerHeight: 1080, innerHeight: 600 }, true],
    ['page zoomed to 125 %', { outerWidth: 1920, innerWidth: 1536, outerHeight: 1080, innerHeight: 760 }, false],
    ['page zoomed out', { outerWidth: 1920, innerWidth: 2400, outerHeight: 1080, innerHeight: 1200 }, false],
  ])('%s → %p', (_label, sizes, expected) => {
    expect(sizeGapSuggestsDevTools(sizes)).toBe(expected);
  });
});

describe('debuggerPauseSuggestsDevTools', () => {
  it('is false when the debugger statement does not stop (no tools attached)', () => {
    expect(debuggerPauseSuggestsDevTools()).toBe(false);
  });

  it('is true when the statement took long (tools stopped on it)', () => {
    const clock = [0, 150];
    expect(debuggerPauseSuggestsDevTools(() => clock.shift()!)).toBe(true);
  });
});

describe('createDevToolsGuard', () => {
  let clear: jest.SpyInstance;
  beforeEach(() => {
    jest.useFakeTimers();
    clear = jest.spyOn(console, 'clear').mockImplementation(() => undefined);
  });
  afterEach(() => {
    clear.mockRestore();
    jest.useRealTimers();
  });

  it('polls every 200 ms, clears the console, reports each opening once and the closing', () => {
    const results = [false, true, true, false, true];
    const onDetect = jest.fn();
    const onClear = jest.fn();
    const stop = createDevToolsGuard({ onDetect, onClear, detect: () => results.shift() ?? false });
    jest.advanceTimersByTime(199);
    expect(clear).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(clear).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(800);
    expect(onDetect).toHaveBeenCalledTimes(2);
    expect(onClear).toHaveBeenCalledTimes(1);
    stop();
    jest.advanceTimersByTime(1000);
    expect(clear).toHaveBeenCalledTimes(5);
  });

  it('with the default checks, never fires in jsdom', () => {
    const onDetect = jest.fn();
    const stop = createDevToolsGuard({ onDetect });
    jest.advanceTimersByTime(2000);
    stop();
    expect(onDetect).not.toHaveBeenCalled();
  });

  it('skips browsers driven by automation even with a suspicious window', () => {
    const onDetect = jest.fn();
    // a docked panel's gap on one axis, as headless Chromium shows for viewports under 340 px
    Object.defineProperty(window, 'outerWidth', { configurable: true, value: window.innerWidth + 300 });
    Object.defineProperty(window, 'outerHeight', { configurable: true, value: window.innerHeight });
    Object.defineProperty(navigator, 'webdriver', { configurable: true, value: true });
    const stop = createDevToolsGuard({ onDetect });
    jest.advanceTimersByTime(400);
    stop();
    Object.defineProperty(navigator, 'webdriver', { configurable: true, value: false });
    const stop2 = createDevToolsGuard({ onDetect });
    jest.advanceTimersByTime(400);
    stop2();
    expect(onDetect).toHaveBeenCalledTimes(1);
  });

  it("does not read a touch device's toolbars as docked tools", () => {
    const onDetect = jest.fn();
    Object.defineProperty(window, 'outerWidth', { configurable: true, value: window.innerWidth });
    Object.defineProperty(window, 'outerHeight', { configurable: true, value: window.innerHeight + 300 });
    Object.defineProperty(navigator, 'maxTouchPoints', { configurable: true, value: 5 });
    const stop = createDevToolsGuard({ onDetect });
    jest.advanceTimersByTime(400);
    stop();
    expect(onDetect).not.toHaveBeenCalled();
    Object.defineProperty(navigator, 'maxTouchPoints', { configurable: true, value: 0 });
    const stop2 = createDevToolsGuard({ onDetect });
    jest.advanceTimersByTime(400);
    stop2();
    expect(onDetect).toHaveBeenCalledTimes(1);
  });
});
