import { ref } from 'valtio';
import { SOCKET } from '../contracts/constants';
import { AUTH_MESSAGES, FORCE_LOGOUT_MESSAGES, SOCKET_LIMIT_MESSAGES } from '../contracts/messages';
import { sessionStore } from '../session/session-store';
import { decodeToken } from '../session/token';
import { realtimeStore, type AppSocket } from './realtime-store';
import { cancelRejoin, scheduleRejoin } from './rejoin';
import { attachSubscriptions } from './subscriptions';

export interface ConnectOptions {
  /** Called with 'Token hết hạn' when the server refuses the token or the cookie; reconnection is off then. */
  onAuthError?: (message: string) => void;
  /** Socket server origin; default the page's own. */
  url?: string;
}

// socket.io-client (11 KB gzip) is fetched when a session first wants a socket: the sign-in pages
// never download it, and a signed-in page asks for it while its first screen is being drawn.
type Io = (typeof import('socket.io-client'))['io'];
let loadingIo: Promise<Io> | null = null;
function loadIo(): Promise<Io> {
  loadingIo ??= import(/* webpackChunkName: "realtime" */ 'socket.io-client').then(
    (module) => module.io,
    (error) => {
      loadingIo = null; // a failed download is tried again by the next connect
      throw error;
    },
  );
  return loadingIo;
}

/**
 * What the socket hears that is the session's or the wallet's business. The connection announces
 * it; the session listens (session/wire-session.ts), so that the connection imports neither.
 */
export interface RealtimeListener {
  /** Connected (again): events sent while away are lost, what they would have said is read again. */
  connected(): void;
  balance(value: string | number): void;
  /** The server ended this session (a login elsewhere, a ban), with the notice for the player. */
  forcedOut(reason: string, notice: string | undefined): void;
}

let listener: RealtimeListener = { connected: () => undefined, balance: () => undefined, forcedOut: () => undefined };

export function listenToRealtime(wired: RealtimeListener): void {
  listener = wired;
}

// Each connect and disconnect takes a new number: a connect still waiting for the library when a
// later one (or a disconnect) came gives way to it.
let wanted = 0;

let onAuthError: ConnectOptions['onAuthError'];
let url: string | undefined;
let lastToken: string | null = null;
let socketUserId: unknown = null;

const AUTH_ERROR = /\b401\b|unauthori[sz]ed|auth|token|jwt/i;

export function isAuthConnectError(error: unknown): boolean {
  const err = error as { message?: unknown; data?: { status?: unknown; message?: unknown } } | null;
  if (err?.data?.status === 401) return true;
  return AUTH_ERROR.test(`${String(err?.message ?? '')} ${String(err?.data?.message ?? '')}`);
}

function teardown(socket: AppSocket): void {
  // Listeners first, so that our own disconnect is not mistaken for a lost connection.
  socket.removeAllListeners();
  socket.io.removeAllListeners();
  socket.disconnect();
}

function wire(socket: AppSocket): void {
  const status = (value: typeof realtimeStore.status) => {
    if (realtimeStore.socket === socket) realtimeStore.status = value;
  };

  socket.on('connect', () => {
    status('connected');
    if (realtimeStore.socket === socket) realtimeStore.notice = null;
    // Events sent while we were away are lost: re-join rooms and re-read the balance.
    scheduleRejoin();
    listener.connected();
    if (realtimeStore.socket === socket) realtimeStore.syncs += 1;
  });

  socket.on('disconnect', (reason) => {
    if (reason === 'io server disconnect') {
      // The server closed us on purpose (logout elsewhere, ban): knocking again is pointless.
      socket.io.reconnection(false);
      status('disconnected');
    } else {
      status(socket.active ? 'reconnecting' : 'disconnected');
    }
  });

  socket.on('connect_error', (error) => {
    if (isAuthConnectError(error)) {
      socket.io.reconnection(false);
      socket.disconnect();
      status('disconnected');
      onAuthError?.(AUTH_MESSAGES.tokenExpired);
      return;
    }
    // Refused for reconnecting too often: the backoff tries again (the budget refills); the notice
    // says why meanwhile.
    const refused = (error as { data?: { error?: unknown } } | null)?.data?.error;
    if (refused === 'TOO_MANY_CONNECTIONS' && realtimeStore.socket === socket)
      realtimeStore.notice = SOCKET_LIMIT_MESSAGES.TOO_MANY_CONNECTIONS;
    status(socket.active ? 'reconnecting' : 'disconnected');
  });

  socket.io.on('reconnect_attempt', () => status('reconnecting'));
  socket.io.on('reconnect_failed', () => status('disconnected'));

  // Every page of the node hears it at once: spread over a second, or they all reload together.
  socket.on('resync', () => {
    setTimeout(
      () => {
        if (realtimeStore.socket !== socket || !socket.connected) return;
        scheduleRejoin();
        listener.connected();
        realtimeStore.syncs += 1;
      },
      Math.floor(Math.random() * SOCKET.resyncSpread),
    );
  });

  socket.on('balanceUpdate', (payload) => {
    listener.balance(payload?.balance);
  });

  // The server is about to close this socket on purpose (flooding, or the session's oldest tab past
  // its cap): the close that follows is not retried (above), so the page stops knocking, and the
  // notice says why the table no longer moves.
  socket.on('socketLimited', (payload) => {
    const notice = SOCKET_LIMIT_MESSAGES[payload?.reason as keyof typeof SOCKET_LIMIT_MESSAGES] ?? payload?.message ?? null;
    if (realtimeStore.socket === socket) realtimeStore.notice = notice;
    console.warn('[realtime] closed by the server:', payload?.reason);
  });

  socket.on('forceLogout', (payload) => {
    const reason = payload?.reason ?? '';
    const notice = FORCE_LOGOUT_MESSAGES[reason] ?? payload?.message;
    listener.forcedOut(reason || 'FORCED', notice);
  });

  attachSubscriptions(socket);
}

