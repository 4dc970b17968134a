import { Outlet, useLocation } from '@app/shared/router';
import { DevToolsGuard } from '../features/dev-tools-guard/dev-tools-guard';
import { RouteErrorBoundary } from '../features/errors/route-error';

// Everything inside the router that every page shares. A screen that failed is forgotten when the
// player goes to another page.
export function RootShell() {
  const { pathname } = useLocation();
  return (
    <>
      <RouteErrorBoundary key={pathname}>
        <Outlet />
      </RouteErrorBoundary>
      <DevToolsGuard />
    </>
  );
}
