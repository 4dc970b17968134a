import { useEffect } from 'react';
import { CONSOLE_PATH } from '@app/shared';
import { Outlet, useLocation } from '@app/shared/router';
import { DevToolsGuard } from '../features/dev-tools-guard/dev-tools-guard';
import { RouteErrorBoundary } from '../features/errors/route-error';
import { revealApp } from '../features/prerender/take-over';
import { isConsolePath } from '../layouts/app-frame/app-frame';
import { pageTitle } from './page-title';

// The page the prerendered screen was drawn for; going anywhere else shows the app at once.
const FIRST_PATH = typeof window === 'undefined' ? '' : window.location.pathname;

// Everything inside the router that every page shares. A screen that failed is forgotten when the
// player goes to another page. The console's pages are one screen of its remote (it routes within
// itself): moving between them keeps it mounted, its realtime counts and lists with it.
export function RootShell() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname !== FIRST_PATH) revealApp();
    document.title = pageTitle(pathname);
  }, [pathname]);
  return (
    <>
      <RouteErrorBoundary key={isConsolePath(pathname) ? CONSOLE_PATH : pathname}>
        <Outlet />
      </RouteErrorBoundary>
      <DevToolsGuard />
    </>
  );
}
