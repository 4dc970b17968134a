export { isRealMobileDevice, probeDevice, type DeviceProbe } from './is-real-mobile-device';
export {
  createDevToolsGuard,
  sizeGapSuggestsDevTools,
  debuggerPauseSuggestsDevTools,
  type DevToolsGuardOptions,
  type WindowSizes,
} from './dev-tools-guard';
export { originPath } from './origin-route';
export { copyText } from './copy-text';
export { useMediaQuery } from './use-media-query';
