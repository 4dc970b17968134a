import type { ReactNode } from 'react';
import { isOperatorRole, useSession } from '@app/shared';
import { RemoteScreen } from '../remotes/remote-screen';
import SHELL_SCREENS from '../../app/shell-screens.json';

// The operators' console (/quan-tri/*, the console's own pages below it). Only an operator's session
// renders the remote: a player who opens the address gets `forbidden`, and the app never asks for the
// console's manifest or files on their behalf. That keeps the console's code off players' phones; it
// is not what protects the console's data: the remote's files are static files like any other, and
// every /api/admin call is refused to a player by the server (the role is the database's, not the
// token's).

export function OperatorConsoleRoute({ forbidden }: { forbidden: ReactNode }) {
  const { user } = useSession();
  if (!isOperatorRole(user?.role)) return <>{forbidden}</>;
  return <RemoteScreen id={SHELL_SCREENS.adminConsole} />;
}
