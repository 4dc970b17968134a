import { Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from '@app/shared/router';
import { initializeBalance, SiteNotices, watchSecurityNotices } from '@app/shared';
import { walletDialogs, watchInbox, watchPaymentNotices } from '@app/shared/signed-in';
import { AppHeader } from './app-header';
import { BottomNav } from './bottom-nav';
import { whenTakenOver } from '../../features/prerender/take-over';
import { usePublicConfig } from '../../features/public-config/public-config';
import { InstallBanner } from '../../features/pwa/install-banner';
import { RealtimeNotice } from '../../features/realtime-notice/realtime-notice';
import { holdRemoteWhile } from '../../features/remotes/remote-registry';
import { RemoteLoading, RemoteOverlay } from '../../features/remotes/remote-screen';
import SHELL_SCREENS from '../../app/shell-screens.json';
import * as styles from './guarded-layout.css';

// At a game table the bottom of the screen belongs to the bet bar; the install card waits elsewhere.
const AT_A_TABLE = /^\/tro-choi\//;

export function GuardedLayout() {
  const { pathname } = useLocation();
  useEffect(() => {
    void initializeBalance();
  }, []);
  // A sensitive change made elsewhere (another tab, a stolen session) warns this page at once.
  useEffect(() => watchSecurityNotices(), []);
  // A transfer the support desk recorded is said at once, wherever the player is.
  useEffect(() => watchPaymentNotices(), []);
  // The inbox, as the server keeps it, read now and kept live.
  useEffect(() => watchInbox(), []);
  // The wallet's dialogs open on a tap: their files load once the screen the player came for is
  // the app's (a page drawn at build time taken over), not beside it on a phone's few connections.
  const [dialogsReady, setDialogsReady] = useState(false);
  useEffect(() => whenTakenOver(() => setDialogsReady(true)), []);
  // A new version of the wallet is not taken while one of its dialogs is open (a deposit's QR, a
  // withdrawal): the overlay would be drawn anew, and the dialog gone.
  useEffect(() => holdRemoteWhile('remote_wallet', () => walletDialogs.open !== null), []);
  const config = usePublicConfig();

  return (
    <div className={styles.shell}>
      <AppHeader />
      <div className={styles.notices}>
        <SiteNotices content={config} />
      </div>
      <main className={styles.main}>
        <RealtimeNotice />
        <Suspense fallback={<RemoteLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <BottomNav />
      {!AT_A_TABLE.test(pathname) && <InstallBanner placement="aboveNav" />}
      {dialogsReady && <RemoteOverlay id={SHELL_SCREENS.walletDialogs} />}
    </div>
  );
}
