import { io } from 'socket.io-client';
import { FORCE_LOGOUT_MESSAGES, SOCKET_LIMIT_MESSAGES } from '../../contracts/messages';
import { refreshBalance, setBalance } from '../../balance/balance-store';
import { logout } from '../../session/logout';
import { sessionStore } from '../../session/session-store';
import { makeToken, makeUser } from '../../test-utils/session-fixtures';
import { connectRealtime, disconnectRealtime, isAuthConnectError } from '../connection';
import { realtimeStore } from '../realtime-store';
import { registerRejoin } from '../rejoin';
import { subscribeRealtime } from '../subscriptions';
// What the socket announces reaches the session and the balance through the app's wiring.
import '../../session/wire-session';

jest.mock('socket.io-client', () => ({ io: jest.fn() }));
jest.mock('../../session/logout', () => ({ logout: jest.fn(async () => undefined) }));
jest.mock('../../balance/balance-store', () => ({ refreshBalance: jest.fn(async () => undefined), setBalance: jest.fn() }));

type Listener = (...args: any[]) => void;

class Emitter {
  listeners = new Map<string, Set<Listener>>();
  on(event: string, fn: Listener) {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set());
    this.listeners.get(event)!.add(fn);
    return this;
  }
  off(event: string, fn: Listener) {
    this.listeners.get(event)?.delete(fn);
    return this;
  }
  removeAllListeners() {
    this.listeners.clear();
    return this;
  }
  fire(event: string, ...args: unknown[]) {
    for (const fn of [...(this.listeners.get(event) ?? [])]) fn(...args);
  }
}

class FakeManager extends Emitter {
  reconnectionOn = true;
  reconnection = jest.fn((value: boolean) => {
    this.reconnectionOn = value;
    return this;
  });
}

class FakeSocket extends Emitter {
  io = new FakeManager();
  connected = false;
  active = true;
  emit = jest.fn();
  disconnect = jest.fn(() => {
    this.connected = false;
    this.active = false;
    return this;
  });
  connect = jest.fn(() => {
    this.active = true;
    return this;
  });
  constructor(public options: any) {
    super();
  }
  serverConnects() {
    this.connected = true;
    this.fire('connect');
  }
  drops(reason: string, stillTrying = true) {
    this.connected = false;
    this.active = stillTrying;
    this.fire('disconnect', reason);
  }
}

const sockets: FakeSocket[] = [];
const last = () => sockets[sockets.length - 1];

beforeEach(() => {
  jest.useFakeTimers();
  jest.clearAllMocks();
  sockets.length = 0;
  jest.mocked(io).mockImplementation(((options: unknown) => {
    const socket = new FakeSocket(options);
    sockets.push(socket);
    return socket;
  }) as never);
  disconnectRealtime();
  Object.assign(sessionStore, { token: null, csrfToken: null, user: null, isAuthenticated: false });
});

afterEach(() => {
  disconnectRealtime();
  jest.useRealTimers();
});

