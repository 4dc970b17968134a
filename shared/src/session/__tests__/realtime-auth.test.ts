import { HTTP_MESSAGES } from '../../contracts/messages';
import { ApiError } from '../../http/api-error';
import { connectRealtime } from '../../realtime/connection';
import { logout } from '../logout';
import { handleRealtimeAuthError } from '../realtime-auth';
import { postRefreshToken } from '../../api/auth/post-refresh-token';
import { sessionStore } from '../session-store';
import { makeToken } from '../../test-utils/session-fixtures';

jest.mock('../../realtime/connection');
jest.mock('../logout', () => ({ logout: jest.fn(async () => undefined) }));
jest.mock('../../api/auth/post-refresh-token');

const refresh = jest.mocked(postRefreshToken);

beforeEach(() => {
  jest.clearAllMocks();
  Object.assign(sessionStore, { token: makeToken(), csrfToken: null });
});

it('refreshes and reconnects with the new token', async () => {
  const fresh = makeToken();
  refresh.mockResolvedValue(fresh);
  await handleRealtimeAuthError('Token hết hạn');
  expect(connectRealtime).toHaveBeenCalledWith(fresh, expect.objectContaining({ onAuthError: handleRealtimeAuthError }));
});

it('stops when the server refuses the token it just got (no refresh loop)', async () => {
  const fresh = makeToken();
  refresh.mockResolvedValue(fresh);
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  await handleRealtimeAuthError('Token hết hạn');
  await handleRealtimeAuthError('Token hết hạn');
  expect(refresh).toHaveBeenCalledTimes(1);
  expect(connectRealtime).toHaveBeenCalledTimes(1);
  warn.mockRestore();
});

it('logs out with the expiry notice when the refresh is refused', async () => {
  refresh.mockRejectedValue(new ApiError({ status: 401, message: 'x' }));
  await handleRealtimeAuthError('Token hết hạn');
  expect(logout).toHaveBeenCalledWith({ notice: HTTP_MESSAGES.sessionExpired });
  expect(connectRealtime).not.toHaveBeenCalled();
});

it('only logs when the refresh endpoint is unreachable', async () => {
  refresh.mockRejectedValue(new ApiError({ status: 0, message: 'offline' }));
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  await handleRealtimeAuthError('Token hết hạn');
  expect(logout).not.toHaveBeenCalled();
  warn.mockRestore();
});

it("an operator's refused socket ends the session: nothing to refresh, no reconnection", async () => {
  Object.assign(sessionStore, { token: null, csrfToken: 'csrf-van-hanh' });
  await handleRealtimeAuthError('Token hết hạn');
  expect(refresh).not.toHaveBeenCalled();
  expect(connectRealtime).not.toHaveBeenCalled();
  expect(logout).toHaveBeenCalledWith({ reason: 'EXPIRED', notice: HTTP_MESSAGES.sessionExpired });
});

it('without any session: nothing happens', async () => {
  Object.assign(sessionStore, { token: null, csrfToken: null });
  await handleRealtimeAuthError('Token hết hạn');
  expect(refresh).not.toHaveBeenCalled();
  expect(logout).not.toHaveBeenCalled();
});
