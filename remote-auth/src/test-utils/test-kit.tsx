// What the sign-in, sign-up and profile tests set up the same way: a scripted server behind `api`,
// a signed-out page with the answers a new session reads, a signed-in player, and a screen drawn
// among the pages it leads to. A test names only what differs from these defaults.
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { configureApi, notify, sessionStore, type User } from '@app/shared';
import { fakeServer, json, makeUser, renderWithProviders, type RenderWithProvidersOptions } from '@app/shared/test-utils';

export type FakeServer = ReturnType<typeof fakeServer>;

/** A fresh scripted server, with `api` pointed at it. */
export function startFakeServer(): FakeServer {
  const server = fakeServer();
  configureApi({ baseUrl: 'http://localhost/api', fetch: server.fetch });
  return server;
}

/**
 * Nobody signed in and nothing stored; the server answers what a new session reads right after
 * signing in: /auth/me with `me` (a player, unless given) and a zero balance.
 */
export function startSignedOut(me: { user?: User; csrfToken?: string } = {}): FakeServer {
  localStorage.clear();
  sessionStorage.clear();
  const server = startFakeServer();
  server.on('GET', '/auth/me', () => json(200, { success: true, data: { user: makeUser(), ...me } }));
  server.on('GET', '/core/balance', () => json(200, { success: true, data: { balance: 0 } }));
  Object.assign(sessionStore, { token: null, csrfToken: null, user: null, isAuthenticated: false, isLoading: false });
  return server;
}

/** An operator (admin quantri, #1), as /auth/me and the login answer it. */
export const operator = makeUser({ id: 1, username: 'quantri', role: 'admin' });

/** What the server asks an operator without an authenticator to scan. */
export const ENROLMENT = {
  ticket: 've-dang-ky',
  otpauthUri: 'otpauth://totp/X%C3%BAc:quantri?secret=JBSWY3DPEHPK3PXP',
  qrDataUrl: 'data:image/png;base64,iVBORw0KGgo=',
  secret: 'JBSWY3DPEHPK3PXP',
  expiresInSeconds: 600,
};

/** The player nguoichoi (#7) in the store, as the profile screens read it. */
export function signInPlayer() {
  Object.assign(sessionStore, {
    token: null,
    user: makeUser({ createdAt: '2026-01-01T00:00:00.000Z' }),
    isAuthenticated: false,
  });
}

/** Toasts are spied on and drawn nowhere (undo with jest.restoreAllMocks). */
export const muteToasts = () => ({
  success: jest.spyOn(notify, 'success').mockImplementation(() => undefined),
  error: jest.spyOn(notify, 'error').mockImplementation(() => undefined),
});

export { depositLimits } from '@app/shared/test-utils';

/** The screens at `pages` (path → element), opened at `start`. */
export function renderPages(start: string, pages: Record<string, ReactNode>, options: Omit<RenderWithProvidersOptions, 'route'> = {}) {
  return renderWithProviders(
    <Routes>
      {Object.entries(pages).map(([path, element]) => (
        <Route key={path} path={path} element={element} />
      ))}
    </Routes>,
    { route: start, ...options },
  );
}
