// The app is installable, and has a service worker, only when the operator turns
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
      void keepThisPage();
    } else {
      const registrations = await navigator.serviceWorker.getRegistrations();
      await Promise.all(registrations.map((registration) => registration.unregister()));
    }
  } catch (error) {
    console.warn('[pwa]', error);
  }
}

// The worker keeps each page it serves, for the next visit (host/webpack.config.js, cache 'pages'),
// but the page it was installed from never went through it: that one is kept here, so that the
// player's next visit to it is answered at once too.
const PAGES_CACHE = 'pages';

async function keepThisPage(): Promise<void> {
  try {
    await navigator.serviceWorker.ready;
    const cache = await caches.open(PAGES_CACHE);
    const page = `${window.location.pathname}${window.location.search}`;
    if (!(await cache.match(page))) await cache.add(new Request(page, { headers: { accept: 'text/html' } }));
  } catch {
    // No Cache API, or offline: the page is kept on the next visit instead.
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
