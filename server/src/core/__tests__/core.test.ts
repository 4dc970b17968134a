import { AUTH_MESSAGES, HTTP_MESSAGES } from '@app/shared/contracts';
import { PASSWORD, bearer, createTestApp, loginUser, signupUser, type TestApp } from '../../test-utils';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/core/balance', () => {
  it('answers the wallet balance as a number of đồng', async () => {
    const player = await signupUser(t.app);
    const empty = await t.app.inject({ method: 'GET', url: '/api/core/balance', headers: bearer(player.token) });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ success: true, data: { balance: 0 } });

    await t.db.query(`UPDATE accounts SET balance = 1250000 WHERE kind = 'player_wallet' AND user_id = $1`, [player.user.id]);
    const funded = await t.app.inject({ method: 'GET', url: '/api/core/balance', headers: bearer(player.token) });
    expect(funded.json()).toEqual({ success: true, data: { balance: 1_250_000 } });
  });

  it('needs a signed-in player', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/core/balance' });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(HTTP_MESSAGES.unauthorized);
  });

  it('is guarded by the database: a player wallet cannot go below zero', async () => {
    const player = await signupUser(t.app);
    await expect(
      t.db.query(`UPDATE accounts SET balance = -1 WHERE kind = 'player_wallet' AND user_id = $1`, [player.user.id]),
    ).rejects.toMatchObject({ code: '23514' });
  });
});

describe('POST /api/core/change-password', () => {
  const change = (token: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/core/change-password', headers: bearer(token), payload: payload as object });

  it('changes the password: the new one logs in, the old one does not', async () => {
    const player = await signupUser(t.app);
    const response = await change(player.token, { currentPassword: PASSWORD, newPassword: 'moi12345' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: AUTH_MESSAGES.passwordChanged });

    // The session that made the change stays valid.
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(player.token) })).statusCode).toBe(200);

    const oldLogin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: player.username, password: PASSWORD },
    });
    expect(oldLogin.statusCode).toBe(401);
    await loginUser(t.app, player.username, 'moi12345');
  });

  it('answers 400 on the currentPassword field for a wrong current password', async () => {
    const player = await signupUser(t.app);
    const response = await change(player.token, { currentPassword: 'sai12345', newPassword: 'moi12345' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, field: 'currentPassword', message: AUTH_MESSAGES.wrongCurrentPassword });
  });

  it('refuses a new password equal to the current one', async () => {
    const player = await signupUser(t.app);
    const response = await change(player.token, { currentPassword: PASSWORD, newPassword: PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'newPassword', message: AUTH_MESSAGES.newPasswordSame });
  });

  it('applies the password rules of signup to the new password', async () => {
    const player = await signupUser(t.app);
    const weak = await change(player.token, { currentPassword: PASSWORD, newPassword: 'khongcoso' });
    expect(weak.json()).toMatchObject({ field: 'newPassword', message: AUTH_MESSAGES.passwordWeak });
    const missing = await change(player.token, { newPassword: 'moi12345' });
    expect(missing.json()).toMatchObject({ field: 'currentPassword', message: AUTH_MESSAGES.currentPasswordRequired });
  });
});
