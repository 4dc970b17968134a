import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { sessionStore } from '@app/shared';
import { loadRemoteModule } from '../../remotes/remote-registry';
import { routes } from '../../../app/router';

// Whether the console's remote is asked for is the point here: the registry is replaced by a spy.
jest.mock('../../remotes/remote-registry', () => ({
  loadRemoteModule: jest.fn(() => new Promise(() => undefined)),
  resetRemote: jest.fn(),
  loadRemoteRegistry: jest.fn(),
  onRemotesSwitched: jest.fn(),
  applyPendingRemotes: jest.fn(() => []),
  fallBack: jest.fn(() => false),
}));

const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const now = Math.floor(Date.now() / 1000);

// A player's session is a token; an operator's an httpOnly cookie, of which the page holds the CSRF token.
function signInAs(role: 'user' | 'admin') {
  const token = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ exp: now + 900, iat: now, userId: 7, username: 'van_hanh', role, sid: 's' })}.sig`;
  Object.assign(sessionStore, {
    ...(role === 'user' ? { token, csrfToken: null } : { token: null, csrfToken: 'csrf-van-hanh' }),
    isAuthenticated: true,
    isLoading: false,
    user: { id: 7, username: 'van_hanh', phone: '0912345678', role, dev_tools_enabled: false, createdAt: '' },
  });
}

const renderAt = (path: string) => {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
};

beforeEach(() => {
  jest.mocked(loadRemoteModule).mockClear();
  Object.assign(sessionStore, { token: null, csrfToken: null, user: null, isAuthenticated: false, isLoading: false });
});

test.each(['/quan-tri', '/quan-tri/rut-tien'])('a player at %s gets the 403 page and the console is never asked for', async (path) => {
  signInAs('user');
  renderAt(path);
  expect(await screen.findByRole('heading', { name: 'Không đủ quyền truy cập' })).toBeInTheDocument();
  expect(loadRemoteModule).not.toHaveBeenCalled();
});

test('a visitor without a session is sent to sign in first, and comes back to the console after', async () => {
  const router = renderAt('/quan-tri/nhat-ky');
  await waitFor(() => expect(router.state.location.pathname).toBe('/dang-nhap'));
  expect((router.state.location.state as { from: { pathname: string } }).from.pathname).toBe('/quan-tri/nhat-ky');
  expect(loadRemoteModule).not.toHaveBeenCalledWith('remote_admin/AdminConsole');
});

test("an operator's session loads the console from its remote, every page under /quan-tri", async () => {
  signInAs('admin');
  renderAt('/quan-tri/giao-dich-chua-khop');
  await waitFor(() => expect(loadRemoteModule).toHaveBeenCalledWith('remote_admin/AdminConsole'));
  expect(screen.queryByRole('heading', { name: 'Không đủ quyền truy cập' })).not.toBeInTheDocument();
});
