import { proxy, subscribe, useSnapshot } from 'valtio';
import {
  EMPTY_SITE_CONTENT,
  FEATURES,
  SITE_CONTENT_EVENT,
  getPublicConfig,
  readSiteContent,
  realtimeStore,
  subscribeRealtime,
  type SiteContentDto,
} from '@app/shared';
import { bootData } from '../boot-data/boot-data';

// What the operator configures on the server and the shell needs before it draws (the console's
// announcement, maintenance notice and support links, the PWA switch, the game switches). Until it
// arrives, and if it never does, nothing of the operators' content is shown: no link that leads
// nowhere.
export const publicConfig = proxy({
  ...EMPTY_SITE_CONTENT,
  pwaEnabled: false,
  features: { ...FEATURES } as { taixiu: boolean; xocdia: boolean },
});

function applySiteContent(content: SiteContentDto) {
  publicConfig.announcement = content.announcement;
  publicConfig.maintenance = content.maintenance;
  publicConfig.support = content.support;
}

export async function loadPublicConfig() {
  // Written into the page by the server; fetched only when the page came from the service worker.
  const boot = bootData.publicConfig;
  if (boot) {
    applySiteContent(readSiteContent(boot));
    publicConfig.pwaEnabled = boot.pwaEnabled === true;
    publicConfig.features = { ...FEATURES, ...(boot.features as object | undefined) };
    return;
  }
  try {
    const config = await getPublicConfig();
    applySiteContent(config);
    publicConfig.pwaEnabled = config.pwaEnabled;
    publicConfig.features = config.features;
  } catch (error) {
    console.warn('[config] using defaults', error);
  }
}

/**
 * Keeps the operators' content live on an open page: a change comes on the socket (a signed-in
 * page's), and after a reconnect, or the server's word that events may have been missed, it is read
 * again. Returns the way to stop.
 */
export function watchSiteContent(): () => void {
  const offEvent = subscribeRealtime<unknown>(SITE_CONTENT_EVENT, (payload) => applySiteContent(readSiteContent(payload)));
  // The first connect follows the page's own reading of the content; the later ones may have missed a change.
  let syncs = Math.max(realtimeStore.syncs, 1);
  const offSyncs = subscribe(realtimeStore, () => {
    if (realtimeStore.syncs <= syncs) return;
    syncs = realtimeStore.syncs;
    getPublicConfig().then(applySiteContent, () => undefined);
  });
  return () => {
    offEvent();
    offSyncs();
  };
}

export const usePublicConfig = () => useSnapshot(publicConfig);
