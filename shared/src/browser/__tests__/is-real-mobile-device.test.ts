import { isRealMobileDevice } from '../is-real-mobile-device';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';

describe('isRealMobileDevice', () => {
  it.each([
    ['a phone', { userAgent: IPHONE, touch: true, width: 390, height: 844 }, true],
    ['a phone in landscape, narrow', { userAgent: ANDROID, touch: true, width: 740, height: 360 }, true],
    ['a tablet in portrait', { userAgent: ANDROID, touch: true, width: 820, height: 1180 }, true],
    ['a tablet in landscape, wide', { userAgent: ANDROID, touch: true, width: 1180, height: 820 }, false],
    ['a phone UA without touch (desktop emulation)', { userAgent: IPHONE, touch: false, width: 390, height: 844 }, false],
    ['a touch laptop', { userAgent: DESKTOP, touch: true, width: 700, height: 900 }, false],
    ['a narrow desktop window', { userAgent: DESKTOP, touch: false, width: 400, height: 900 }, false],
    ['width exactly 768', { userAgent: ANDROID, touch: true, width: 768, height: 700 }, true],
  ])('%s → %p', (_label, probe, expected) => {
    expect(isRealMobileDevice(probe)).toBe(expected);
  });

  it('reads the real window by default (jsdom is a desktop)', () => {
    expect(isRealMobileDevice()).toBe(false);
  });
});
