// Spec section 1: a service worker only when the operator turns the PWA flag on; turning it off
// removes one registered earlier, so no player keeps a stale cached shell.
export async function syncServiceWorker(enabled: boolean): Promise<void> {
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
