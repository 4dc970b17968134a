import { pageNavigation } from '../navigation';
import { installReturnReload } from '../return-reload';

let visibility: DocumentVisibilityState = 'visible';
Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });

function setVisibility(value: DocumentVisibilityState) {
  visibility = value;
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('installReturnReload', () => {
  let reload: jest.SpyInstance;
  let uninstall: () => void = () => undefined;

  beforeEach(() => {
    jest.useFakeTimers();
    visibility = 'visible';
    reload = jest.spyOn(pageNavigation, 'reload').mockImplementation(() => undefined);
  });

  afterEach(() => {
    uninstall();
    reload.mockRestore();
    jest.useRealTimers();
  });

  it('reloads after the tab was hidden longer than the default 1000 ms', () => {
    uninstall = installReturnReload();
    setVisibility('hidden');
    jest.advanceTimersByTime(1001);
    setVisibility('visible');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload after a short absence', () => {
    uninstall = installReturnReload();
    setVisibility('hidden');
    jest.advanceTimersByTime(1000);
    setVisibility('visible');
    expect(reload).not.toHaveBeenCalled();
  });

  it('honours a custom threshold', () => {
    uninstall = installReturnReload(5000);
    setVisibility('hidden');
    jest.advanceTimersByTime(4000);
    setVisibility('visible');
    expect(reload).not.toHaveBeenCalled();
    setVisibility('hidden');
    jest.advanceTimersByTime(5001);
    setVisibility('visible');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does nothing for a visible event without a prior hide', () => {
    uninstall = installReturnReload();
    jest.advanceTimersByTime(10_000);
    setVisibility('visible');
    expect(reload).not.toHaveBeenCalled();
  });

  it('stops after uninstall', () => {
    installReturnReload()();
    setVisibility('hidden');
    jest.advanceTimersByTime(5000);
    setVisibility('visible');
    expect(reload).not.toHaveBeenCalled();
  });
});
