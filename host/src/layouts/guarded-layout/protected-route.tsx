import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from '@app/shared/router';
import { isTokenFormatValid, isTokenExpired, isOperatorRole, refreshToken, useSession } from '@app/shared';

// Without a valid stored token (or, for an operator, the CSRF token of their cookie session) the player
// goes to the login screen, which sends them back here after.
// `playersOnly`: the player's screens (wallet, tables, profile). An operator's account holds no wallet
// and cannot bet, so an operator's session is taken to the console instead of a screen that would
// only answer refusals.
export function ProtectedRoute({ children, playersOnly }: { children: ReactNode; playersOnly?: boolean }) {
  const { isAuthenticated, token, csrfToken, user } = useSession();
  const location = useLocation();

  // Re-validate when the token changes: an expired one gets one refresh. Whether a failure ends the
  // session is the session module's call (a refusal does, an outage does not).
  useEffect(() => {
    if (token && isTokenFormatValid(token) && isTokenExpired(token)) void refreshToken().catch(() => undefined);
  }, [token]);

  if (!isAuthenticated || !(csrfToken || isTokenFormatValid(token))) {
    return <Navigate to="/dang-nhap" replace state={{ from: location }} />;
  }
  if (playersOnly && isOperatorRole(user?.role)) return <Navigate to="/quan-tri" replace />;
  return <>{children}</>;
}
