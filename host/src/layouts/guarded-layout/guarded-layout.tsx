import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { initializeBalance } from '@app/shared';
import { AppHeader } from './app-header';
import { BottomNav } from './bottom-nav';
import { RemoteLoading, RemoteOverlay } from '../../features/remotes/remote-screen';
import * as styles from './guarded-layout.css';

export function GuardedLayout() {
  useEffect(() => {
    void initializeBalance();
  }, []);

  return (
    <div className={styles.shell}>
      <AppHeader />
      <main className={styles.main}>
        <Suspense fallback={<RemoteLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <BottomNav />
      <RemoteOverlay id="remote_wallet/WalletDialogs" />
    </div>
  );
}
