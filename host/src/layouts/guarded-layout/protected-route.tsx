import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from '@app/shared/router';
import { isTokenFormatValid, isTokenExpired, refreshToken, useSession } from '@app/shared';

// Without a valid stored token the player goes to the login screen, which sends them back here after.
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { isAuthenticated, token } = useSession();
  const location = useLocation();

  // Re-validate when the token changes: an expired one gets one refresh. Whether a failure ends the
  // session is the session module's call (a refusal does, an outage does not).
  useEffect(() => {
    if (token && isTokenFormatValid(token) && isTokenExpired(token)) void refreshToken().catch(() => undefined);
  }, [token]);

  if (!isAuthenticated || !token || !isTokenFormatValid(token)) {
    return <Navigate to="/dang-nhap" replace state={{ from: location }} />;
  }
  return <>{children}</>;
}
