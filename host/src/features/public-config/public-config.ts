import { proxy, useSnapshot } from 'valtio';
import { getPublicConfig, SUPPORT_LINKS_DEFAULT, FEATURES } from '@app/shared';
import { bootData } from '../boot-data/boot-data';

// What the operator configures on the server and the shell needs before it draws (support links,
// PWA switch, game switches). Defaults keep the shell usable if the call fails.
export const publicConfig = proxy({
  supportChannelUrl: SUPPORT_LINKS_DEFAULT.channel as string,
  supportAccountUrl: SUPPORT_LINKS_DEFAULT.support as string,
  pwaEnabled: false,
  features: { ...FEATURES } as { taixiu: boolean; xocdia: boolean },
});

export async function loadPublicConfig() {
  // Written into the page by the server; fetched only when the page came from the service worker.
  if (bootData.publicConfig) {
    Object.assign(publicConfig, bootData.publicConfig);
    return;
  }
  try {
    Object.assign(publicConfig, await getPublicConfig());
  } catch (error) {
    console.warn('[config] using defaults', error);
  }
}

export const usePublicConfig = () => useSnapshot(publicConfig);
