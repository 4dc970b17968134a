import { MOBILE_USER_AGENT, PHONE_FRAME } from '../contracts/constants';

export interface DeviceProbe {
  userAgent: string;
  touch: boolean;
  width: number;
  height: number;
}

export function probeDevice(): DeviceProbe {
  return {
    userAgent: navigator.userAgent,
    touch: 'ontouchstart' in window || navigator.maxTouchPoints > 0,
    width: window.innerWidth,
    height: window.innerHeight,
  };
}

/**
 * The desktop frame rule: a real phone or tablet (mobile user agent AND touch AND (narrow OR
 * portrait)) gets the app full-screen; everything else sees the 430×932 phone frame. All three
 * are required so that a desktop browser narrowed or emulating a phone UA keeps the frame.
 */
export function isRealMobileDevice(probe: DeviceProbe = probeDevice()): boolean {
  const narrow = probe.width <= PHONE_FRAME.mobileMaxWidth;
  const portrait = probe.height > probe.width;
  return MOBILE_USER_AGENT.test(probe.userAgent) && probe.touch && (narrow || portrait);
}
