import { useEffect, useState } from 'react';
import { BrowserRouter } from '@app/shared/router';
import {
  initSession,
  installReturnReload,
  listenBalanceEvents,
  loadToastsWhenIdle,
  notify,
  Preloader,
  sessionStore,
  startTokenWatch,
  takePendingNoticeWithType,
} from '@app/shared';
import { AppFrame } from '../layouts/app-frame/app-frame';
import { whenTakenOver } from '../features/prerender/take-over';
import { loadRemoteRegistry, watchRemoteVersions } from '../features/remotes/remote-registry';
import { loadPublicConfig, publicConfig, watchSiteContent } from '../features/public-config/public-config';
import { listenInstallPrompt } from '../features/pwa/install-prompt';
import { syncPwa } from '../features/pwa/sync-pwa';
import { AppRoutes } from './router';

async function startShell() {
  const session = initSession();
  // The registry failing must not stop the shell: each remote screen then shows its own error card.
  await Promise.all([
    loadRemoteRegistry().catch((error) => console.error('[remotes]', error)),
    loadPublicConfig(),
    // A remembered player whose token is still valid is signed in before initSession's first
    // request: their screen starts at once (its own reads are on their way already) and the
    // server's answer about the session confirms them, or signs them out, when it comes.
    sessionStore.isAuthenticated ? undefined : session,
  ]);
  // The service worker downloads the whole app when it installs: after the screen the player came
  // for is the app's, not while that screen's own files and reads load.
  whenTakenOver(() => void syncPwa(publicConfig.pwaEnabled));
  void session.then(() => {
    if (sessionStore.token || sessionStore.csrfToken) loadToastsWhenIdle();
  });
}

export function App() {
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const notice = takePendingNoticeWithType();
    const stops = [
      listenBalanceEvents(),
      installReturnReload(),
      startTokenWatch(),
      listenInstallPrompt(),
      watchSiteContent(),
      watchRemoteVersions(),
    ];
    startShell().finally(() => {
      setReady(true);
      if (notice) notify[notice.type](notice.message);
    });
    return () => stops.forEach((stop) => stop?.());
  }, []);

  // The router is outside the frame: the frame depends on the page (the console is not drawn in a phone).
  return (
    <BrowserRouter>
      <AppFrame>{ready ? <AppRoutes /> : <Preloader />}</AppFrame>
    </BrowserRouter>
  );
}