/**
 * Opens the page's one socket. A player's sends their token. An operator has none: their session
 * (a CSRF token in the store) is an httpOnly cookie, which the handshake carries to the page's own
 * origin. None without either; a socket that is connected or still trying is reused, unless it
 * belongs to another user. Resolves with the socket once it exists (the library is fetched on first
 * use), or null if a later connect or a disconnect came first.
 */
export function connectRealtime(token: string | null | undefined, options: ConnectOptions = {}): Promise<AppSocket | null> {
  if (!token && !sessionStore.csrfToken) return Promise.resolve(null);
  if (options.onAuthError) onAuthError = options.onAuthError;
  if (options.url !== undefined) url = options.url;
  lastToken = token || null;

  const userId = token ? (decodeToken(token)?.userId ?? null) : (sessionStore.user?.id ?? null);
  const existing = realtimeStore.socket;
  if (existing && (existing.connected || existing.active) && socketUserId === userId) return Promise.resolve(existing);
  if (existing) teardown(existing);
  realtimeStore.socket = null;
  realtimeStore.status = 'connecting';
  realtimeStore.notice = null;
  socketUserId = userId;
  const ticket = ++wanted;

  return loadIo().then(
    (io) => (ticket === wanted ? open(io) : null),
    (error) => {
      if (ticket !== wanted) return null;
      // Nothing to connect with: the realtime badge says so, and the next connect tries again.
      console.warn('[realtime] socket.io-client could not be loaded', error);
      realtimeStore.status = 'disconnected';
      return null;
    },
  );
}

// The browser says the network is back: knock at once instead of waiting out the backoff (up to
// reconnectionDelayMax), so the table is live again as soon as the phone is. Only a socket still
// trying: one the server closed on purpose, or a connected one, is left as it is.
export function reconnectNow(): void {
  const socket = realtimeStore.socket;
  if (!socket || socket.connected || !socket.active) return;
  socket.disconnect().connect();
}
let listeningOnline = false;

function open(io: Io): AppSocket {
  if (!listeningOnline && typeof window !== 'undefined') {
    listeningOnline = true;
    window.addEventListener('online', reconnectNow);
  }
  const socketOptions = {
    path: '/socket.io',
    transports: ['websocket', 'polling'],
    reconnection: true,
    reconnectionAttempts: SOCKET.reconnectionAttempts,
    reconnectionDelay: SOCKET.reconnectionDelay,
    reconnectionDelayMax: SOCKET.reconnectionDelayMax,
    timeout: SOCKET.timeout,
    // Its own manager: teardown may then drop the manager's listeners safely.
    forceNew: true,
    // A function, evaluated at every (re)connect, so reconnections carry the refreshed token.
    auth: (cb: (data: object) => void) => {
      const token = sessionStore.token || lastToken;
      cb(token ? { token } : {});
    },
  };
  const socket: AppSocket = url ? io(url, socketOptions) : io(socketOptions);
  realtimeStore.socket = ref(socket);
  wire(socket);
  return socket;
}

export function disconnectRealtime(): void {
  wanted++;
  cancelRejoin();
  const socket = realtimeStore.socket;
  realtimeStore.socket = null;
  realtimeStore.status = 'idle';
  realtimeStore.notice = null;
  lastToken = null;
  socketUserId = null;
  if (socket) teardown(socket);
}
