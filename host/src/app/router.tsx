import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Navigate, useLocation, useRoutes, type RouteObject } from '@app/shared/router';
import { CONSOLE_PATH, type RemoteScreenId, type RemoteScreenProps } from '@app/shared';
import { AuthLayout } from '../layouts/auth-layout/auth-layout';
import { ProtectedRoute } from '../layouts/guarded-layout/protected-route';
import { RootShell } from './root-shell';
import { applyPendingRemotes } from '../features/remotes/remote-registry';
import { RemoteLoading, RemoteScreen } from '../features/remotes/remote-screen';
import { OperatorConsoleRoute } from '../features/operator-console/operator-console-route';
import ROUTE_SCREENS from './route-screens.json';

// A signed-in player's layout and home, with what only they use (`@app/shared/signed-in`), load
// when such a page is shown: the login form's first load does without them.
// One chunk, named so that the build can tell the server its files (host/webpack.config.js).
const loadGuardedLayout = () => import(/* webpackChunkName: "signed-in" */ '../layouts/guarded-layout/guarded-layout');
const loadHomeScreen = () => import(/* webpackChunkName: "signed-in" */ '../features/home/home-screen');
const GuardedLayout = lazy(() => loadGuardedLayout().then((m) => ({ default: m.GuardedLayout })));
const HomeScreen = lazy(() => loadHomeScreen().then((m) => ({ default: m.HomeScreen })));

/**
 * For the build-time drawing of the pages (prerender.tsx), which renders in one pass and cannot
 * wait for a lazy screen: the signed-in layout and home, asked for once (a render then draws a
 * fallback) and loaded, so that the next render draws them.
 */
export async function loadSignedInScreens(drawOnce: () => void): Promise<void> {
  await Promise.all([loadGuardedLayout(), loadHomeScreen()]);
  // React reads a lazy screen as loaded once its own promise has settled, a turn after the import's.
  const turn = () => new Promise((resolve) => setTimeout(resolve, 0));
  // One render asks for the layout; the next, the layout drawn, for the home inside it.
  drawOnce();
  await turn();
  drawOnce();
  await turn();
}
const NotFoundPage = lazy(() => import('../features/errors/error-pages').then((m) => ({ default: m.NotFoundPage })));
const ForbiddenPage = lazy(() => import('../features/errors/error-pages').then((m) => ({ default: m.ForbiddenPage })));
const BannedPage = lazy(() => import('../features/errors/error-pages').then((m) => ({ default: m.BannedPage })));

// Which remote screen each page shows. The build copies this file next to index.html: the server
// reads it to name, in the page it sends, the files that screen needs (server/src/static/page-head.ts).
// The props a screen gets are the contract's (RemoteScreenProps), which each remote's host-contract
// test holds its screen to.
const remoteRoute = (path: keyof typeof ROUTE_SCREENS, props?: RemoteScreenProps[RemoteScreenId]): RouteObject => ({
  path,
  element: <RemoteScreen id={ROUTE_SCREENS[path]} props={props} />,
});

const screen = (node: ReactNode) => <Suspense fallback={<RemoteLoading />}>{node}</Suspense>;

// Old and English paths the site used to have; each replaces the history entry.
const REDIRECTS: Record<string, string> = {
  '/login': '/dang-nhap',
  '/register': '/dang-ky',
  '/forgot-password': '/quen-mat-khau',
  '/home': '/',
  '/games/tai-xiu': '/tro-choi/tai-xiu',
  '/tai-xiu': '/tro-choi/tai-xiu',
  '/games/xoc-dia': '/tro-choi/xoc-dia',
  '/xoc-dia': '/tro-choi/xoc-dia',
  '/banks': '/ngan-hang',
  '/wallet': '/vi-tien',
  '/support': '/ho-tro',
  '/profile': '/ho-so',
  '/referral': '/gioi-thieu',
  '/bet-history': '/lich-su-cuoc',
  '/banned': '/bi-chan',
};

export const routes: RouteObject[] = [
  {
    element: <RootShell />,
    children: [
      {
        element: <AuthLayout />,
        children: [remoteRoute('/dang-nhap'), remoteRoute('/dang-ky'), remoteRoute('/quen-mat-khau')],
      },
      {
        element: <ProtectedRoute playersOnly>{screen(<GuardedLayout />)}</ProtectedRoute>,
        children: [
          { path: '/', element: screen(<HomeScreen />) },
          remoteRoute('/tro-choi/tai-xiu'),
          remoteRoute('/tro-choi/xoc-dia'),
          remoteRoute('/lich-su-cuoc'),
          remoteRoute('/ngan-hang', { view: 'bank' } satisfies RemoteScreenProps['remote_wallet/WalletScreen']),
          remoteRoute('/vi-tien', { view: 'wallet' } satisfies RemoteScreenProps['remote_wallet/WalletScreen']),
          remoteRoute('/quen-mat-khau-cap-2'),
          remoteRoute('/ho-tro'),
          remoteRoute('/ho-so'),
          remoteRoute('/gioi-thieu'),
        ],
      },
      {
        path: `${CONSOLE_PATH}/*`,
        element: (
          <ProtectedRoute>
            <OperatorConsoleRoute forbidden={screen(<ForbiddenPage />)} />
          </ProtectedRoute>
        ),
      },
      { path: '/bi-chan', element: screen(<BannedPage />) },
      { path: '/403', element: screen(<ForbiddenPage />) },
      ...Object.entries(REDIRECTS).map(([from, to]) => ({ path: from, element: <Navigate to={to} replace /> })),
      { path: '*', element: screen(<NotFoundPage />) },
    ],
  },
];

/**
 * The app's pages, inside the BrowserRouter the shell renders. A navigation between screens is the
 * moment a remote's new version (told by the server) is taken: before the new screen is drawn, so
 * it is the new version's, and never under a screen being used.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const [seen, setSeen] = useState(pathname);
  if (seen !== pathname) {
    setSeen(pathname);
    applyPendingRemotes();
  }
  return useRoutes(routes);
}