describe('connectRealtime', () => {
  it('opens nothing without a token', async () => {
    await expect(connectRealtime(null)).resolves.toBeNull();
    await expect(connectRealtime('')).resolves.toBeNull();
    expect(io).not.toHaveBeenCalled();
    expect(realtimeStore.status).toBe('idle');
  });

  it('uses the contract options and sends the token as auth', async () => {
    const token = makeToken();
    await connectRealtime(token);
    const options = last().options;
    expect(options).toMatchObject({
      path: '/socket.io',
      transports: ['websocket', 'polling'],
      reconnection: true,
      reconnectionAttempts: 10,
      reconnectionDelay: 1000,
      reconnectionDelayMax: 5000,
      timeout: 20000,
    });
    const cb = jest.fn();
    options.auth(cb);
    expect(cb).toHaveBeenCalledWith({ token });
    expect(realtimeStore.status).toBe('connecting');
    expect(realtimeStore.socket).toBe(last());
  });

  it('reconnections carry the latest (refreshed) token', async () => {
    await connectRealtime(makeToken());
    const refreshed = makeToken();
    sessionStore.token = refreshed;
    const cb = jest.fn();
    last().options.auth(cb);
    expect(cb).toHaveBeenCalledWith({ token: refreshed });
  });

  it('knocks again at once when the browser says it is online, without waiting out the backoff; a connected or closed socket is left alone', async () => {
    const socket = (await connectRealtime(makeToken())) as unknown as FakeSocket;
    socket.serverConnects();
    window.dispatchEvent(new Event('online'));
    expect(socket.connect).not.toHaveBeenCalled();
    socket.drops('transport close');
    window.dispatchEvent(new Event('online'));
    expect(socket.disconnect).toHaveBeenCalledTimes(1);
    expect(socket.connect).toHaveBeenCalledTimes(1);
    expect(socket.active).toBe(true);
    // Closed by the server on purpose (logged out elsewhere): not knocked on again.
    socket.drops('io server disconnect', false);
    window.dispatchEvent(new Event('online'));
    expect(socket.connect).toHaveBeenCalledTimes(1);
  });

  it('reuses a connected or still-connecting socket: one socket per page', async () => {
    const token = makeToken();
    const first = await connectRealtime(token);
    expect(await connectRealtime(token)).toBe(first);
    (first as unknown as FakeSocket).serverConnects();
    expect(await connectRealtime(makeToken())).toBe(first);
    expect(io).toHaveBeenCalledTimes(1);
  });

  it('replaces the socket of another user', async () => {
    const first = (await connectRealtime(makeToken({ userId: 1 }))) as unknown as FakeSocket;
    await connectRealtime(makeToken({ userId: 2 }));
    expect(io).toHaveBeenCalledTimes(2);
    expect(first.disconnect).toHaveBeenCalled();
  });

  it('says connecting while the library is fetched; a later connect or a disconnect wins the race', async () => {
    const first = connectRealtime(makeToken({ userId: 1 }));
    expect(realtimeStore.status).toBe('connecting');
    const second = connectRealtime(makeToken({ userId: 2 }));
    await expect(first).resolves.toBeNull();
    await expect(second).resolves.toBe(last());
    expect(io).toHaveBeenCalledTimes(1);

    disconnectRealtime();
    const abandoned = connectRealtime(makeToken());
    disconnectRealtime();
    await expect(abandoned).resolves.toBeNull();
    expect(io).toHaveBeenCalledTimes(1);
    expect(realtimeStore).toMatchObject({ socket: null, status: 'idle' });
  });

  it('tracks connected, reconnecting and disconnected', async () => {
    await connectRealtime(makeToken());
    const socket = last();
    socket.serverConnects();
    expect(realtimeStore.status).toBe('connected');
    socket.drops('transport close');
    expect(realtimeStore.status).toBe('reconnecting');
    socket.io.fire('reconnect_attempt', 1);
    expect(realtimeStore.status).toBe('reconnecting');
    socket.io.fire('reconnect_failed');
    expect(realtimeStore.status).toBe('disconnected');
  });
});

describe("an operator's socket (the session is an httpOnly cookie)", () => {
  const signInOperator = (id = 1) =>
    Object.assign(sessionStore, { token: null, csrfToken: 'csrf-van-hanh', user: makeUser({ id, role: 'admin' }), isAuthenticated: true });

  it('connects with no token: the handshake carries the cookie, auth has nothing to send', async () => {
    signInOperator();
    const socket = await connectRealtime(null);
    expect(io).toHaveBeenCalledTimes(1);
    expect(socket).toBe(last());
    const cb = jest.fn();
    last().options.auth(cb);
    expect(cb).toHaveBeenCalledWith({});
    expect(JSON.stringify(last().options)).not.toContain('csrf-van-hanh');
    expect(realtimeStore.status).toBe('connecting');
  });

  it("is one socket per page too, and replaced by another user's", async () => {
    signInOperator(1);
    const first = (await connectRealtime(null)) as unknown as FakeSocket;
    expect(await connectRealtime(null)).toBe(first);
    signInOperator(2);
    await connectRealtime(null);
    expect(io).toHaveBeenCalledTimes(2);
    expect(first.disconnect).toHaveBeenCalled();
  });

  it('a refused cookie calls onAuthError, with reconnection off (no knocking)', async () => {
    signInOperator();
    const onAuthError = jest.fn();
    await connectRealtime(null, { onAuthError });
    last().fire('connect_error', Object.assign(new Error('401 Unauthorized'), { data: { status: 401 } }));
    expect(last().io.reconnection).toHaveBeenCalledWith(false);
    expect(onAuthError).toHaveBeenCalledTimes(1);
  });

  it.each(['OPERATOR_IDLE', 'OPERATOR_EXPIRED'])('forceLogout %s: logout with the server text', async (reason) => {
    signInOperator();
    await connectRealtime(null);
    last().fire('forceLogout', { reason, message: 'Phiên quản trị đã hết hạn.' });
    expect(logout).toHaveBeenCalledWith({ reason, notice: 'Phiên quản trị đã hết hạn.' });
  });
});

