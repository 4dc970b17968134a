import { configureApi } from '../http/client';
import { sessionStore } from '../session/session-store';

// A scripted stand-in for the server, passed to ky as its fetch.
export interface Seen {
  method: string;
  path: string;
  authorization: string | null;
  contentType: string | null;
  // The step-up token of bank-account changes.
  twoFactorSession: string | null;
  // An operator's CSRF token (their session itself is a cookie).
  csrf: string | null;
  body: string;
  credentials: RequestCredentials;
}

type Handler = (seen: Seen) => Response | Promise<Response>;

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export function fakeServer() {
  const routes = new Map<string, Handler>();
  const seen: Seen[] = [];
  const fetch = jest.fn(async (request: Request) => {
    const url = new URL(request.url);
    const entry: Seen = {
      method: request.method,
      path: url.pathname + url.search,
      authorization: request.headers.get('authorization'),
      contentType: request.headers.get('content-type'),
      twoFactorSession: request.headers.get('x-two-factor-session'),
      csrf: request.headers.get('x-csrf-token'),
      body: await request.text(),
      credentials: request.credentials,
    };
    seen.push(entry);
    const handler = routes.get(`${request.method} ${url.pathname}`);
    if (!handler) return json(404, { success: false, message: `no route ${request.method} ${url.pathname}` });
    return handler(entry);
  });
  return {
    fetch,
    seen,
    on(method: string, path: string, handler: Handler) {
      routes.set(`${method} /api${path}`, handler);
    },
    calls: (method: string, path: string) => seen.filter((s) => s.method === method && s.path === `/api${path}`),
  };
}

/** A promise with its resolve exposed, to hold a response until the test says so. */
export function gate<T = void>() {
  let open!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (open = resolve));
  return { promise, open };
}

/**
 * The scripted server behind the shared HTTP client for every test of the calling file, and a
 * signed-out player with nothing stored: `const server = fakeApiForEachTest();` at the top of the file.
 * The returned object is refilled before each test, so routes and calls never leak between tests.
 */
export function fakeApiForEachTest(): ReturnType<typeof fakeServer> {
  const server = {} as ReturnType<typeof fakeServer>;
  beforeEach(() => {
    Object.assign(server, fakeServer());
    configureApi({ baseUrl: 'http://localhost/api', fetch: server.fetch });
    Object.assign(sessionStore, { token: null, csrfToken: null, user: null, isAuthenticated: false });
    localStorage.clear();
  });
  return server;
}
