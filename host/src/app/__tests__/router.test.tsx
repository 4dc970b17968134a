import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { sessionStore, SESSION_FLAGS } from '@app/shared';
import { routes } from '../router';

// Remote screens are not what these tests are about; the federation runtime is not there in jest.
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(() => new Promise(() => undefined)),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const now = Math.floor(Date.now() / 1000);
const token = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ exp: now + 900, iat: now, userId: 7, username: 'an_nguyen', role: 'user', sid: 's' })}.sig`;

function signIn() {
  Object.assign(sessionStore, {
    token,
    isAuthenticated: true,
    isLoading: false,
    user: { id: 7, username: 'an_nguyen', phone: '0912345678', role: 'user', dev_tools_enabled: true, createdAt: '' },
  });
}

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  sessionStorage.clear();
  Object.assign(sessionStore, { token: null, user: null, isAuthenticated: false, isLoading: false });
});

test('a guarded route sends a signed-out visitor to /dang-nhap and remembers where from', async () => {
  const router = renderAt('/ho-so');
  await waitFor(() => expect(router.state.location.pathname).toBe('/dang-nhap'));
  expect((router.state.location.state as any).from.pathname).toBe('/ho-so');
  expect(router.state.historyAction).toBe('REPLACE');
});

test.each([
  ['/login', '/dang-nhap'],
  ['/register', '/dang-ky'],
  ['/home', '/'],
  ['/games/tai-xiu', '/tro-choi/tai-xiu'],
  ['/tai-xiu', '/tro-choi/tai-xiu'],
  ['/games/xoc-dia', '/tro-choi/xoc-dia'],
  ['/xoc-dia', '/tro-choi/xoc-dia'],
  ['/banks', '/ngan-hang'],
  ['/wallet', '/vi-tien'],
  ['/support', '/ho-tro'],
  ['/profile', '/ho-so'],
  ['/banned', '/bi-chan'],
])('%s redirects to %s replacing history', async (from, to) => {
  signIn();
  // On the auth pages a signed-in player would be sent home; keep them there for /login and /register.
  sessionStorage.setItem(SESSION_FLAGS.attemptingLogin, '1');
  const router = renderAt(from);
  await waitFor(() => expect(router.state.location.pathname).toBe(to));
  expect(router.state.historyAction).toBe('REPLACE');
});

test('an unknown path shows the not-found page', async () => {
  renderAt('/khong-ton-tai');
  expect(await screen.findByRole('heading', { name: 'Không tìm thấy trang' })).toBeInTheDocument();
});

test('a signed-in player on the login page goes home, unless a login is being finished', async () => {
  signIn();
  const router = renderAt('/dang-nhap');
  await waitFor(() => expect(router.state.location.pathname).toBe('/'));

  sessionStorage.setItem(SESSION_FLAGS.attemptingLogin, '1');
  await act(() => router.navigate('/dang-nhap'));
  expect(router.state.location.pathname).toBe('/dang-nhap');

  // Once the login is done (just-logged-in set) the rule sends them on, and clears that flag.
  sessionStorage.setItem(SESSION_FLAGS.justLoggedIn, '1');
  await act(() => router.navigate('/dang-ky'));
  await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  expect(sessionStorage.getItem(SESSION_FLAGS.justLoggedIn)).toBeNull();
});

test('the header greets the player and shows the balance', async () => {
  signIn();
  renderAt('/');
  expect(await screen.findByTestId('header-username')).toHaveTextContent('an_nguyen');
  expect(screen.getByTestId('header-balance')).toHaveTextContent('0');
  expect(screen.getByRole('link', { name: /Số dư/ })).toHaveAttribute('href', '/ngan-hang');
});

test('the document title names the screen, and changes with it', async () => {
  signIn();
  const router = renderAt('/');
  await waitFor(() => expect(document.title).toBe('Trang chủ · Xúc Xắc Vàng'));
  await act(() => router.navigate('/tro-choi/xoc-dia'));
  await waitFor(() => expect(document.title).toBe('Xóc đĩa · Xúc Xắc Vàng'));
  await act(() => router.navigate('/khong-ton-tai'));
  await waitFor(() => expect(document.title).toBe('Xúc Xắc Vàng'));
});
