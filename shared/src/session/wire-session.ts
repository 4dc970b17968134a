import { refreshBalance, setBalance } from '../balance/balance-store';
import { connectHttpToSession } from '../http/hooks';
import { listenToRealtime } from '../realtime/connection';
import { logout } from './logout';
import { isDefinitiveRefreshFailure, pendingRefresh, refreshToken } from './refresh-token';

// The one place where the session, the HTTP client and the socket meet. The client and the socket
// are used by the session (to refresh, to sign out, to connect), so they cannot import it back: they
// say what they need (HttpSession) and what they hear (RealtimeListener), and this module answers.
// Loaded with the session (session/index.ts), before anything can send a request or open a socket.

connectHttpToSession({
  pendingRefresh,
  refresh: refreshToken,
  isDefinitiveRefreshFailure,
  endSession: (options) => void logout(options),
});

listenToRealtime({
  connected: () => void refreshBalance(),
  balance: (value) => setBalance(value, 'socket'),
  forcedOut: (reason, notice) => void logout({ reason, notice }),
});
