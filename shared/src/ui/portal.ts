// On desktop the app is drawn inside a scaled 430×932 phone frame (#app-viewport). Overlays must be
// mounted inside that frame, otherwise they would cover the whole browser window instead of the phone.
export const APP_VIEWPORT_ID = 'app-viewport';

export function getPortalTarget(): HTMLElement | null {
  if (typeof document === 'undefined') return null;
  return document.getElementById(APP_VIEWPORT_ID) ?? document.body;
}
