import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AuthLayout } from '../layouts/auth-layout/auth-layout';
import { GuardedLayout } from '../layouts/guarded-layout/guarded-layout';
import { ProtectedRoute } from '../layouts/guarded-layout/protected-route';
import { RootShell } from './root-shell';
import { RemoteLoading, RemoteScreen } from '../features/remotes/remote-screen';
import { RouteError } from '../features/errors/route-error';

const HomeScreen = lazy(() => import('../features/home/home-screen').then((m) => ({ default: m.HomeScreen })));
const NotFoundPage = lazy(() => import('../features/errors/error-pages').then((m) => ({ default: m.NotFoundPage })));
const ForbiddenPage = lazy(() => import('../features/errors/error-pages').then((m) => ({ default: m.ForbiddenPage })));
const BannedPage = lazy(() => import('../features/errors/error-pages').then((m) => ({ default: m.BannedPage })));

const screen = (node: ReactNode) => <Suspense fallback={<RemoteLoading />}>{node}</Suspense>;

// Old and English paths of spec section 2; each replaces the history entry.
const REDIRECTS: Record<string, string> = {
  '/login': '/dang-nhap',
  '/register': '/dang-ky',
  '/home': '/',
  '/games/tai-xiu': '/tro-choi/tai-xiu',
  '/tai-xiu': '/tro-choi/tai-xiu',
  '/games/xoc-dia': '/tro-choi/xoc-dia',
  '/xoc-dia': '/tro-choi/xoc-dia',
  '/banks': '/ngan-hang',
  '/wallet': '/vi-tien',
  '/support': '/ho-tro',
  '/profile': '/ho-so',
  '/banned': '/bi-chan',
};

export const routes: RouteObject[] = [
  {
    element: <RootShell />,
    errorElement: <RouteError />,
    children: [
      {
        element: <AuthLayout />,
        children: [
          { path: '/dang-nhap', element: <RemoteScreen id="remote_auth/LoginScreen" /> },
          { path: '/dang-ky', element: <RemoteScreen id="remote_auth/RegisterScreen" /> },
        ],
      },
      {
        element: (
          <ProtectedRoute>
            <GuardedLayout />
          </ProtectedRoute>
        ),
        children: [
          { path: '/', element: screen(<HomeScreen />) },
          { path: '/tro-choi/tai-xiu', element: <RemoteScreen id="remote_games/TaiXiuScreen" /> },
          { path: '/tro-choi/xoc-dia', element: <RemoteScreen id="remote_games/XocDiaScreen" /> },
          { path: '/ngan-hang', element: <RemoteScreen id="remote_wallet/WalletScreen" props={{ view: 'bank' }} /> },
          { path: '/vi-tien', element: <RemoteScreen id="remote_wallet/WalletScreen" props={{ view: 'wallet' }} /> },
          { path: '/ho-tro', element: <RemoteScreen id="remote_auth/SupportScreen" /> },
          { path: '/ho-so', element: <RemoteScreen id="remote_auth/ProfileScreen" /> },
        ],
      },
      { path: '/bi-chan', element: screen(<BannedPage />) },
      { path: '/403', element: screen(<ForbiddenPage />) },
      ...Object.entries(REDIRECTS).map(([from, to]) => ({ path: from, element: <Navigate to={to} replace /> })),
      { path: '*', element: screen(<NotFoundPage />) },
    ],
  },
];

export const router = createBrowserRouter(routes);
