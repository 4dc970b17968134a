import { io, type Socket } from 'socket.io-client';

// A real socket.io client as the front end opens it (path /socket.io, auth {token}), without
// reconnection so a test sees exactly what the server did. An operator's console has no token: its
// socket is opened with its session cookie (pass the operator's SignedIn headers). `beforeConnect`
// puts listeners in place before the handshake, for what the server sends the moment it connects.
export function connectSocket(
  baseUrl: string,
  credential: string | { headers: Record<string, string> },
  beforeConnect?: (socket: Socket) => void,
): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const cookie = typeof credential === 'string' ? undefined : credential.headers.cookie;
    const socket = io(baseUrl, {
      path: '/socket.io',
      auth: typeof credential === 'string' ? { token: credential } : {},
      ...(cookie ? { extraHeaders: { cookie } } : {}),
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      timeout: 5_000,
    });
    beforeConnect?.(socket);
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

export function nextEvent<T = unknown>(socket: Socket, event: string, timeoutMs = 5_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no "${event}" within ${timeoutMs} ms`)), timeoutMs);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

// Resolves with the disconnect reason ("io server disconnect" when the server cut the socket).
export function nextDisconnect(socket: Socket, timeoutMs = 5_000): Promise<string> {
  if (socket.disconnected) return Promise.resolve('already disconnected');
  return nextEvent<string>(socket, 'disconnect', timeoutMs);
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
