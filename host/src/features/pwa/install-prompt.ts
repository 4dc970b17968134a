import { proxy } from 'valtio';
import { INSTALL_PROMPT_HIDE_MS, notify } from '@app/shared';

// The install prompt: the install-app banner is offered when the browser says the app
// can be installed (`beforeinstallprompt`), never inside the installed app itself, and not for
// 24 hours after the player closed it (a cookie, so it holds across tabs and reloads). Safari on an
// iPhone or iPad never says so: there the banner tells how to add the app by hand instead.

// Chromium's event (not in the DOM typings): prompt() may be called once per event.
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

export const INSTALL_MESSAGES = {
  dismissed: 'Cài đặt ứng dụng đã bị hủy',
  unavailable: 'Installation not available',
  failed: 'Installation failed',
} as const;

export const INSTALL_HIDE_COOKIE = 'install-prompt-hidden';

export const installPrompt = proxy({
  // The browser's offer, kept until used: the banner shows only while there is one.
  offer: null as BeforeInstallPromptEvent | null,
  hidden: false,
  installing: false,
  // iOS Safari: no offer will come, the banner shows the Share → Add to Home Screen steps.
  iosSteps: false,
});

function setCookie(name: string, value: string, maxAgeMs: number) {
  document.cookie = `${name}=${encodeURIComponent(value)}; max-age=${Math.round(maxAgeMs / 1000)}; path=/; samesite=lax`;
}

function hasCookie(name: string): boolean {
  return document.cookie.split(';').some((part) => part.trim().startsWith(`${name}=`));
}

function isStandalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || (typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches);
}

// Safari on iOS (an iPad asks for the desktop site, so it reads as a Mac with a touch screen).
// Chrome, Firefox and Edge on iOS name themselves (CriOS, FxiOS, EdgiOS); their menus differ.
export function isIosSafari(nav: Pick<Navigator, 'userAgent' | 'maxTouchPoints'> = navigator): boolean {
  const ua = nav.userAgent;
  const ios = /iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && nav.maxTouchPoints > 1);
  return ios && /Safari\//.test(ua) && !/CriOS|FxiOS|EdgiOS|OPiOS/.test(ua);
}

function shouldOfferInstall(): boolean {
  return !isStandalone() && !hasCookie(INSTALL_HIDE_COOKIE);
}

function forgetOffer() {
  installPrompt.offer = null;
  installPrompt.hidden = true;
}

// Installed (by the banner or the browser's own menu): the banner goes and the hide marker with it.
function installed() {
  setCookie(INSTALL_HIDE_COOKIE, '', 0);
  forgetOffer();
}

export function listenInstallPrompt(): () => void {
  const onOffer = (event: Event) => {
    // Keep the browser's own mini-infobar away: the app offers installation with its banner.
    event.preventDefault();
    installPrompt.offer = event as BeforeInstallPromptEvent;
    installPrompt.hidden = !shouldOfferInstall();
  };
  window.addEventListener('beforeinstallprompt', onOffer);
  window.addEventListener('appinstalled', installed);
  if (isIosSafari()) {
    installPrompt.iosSteps = true;
    installPrompt.hidden = !shouldOfferInstall();
  }
  return () => {
    window.removeEventListener('beforeinstallprompt', onOffer);
    window.removeEventListener('appinstalled', installed);
  };
}

export function closeInstallBanner() {
  setCookie(INSTALL_HIDE_COOKIE, '1', INSTALL_PROMPT_HIDE_MS);
  installPrompt.hidden = true;
}

export async function installApp(): Promise<void> {
  const offer = installPrompt.offer;
  if (!offer) {
    notify.error(INSTALL_MESSAGES.unavailable);
    forgetOffer();
    return;
  }
  installPrompt.installing = true;
  try {
    await offer.prompt();
    const { outcome } = await offer.userChoice;
    if (outcome === 'accepted') installed();
    else {
      notify.info(INSTALL_MESSAGES.dismissed);
      // A used offer cannot be shown again; the browser makes a new one when it sees fit.
      forgetOffer();
    }
  } catch (error) {
    console.warn('[pwa]', error);
    notify.error(INSTALL_MESSAGES.failed);
    forgetOffer();
  } finally {
    installPrompt.installing = false;
  }
}
