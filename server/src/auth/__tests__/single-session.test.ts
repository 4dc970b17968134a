import { FORCE_LOGOUT_MESSAGES, HTTP_MESSAGES } from '@app/shared/contracts';
import type { Socket } from 'socket.io-client';
import {
  TEST_ADMIN,
  answerOnceRefused,
  bearer,
  connectSocket,
  createTestApp,
  loginUser,
  nextDisconnect,
  nextEvent,
  signupUser,
  type SignedIn,
  type TestApp,
} from '../../test-utils';

let t: TestApp;
let baseUrl: string;
const sockets: Socket[] = [];
beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.listen();
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});
afterAll(() => t.close());

// A player's socket opens with their token, an operator console's with its session (SignedIn).
const open = async (credential: string | SignedIn) => {
  const socket = await connectSocket(baseUrl, credential);
  sockets.push(socket);
  return socket;
};

describe('one active session per player', () => {
  it('a new login sends forceLogout NEW_LOGIN to the old session, disconnects it and revokes its token', async () => {
    const player = await signupUser(t.app);
    const first = await open(player.token);
    const forceLogout = nextEvent<{ reason: string; message: string }>(first, 'forceLogout');
    const disconnected = nextDisconnect(first);

    const second = await loginUser(t.app, player.username);

    expect(await forceLogout).toEqual({ reason: 'NEW_LOGIN', message: FORCE_LOGOUT_MESSAGES.NEW_LOGIN });
    expect(await disconnected).toBe('io server disconnect');

    const oldAnswer = await answerOnceRefused(() =>
      t.app.inject({ method: 'GET', url: '/api/core/balance', headers: bearer(player.token) }),
    );
    expect(oldAnswer.statusCode).toBe(401);
    expect(oldAnswer.json()).toEqual({ success: false, error: 'SESSION_REVOKED', message: HTTP_MESSAGES.sessionRevoked });

    const newAnswer = await t.app.inject({ method: 'GET', url: '/api/core/balance', headers: bearer(second.token) });
    expect(newAnswer.statusCode).toBe(200);

    const { rows } = await t.db.query<{ active: number; new_login: number }>(
      `SELECT count(*) FILTER (WHERE revoked_at IS NULL)::int AS active,
              count(*) FILTER (WHERE revoke_reason = 'NEW_LOGIN')::int AS new_login
       FROM sessions WHERE user_id = $1`,
      [player.user.id],
    );
    expect(rows[0]).toEqual({ active: 1, new_login: 1 });
  });

  it('leaves the sockets of the new session and of other players alone', async () => {
    const player = await signupUser(t.app);
    const bystander = await signupUser(t.app);
    const bystanderSocket = await open(bystander.token);
    let bystanderNotified = false;
    bystanderSocket.on('forceLogout', () => (bystanderNotified = true));

    const second = await loginUser(t.app, player.username);
    const secondSocket = await open(second.token);
    let secondNotified = false;
    secondSocket.on('forceLogout', () => (secondNotified = true));

    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(bystanderNotified).toBe(false);
    expect(secondNotified).toBe(false);
    expect(bystanderSocket.connected && secondSocket.connected).toBe(true);
  });

  it('keeps exactly one session when the same player logs in many times at once', async () => {
    const player = await signupUser(t.app);
    const logins = await Promise.all(Array.from({ length: 5 }, () => loginUser(t.app, player.username)));
    const { rows } = await t.db.query<{ active: number }>(
      'SELECT count(*)::int AS active FROM sessions WHERE user_id = $1 AND revoked_at IS NULL',
      [player.user.id],
    );
    expect(rows[0].active).toBe(1);
    const statuses = await Promise.all(
      logins.map(async (login) => (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(login.token) })).statusCode),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
  });
});

describe('one active session per operator too', () => {
  it('an operator’s new login ends their other session (the console’s, when the CLI signs in) with NEW_LOGIN', async () => {
    const operatorConsole = await loginUser(t.app, TEST_ADMIN.username, TEST_ADMIN.password);
    const socket = await open(operatorConsole);
    const live = await t.db.query<{ id: string }>('SELECT id FROM sessions WHERE user_id = $1 AND revoked_at IS NULL', [
      operatorConsole.user.id,
    ]);
    expect(live.rows).toHaveLength(1);
    const consoleSid = live.rows[0].id;
    const forceLogout = nextEvent<{ reason: string; message: string }>(socket, 'forceLogout');
    const disconnected = nextDisconnect(socket);

    const second = await loginUser(t.app, TEST_ADMIN.username, TEST_ADMIN.password);

    expect(await forceLogout).toEqual({ reason: 'NEW_LOGIN', message: FORCE_LOGOUT_MESSAGES.NEW_LOGIN });
    expect(await disconnected).toBe('io server disconnect');
    // The old console's cookie opens nothing, and says the session was ended, as a player's token does.
    const old = await t.app.inject({ method: 'GET', url: '/api/admin/withdrawals', headers: operatorConsole.headers });
    expect(old.statusCode).toBe(401);
    expect(old.json()).toEqual({ success: false, error: 'SESSION_REVOKED', message: HTTP_MESSAGES.sessionRevoked });
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/withdrawals', headers: second.headers })).statusCode).toBe(200);

    const { rows } = await t.db.query<{ active: number }>(
      'SELECT count(*)::int AS active FROM sessions WHERE user_id = $1 AND revoked_at IS NULL',
      [second.user.id],
    );
    expect(rows[0].active).toBe(1);
    const ended = await t.db.query<{ revoke_reason: string }>('SELECT revoke_reason FROM sessions WHERE id = $1', [consoleSid]);
    expect(ended.rows).toEqual([{ revoke_reason: 'NEW_LOGIN' }]);
  });
});
