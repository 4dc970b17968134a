// Spec section 1: the app is installable, and has a service worker, only when the operator turns
// the PWA flag on. The manifest link is what makes a browser offer installation (its own menu, or
// the `beforeinstallprompt` the install banner waits for), so it is added with the flag, not shipped
// in index.html. Turning the flag off removes a service worker registered earlier, so no player
// keeps a stale cached shell.
export async function syncPwa(enabled: boolean): Promise<void> {
  linkManifest(enabled);
  if (!('serviceWorker' in navigator)) return;
  try {
    if (enabled) {
      await navigator.serviceWorker.register('/sw.js');
    } else {
      const registrations = await navigator.serviceWorker.getRegistrations();
      await Promise.all(registrations.map((registration) => registration.unregister()));
    }
  } catch (error) {
    console.warn('[pwa]', error);
  }
}

function linkManifest(enabled: boolean) {
  const existing = document.head.querySelector('link[rel="manifest"]');
  if (!enabled) {
    existing?.remove();
    return;
  }
  if (existing) return;
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = '/manifest.webmanifest';
  document.head.appendChild(link);
}