describe('reconnection rules', () => {
  it.each(['Error: 401', 'Unauthorized', 'Authentication error', 'jwt expired', 'Invalid token'])(
    'connect_error %p: reconnection off, callback with Token hết hạn',
    async (message) => {
      const onAuthError = jest.fn();
      await connectRealtime(makeToken(), { onAuthError });
      const socket = last();
      socket.fire('connect_error', new Error(message));
      expect(socket.io.reconnection).toHaveBeenCalledWith(false);
      expect(onAuthError).toHaveBeenCalledWith('Token hết hạn');
      expect(realtimeStore.status).toBe('disconnected');
    },
  );

  it.each(['xhr poll error', 'websocket error', 'timeout'])('connect_error %p (network): keeps reconnecting', async (message) => {
    const onAuthError = jest.fn();
    await connectRealtime(makeToken(), { onAuthError });
    const socket = last();
    socket.fire('connect_error', new Error(message));
    expect(socket.io.reconnection).not.toHaveBeenCalled();
    expect(onAuthError).not.toHaveBeenCalled();
    expect(realtimeStore.status).toBe('reconnecting');
  });

  it('a server-initiated disconnect turns reconnection off', async () => {
    await connectRealtime(makeToken());
    const socket = last();
    socket.serverConnects();
    socket.drops('io server disconnect', false);
    expect(socket.io.reconnection).toHaveBeenCalledWith(false);
    expect(realtimeStore.status).toBe('disconnected');
  });

  it('a lost transport does not', async () => {
    await connectRealtime(makeToken());
    last().serverConnects();
    last().drops('ping timeout');
    expect(last().io.reconnection).not.toHaveBeenCalled();
  });

  it('a socket refused for auth is replaced on the next connect', async () => {
    await connectRealtime(makeToken());
    last().fire('connect_error', new Error('401'));
    await connectRealtime(makeToken());
    expect(io).toHaveBeenCalledTimes(2);
  });

  it('isAuthConnectError also reads data.status', async () => {
    expect(isAuthConnectError({ message: 'refused', data: { status: 401 } })).toBe(true);
    expect(isAuthConnectError({ message: 'refused' })).toBe(false);
  });
});

describe('server events', () => {
  it('balanceUpdate sets the balance from the socket', async () => {
    await connectRealtime(makeToken());
    last().fire('balanceUpdate', { balance: 345_000 });
    expect(setBalance).toHaveBeenCalledWith(345_000, 'socket');
  });

  it.each(['NEW_LOGIN', 'ADMIN_TERMINATE', 'IP_BANNED'])('forceLogout %s: logout with its notice', async (reason) => {
    await connectRealtime(makeToken());
    last().fire('forceLogout', { reason, message: 'server text' });
    expect(logout).toHaveBeenCalledWith({ reason, notice: FORCE_LOGOUT_MESSAGES[reason] });
  });

  it('forceLogout with an unknown reason shows the server text as is', async () => {
    await connectRealtime(makeToken());
    last().fire('forceLogout', { reason: 'MAINTENANCE', message: 'Hệ thống bảo trì' });
    expect(logout).toHaveBeenCalledWith({ reason: 'MAINTENANCE', notice: 'Hệ thống bảo trì' });
  });
});

describe('the server limiting the socket', () => {
  it.each(['TOO_MANY_EVENTS', 'TOO_MANY_SOCKETS'] as const)(
    'socketLimited %s then the close: no reconnect, no sign-out, the notice kept',
    async (reason) => {
      await connectRealtime(makeToken());
      const socket = last();
      socket.serverConnects();
      socket.fire('socketLimited', { reason, message: 'server text' });
      socket.drops('io server disconnect', false);
      expect(socket.io.reconnectionOn).toBe(false);
      expect(realtimeStore.status).toBe('disconnected');
      expect(realtimeStore.notice).toBe(SOCKET_LIMIT_MESSAGES[reason]);
      expect(logout).not.toHaveBeenCalled();
      // A new connection (a reload, a new sign-in) starts without it.
      disconnectRealtime();
      expect(realtimeStore.notice).toBeNull();
    },
  );

  it('a connection refused for reconnecting too often is no refused token: the backoff goes on, the notice says why', async () => {
    const refusal = Object.assign(new Error(SOCKET_LIMIT_MESSAGES.TOO_MANY_CONNECTIONS), {
      data: { error: 'TOO_MANY_CONNECTIONS', message: SOCKET_LIMIT_MESSAGES.TOO_MANY_CONNECTIONS },
    });
    expect(isAuthConnectError(refusal)).toBe(false);
    await connectRealtime(makeToken());
    const socket = last();
    socket.fire('connect_error', refusal);
    expect(socket.io.reconnectionOn).toBe(true);
    expect(realtimeStore.status).toBe('reconnecting');
    expect(realtimeStore.notice).toBe(SOCKET_LIMIT_MESSAGES.TOO_MANY_CONNECTIONS);
    socket.serverConnects();
    expect(realtimeStore.notice).toBeNull();
  });
});

