import { Outlet } from 'react-router';
import { DevToolsGuard } from '../features/dev-tools-guard/dev-tools-guard';

// Everything inside the router that every page shares.
export function RootShell() {
  return (
    <>
      <Outlet />
      <DevToolsGuard />
    </>
  );
}
