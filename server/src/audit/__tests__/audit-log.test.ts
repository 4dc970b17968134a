import { addDays, vietnamDateOf } from '@app/shared/contracts';
import { TEST_ADMIN, createTestApp, loginUser, signupUser, stepUpFor, testOperatorId, type TestApp } from '../../test-utils';
import { adminCli } from '../../test-utils/admin-cli-harness';
import { AUDIT_MESSAGES } from '../audit-inputs';
import { recordAudit } from '../audit-store';
import { describeChange } from '../audit-cli-commands';

// The audit log itself: what GET /api/admin/audit answers and to whom, what the CLI prints, that an
// entry lives and dies with its transaction, and that nobody can edit one. Each operator action's
// own entry is checked beside the action's tests (admin, deposits, withdrawals, game limits).
let t: TestApp;
let adminHeaders: Record<string, string>;
let operatorId: number;
let apiUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  apiUrl = `${await t.listen()}/api`;
  adminHeaders = (await loginUser(t.app, TEST_ADMIN.username, TEST_ADMIN.password)).headers;
  operatorId = await testOperatorId(t.db);
});
afterAll(() => t.close());

const list = (query = '', headers = adminHeaders) => t.app.inject({ method: 'GET', url: `/api/admin/audit${query}`, headers });
const asAdmin = async (url: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...adminHeaders, ...(await stepUpFor(t.db, operatorId, 'POST', url, payload)) },
    payload,
  });

describe('GET /api/admin/audit', () => {
  it('needs an operator: 401 without a session, 403 for a player', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/audit' })).statusCode).toBe(401);
    const player = await signupUser(t.app);
    expect((await list('', player.headers)).statusCode).toBe(403);
  });

  it('lists the actions newest first, by row, a page at a time', async () => {
    const player = await signupUser(t.app);
    await asAdmin(`/api/admin/users/${player.user.id}/ban`, { reason: 'thử' });
    await asAdmin(`/api/admin/users/${player.user.id}/dev-tools`, { enabled: true });
    await asAdmin(`/api/admin/users/${player.user.id}/unban`, {});

    const all = await list(`?target=user:${player.user.id}`);
    expect(all.statusCode).toBe(200);
    const entries = all.json().data;
    expect(entries.map((e: { action: string }) => e.action)).toEqual(['user.unban', 'user.devTools', 'user.ban']);
    expect(entries[2]).toMatchObject({
      actorId: operatorId,
      actorUsername: TEST_ADMIN.username,
      target: `user:${player.user.id}`,
      before: { id: player.user.id, bannedAt: null },
      after: { banReason: 'thử' },
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });

    const first = (await list(`?target=user:${player.user.id}&limit=2`)).json().data;
    expect(first.map((e: { action: string }) => e.action)).toEqual(['user.unban', 'user.devTools']);
    const next = (await list(`?target=user:${player.user.id}&limit=2&before=${first[1].id}`)).json().data;
    expect(next.map((e: { action: string }) => e.action)).toEqual(['user.ban']);
    // Without a target, every row's: this player's newest is the newest of all.
    expect((await list('?limit=1')).json().data[0].id).toBe(entries[0].id);
  });

  it('names a player target by username, and narrows by operator, action and day', async () => {
    const player = await signupUser(t.app);
    await asAdmin(`/api/admin/users/${player.user.id}/ban`, { reason: 'lọc' });
    await asAdmin(`/api/admin/users/${player.user.id}/unban`, {});
    const [latest] = (await list(`?target=user:${player.user.id}`)).json().data;
    expect(latest).toMatchObject({ action: 'user.unban', targetName: player.username });

    const bans = (await list(`?actor=${TEST_ADMIN.username}&action=user.ban`)).json().data;
    expect(bans.length).toBeGreaterThan(0);
    expect(
      bans.every((e: { action: string; actorUsername: string }) => e.action === 'user.ban' && e.actorUsername === TEST_ADMIN.username),
    ).toBe(true);
    expect((await list('?actor=khong_co_ai')).json().data).toEqual([]);
    const today = vietnamDateOf(new Date());
    expect((await list(`?from=${today}&to=${today}&target=user:${player.user.id}`)).json().data).toHaveLength(2);
    expect((await list(`?from=${addDays(today, 1)}&target=user:${player.user.id}`)).json().data).toEqual([]);
    expect((await list(`?to=${addDays(today, -1)}&target=user:${player.user.id}`)).json().data).toEqual([]);
  });

  it.each([
    ['?limit=0', AUDIT_MESSAGES.limitInvalid],
    ['?limit=201', AUDIT_MESSAGES.limitInvalid],
    ['?limit=abc', AUDIT_MESSAGES.limitInvalid],
    ['?limit=1&limit=2', AUDIT_MESSAGES.limitInvalid],
    ['?before=abc', AUDIT_MESSAGES.beforeInvalid],
    ['?before=-1', AUDIT_MESSAGES.beforeInvalid],
    ['?before=99999999999999999999', AUDIT_MESSAGES.beforeInvalid],
    ['?target=user', AUDIT_MESSAGES.targetInvalid],
    ['?target=user:1;drop', AUDIT_MESSAGES.targetInvalid],
    [`?target=${'x'.repeat(100)}:1`, AUDIT_MESSAGES.targetInvalid],
    ['?action=user.delete', AUDIT_MESSAGES.actionInvalid],
    ['?actor=', AUDIT_MESSAGES.actorInvalid],
    ['?from=2026-02-30', AUDIT_MESSAGES.dateInvalid],
    ['?to=hôm-nay', AUDIT_MESSAGES.dateInvalid],
  ])('refuses %s with a Vietnamese message', async (query, message) => {
    const response = await list(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message });
  });
});