describe('every (re)connect', () => {
  it('re-joins registered rooms after 100 ms (debounced) and refetches the balance', async () => {
    const join = jest.fn();
    registerRejoin(join);
    await connectRealtime(makeToken());
    const socket = last();
    socket.serverConnects();
    expect(refreshBalance).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(99);
    expect(join).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(join).toHaveBeenCalledWith(socket);

    // a flapping connection: two connects within 100 ms re-join once
    socket.drops('transport close');
    socket.serverConnects();
    jest.advanceTimersByTime(50);
    socket.drops('transport close');
    socket.serverConnects();
    jest.advanceTimersByTime(100);
    expect(join).toHaveBeenCalledTimes(2);
    expect(refreshBalance).toHaveBeenCalledTimes(3);
  });

  it('runs a rejoin at once when registered while connected; unregister stops it', async () => {
    await connectRealtime(makeToken());
    last().serverConnects();
    jest.advanceTimersByTime(100);
    const join = jest.fn();
    const unregister = registerRejoin(join);
    expect(join).toHaveBeenCalledTimes(1);
    unregister();
    last().drops('transport close');
    last().serverConnects();
    jest.advanceTimersByTime(100);
    expect(join).toHaveBeenCalledTimes(1);
  });

  it('a resync from the server (its Redis link was back) runs the rejoins and reads the balance, as a reconnect does', async () => {
    await connectRealtime(makeToken());
    last().serverConnects();
    jest.advanceTimersByTime(100);
    const join = jest.fn();
    const off = registerRejoin(join);
    expect(join).toHaveBeenCalledTimes(1);
    jest.mocked(refreshBalance).mockClear();
    last().fire('resync');
    // Within the spread, then the rejoin's debounce: the table and the balance are read again.
    jest.advanceTimersByTime(1_100);
    expect(join).toHaveBeenCalledTimes(2);
    expect(refreshBalance).toHaveBeenCalledTimes(1);
    off();
  });

  it('registered just after a connect, while its rejoin is due, runs once (with it), not twice', async () => {
    await connectRealtime(makeToken());
    last().serverConnects();
    jest.advanceTimersByTime(50);
    const join = jest.fn();
    const off = registerRejoin(join);
    expect(join).not.toHaveBeenCalled();
    jest.advanceTimersByTime(50);
    expect(join).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(500);
    expect(join).toHaveBeenCalledTimes(1);
    off();
  });

  it('a rejoin that throws does not stop the others', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const good = jest.fn();
    const offBad = registerRejoin(() => {
      throw new Error('boom');
    });
    const offGood = registerRejoin(good);
    await connectRealtime(makeToken());
    last().serverConnects();
    jest.advanceTimersByTime(100);
    expect(good).toHaveBeenCalled();
    offBad();
    offGood();
    error.mockRestore();
  });
});

describe('subscribeRealtime and disconnectRealtime', () => {
  it('subscriptions follow the socket across replacements', async () => {
    const handler = jest.fn();
    const off = subscribeRealtime('deposit_status_update', handler);
    await connectRealtime(makeToken({ userId: 1 }));
    last().fire('deposit_status_update', { orderId: 1 });
    await connectRealtime(makeToken({ userId: 2 }));
    last().fire('deposit_status_update', { orderId: 2 });
    off();
    last().fire('deposit_status_update', { orderId: 3 });
    expect(handler.mock.calls).toEqual([[{ orderId: 1 }], [{ orderId: 2 }]]);
  });

  it('disconnect closes the socket, forgets it, cancels a pending rejoin', async () => {
    const join = jest.fn();
    const off = registerRejoin(join);
    await connectRealtime(makeToken());
    const socket = last();
    socket.serverConnects();
    disconnectRealtime();
    jest.advanceTimersByTime(200);
    expect(join).not.toHaveBeenCalled();
    expect(socket.disconnect).toHaveBeenCalled();
    expect(realtimeStore).toMatchObject({ socket: null, status: 'idle' });
    // its late events change nothing
    socket.fire('balanceUpdate', { balance: 1 });
    expect(setBalance).not.toHaveBeenCalled();
    off();
  });
});
