import { syncPwa } from '../sync-pwa';

const manifests = () => document.head.querySelectorAll('link[rel="manifest"]');

it('links the web app manifest only while the operator has the PWA on', async () => {
  expect(manifests()).toHaveLength(0);
  await syncPwa(true);
  await syncPwa(true);
  expect(manifests()).toHaveLength(1);
  expect(manifests()[0].getAttribute('href')).toBe('/manifest.webmanifest');
  await syncPwa(false);
  expect(manifests()).toHaveLength(0);
});
