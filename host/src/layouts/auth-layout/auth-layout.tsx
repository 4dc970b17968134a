import { Navigate, Outlet, useLocation } from '@app/shared/router';
import { AppBackground, clearJustLoggedIn, Logo, originPath, shouldRedirectFromAuthPage, SiteNotices, useSession } from '@app/shared';
import { isArrivalScreen } from '../../features/prerender/take-over';
import { usePublicConfig } from '../../features/public-config/public-config';
import { InstallBanner } from '../../features/pwa/install-banner';
import { SupportButton } from '../../features/support-button/support-button';
import * as styles from './auth-layout.css';

export function AuthLayout() {
  const { isAuthenticated } = useSession();
  const location = useLocation();
  const config = usePublicConfig();

  // The screen the page arrived with, drawn, has faded in already: the app's copy, revealed in its
  // place, starts where the drawn one is (fully there), or the card would vanish and fade in again
  // at the take-over. Going on to another screen brings the entrance back.
  const arrived = isArrivalScreen(location.pathname);

  // A signed-in player has nothing to do here, except while the login screen is finishing its own
  // work (attempting-login set, just-logged-in not yet); they go back where they came from, or home.
  if (isAuthenticated && shouldRedirectFromAuthPage()) {
    clearJustLoggedIn();
    const from = originPath(location.state);
    const back = from && from.split('?')[0] !== location.pathname ? from : '/';
    return <Navigate to={back} replace />;
  }

  return (
    <div className={styles.page}>
      <AppBackground>
        <SupportButton />
        <header className={styles.brand}>
          <Logo size="lg" />
        </header>
        {/* Before signing in too: a maintenance notice matters most to a player about to try. */}
        <SiteNotices content={config} />
        <main key={location.pathname} className={arrived ? styles.contentArrived : styles.content}>
          <Outlet />
        </main>
        <InstallBanner placement="bottom" />
      </AppBackground>
    </div>
  );
}