describe('audit entries', () => {
  it('are written and rolled back with the change they record', async () => {
    const target = `user:${operatorId}-rollback`;
    await expect(
      t.db.tx(async (q) => {
        await recordAudit(q, { actorId: operatorId, action: 'user.ban', target, before: null, after: null });
        throw new Error('the change failed after its entry was written');
      }),
    ).rejects.toThrow('the change failed');
    const { rows } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log WHERE target = $1', [target]);
    expect(rows[0].n).toBe(0);
  });

  it('cannot be edited or deleted', async () => {
    const player = await signupUser(t.app);
    await asAdmin(`/api/admin/users/${player.user.id}/dev-tools`, { enabled: true });
    const target = `user:${player.user.id}`;
    await expect(t.db.query(`UPDATE audit_log SET action = 'user.unban' WHERE target = $1`, [target])).rejects.toThrow(/append-only/);
    await expect(t.db.query('DELETE FROM audit_log WHERE target = $1', [target])).rejects.toThrow(/append-only/);
    await expect(t.db.query('TRUNCATE audit_log')).rejects.toThrow(/audit_log keeps every row: TRUNCATE is refused/);
    const { rows } = await t.db.query<{ action: string }>('SELECT action FROM audit_log WHERE target = $1', [target]);
    expect(rows).toEqual([{ action: 'user.devTools' }]);
  });
});

describe('npm run admin -- audit', () => {
  const cli = adminCli(() => apiUrl);

  it('prints the newest actions, for one row when named, with what changed', async () => {
    const player = await signupUser(t.app);
    await asAdmin(`/api/admin/users/${player.user.id}/ban`, { reason: 'spam' });
    const printed = await cli(['audit', '5', `user:${player.user.id}`]);
    expect(printed.code).toBe(0);
    expect(printed.out).toContain('user.ban');
    expect(printed.out).toContain(TEST_ADMIN.username);
    expect(printed.out).toContain('banReason: - → spam');
    expect((await cli(['audit', 'user:999999999'])).out).toBe('Chưa có thao tác nào.');
    const refused = await cli(['audit', '5', 'bad target']);
    expect(refused.code).not.toBe(0);
    expect(refused.err).toContain(AUDIT_MESSAGES.targetInvalid);
  });

  it('describes a change by the fields that differ', () => {
    expect(describeChange(null, { id: 1 })).toBe('tạo mới');
    expect(describeChange({ a: 1, b: 'x' }, { a: 2, b: 'x' })).toBe('a: 1 → 2');
    expect(describeChange({ a: 1 }, { a: 1 })).toBe('không đổi');
  });
});
