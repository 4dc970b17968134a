import {
  AUTH_MESSAGES,
  REFERRAL_MESSAGES,
  REFERRAL_PATHS,
  TWO_FACTOR_ACTIONS,
  TWO_FACTOR_MESSAGES,
  STEP_UP_TARGETS,
  addDays,
  vietnamDateOf,
  vietnamDayStartOf,
  weekStartOf,
  type GameType,
} from '@app/shared/contracts';
import { randomBytes } from 'node:crypto';
import { checkLedger } from '../../ledger/check-ledger';
import { moveMoney } from '../../ledger/move-money';
import {
  PASSWORD,
  TEST_ADMIN,
  auditOf,
  bearer,
  createTestApp,
  loginUser,
  signupUser,
  solvedBotCheck,
  stepUpHeaders,
  testOperatorId,
  uniquePhone,
  uniqueUsername,
  type SignedIn,
  type TestApp,
} from '../../test-utils';
import { balanceOfUser, fund } from '../../withdrawals/__tests__/withdrawal-fixtures';
import { REFERRAL_SETTINGS_TARGET, createReferralService, rewardOn, weekToPay } from '../referral-service';

let t: TestApp;
let admin: SignedIn;
let operatorId: number;
beforeAll(async () => {
  t = await createTestApp({ adminSecondPassword: TEST_ADMIN.secondPassword });
  admin = await loginUser(t.app, TEST_ADMIN.username, TEST_ADMIN.password);
  operatorId = await testOperatorId(t.db);
});
afterAll(() => t.close());

const api = (path: string) => `/api${path}`;
const CODE = /^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{6}$/;

const codeOf = async (userId: number) =>
  (await t.db.query<{ code: string | null }>('SELECT own_referral_code AS code FROM users WHERE id = $1', [userId])).rows[0].code;

async function signupWith(referralCode: string | undefined) {
  const username = uniqueUsername('ref');
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: {
      username,
      phone: uniquePhone(),
      password: PASSWORD,
      ...(referralCode === undefined ? {} : { referralCode }),
      'cf-turnstile-response': await solvedBotCheck(t.app),
    },
  });
  return { response, username };
}

const mine = (token: string) => t.app.inject({ method: 'GET', url: api(REFERRAL_PATHS.own), headers: bearer(token) });

const putSettings = async (payload: object, stepUp = true) =>
  t.app.inject({
    method: 'PUT',
    url: api(REFERRAL_PATHS.adminSettings),
    headers: {
      ...admin.headers,
      ...(stepUp ? await stepUpHeaders(t.db, operatorId, TWO_FACTOR_ACTIONS.operatorSettings, STEP_UP_TARGETS.referralSettings()) : {}),
    },
    payload,
  });

describe('every player has a code of their own', () => {
  it('is given at signup: six characters that cannot be misread, one per player; operators have none', async () => {
    const a = await signupUser(t.app);
    const b = await signupUser(t.app);
    expect(await codeOf(a.user.id)).toMatch(CODE);
    expect(await codeOf(b.user.id)).not.toBe(await codeOf(a.user.id));
    expect(await codeOf(operatorId)).toBeNull();
  });

  it('is made by a bijection of the id: no two of the first 50,000 ids share one', async () => {
    const { rows } = await t.db.query<{ n: number; ok: boolean }>(
      `SELECT count(DISTINCT referral_code_for(i))::int AS n, bool_and(referral_code_for(i) ~ '^[A-HJKMNP-Z2-9]{6}$') AS ok
         FROM generate_series(1, 50000) AS i`,
    );
    expect(rows[0]).toEqual({ n: 50_000, ok: true });
  });

  it('cannot name the player themselves as their referrer', async () => {
    const a = await signupUser(t.app);
    await expect(t.db.query('UPDATE users SET referred_by = id WHERE id = $1', [a.user.id])).rejects.toMatchObject({ code: '23514' });
  });
});

describe('signing up with a code', () => {
  it('links the new player to the code’s owner, whatever the case it was typed in', async () => {
    const referrer = await signupUser(t.app);
    const code = (await codeOf(referrer.user.id))!;
    const { response, username } = await signupWith(` ${code.toLowerCase()} `);
    expect(response.statusCode).toBe(201);
    const { rows } = await t.db.query<{ referred_by: number }>('SELECT referred_by FROM users WHERE username = $1', [username]);
    expect(rows[0].referred_by).toBe(referrer.user.id);
  });

  it('refuses a code that is nobody’s on its field, and makes no account', async () => {
    const { response, username } = await signupWith('ZZZZZZZZ9');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, field: 'referralCode', message: AUTH_MESSAGES.referralUnknown });
    expect((await t.db.query('SELECT 1 FROM users WHERE username = $1', [username])).rows).toEqual([]);
  });

  it('takes no code at all, or an empty one, as no referrer', async () => {
    for (const code of [undefined, '', '   ']) {
      const { response, username } = await signupWith(code);
      expect(response.statusCode).toBe(201);
      const { rows } = await t.db.query<{ referred_by: number | null }>('SELECT referred_by FROM users WHERE username = $1', [username]);
      expect(rows[0].referred_by).toBeNull();
    }
  });
});

describe('GET /api/core/referrals', () => {
  it('answers the code and an empty list for a player nobody joined with yet', async () => {
    const player = await signupUser(t.app);
    const response = await mine(player.token);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ code: await codeOf(player.user.id), total: 0, referred: [], earned: 0, reward: null });
  });

  it('lists who joined with the code, newest first, their names masked', async () => {
    const referrer = await signupUser(t.app);
    const code = (await codeOf(referrer.user.id))!;
    const first = await signupWith(code);
    const second = await signupWith(code);
    await signupWith(undefined);
    const { data } = (await mine(referrer.token)).json();
    expect(data.total).toBe(2);
    expect(data.referred.map((p: { name: string }) => p.name)).toEqual(
      [second.username, first.username].map((u) => `${u.slice(0, 4)}***${u.slice(-2)}`),
    );
    for (const p of data.referred) expect(Number.isNaN(Date.parse(p.joinedAt))).toBe(false);
  });

  it('is a player’s: no session is a 401, an operator a 403', async () => {
    expect((await t.app.inject({ method: 'GET', url: api(REFERRAL_PATHS.own) })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: api(REFERRAL_PATHS.own), headers: admin.headers })).statusCode).toBe(403);
  });
});

// The week the tests' bets fall in, and a moment after it is over: what a node's timer sees then.
const thisWeek = () => weekStartOf(vietnamDateOf(new Date()));
const afterThisWeek = () => new Date(vietnamDayStartOf(addDays(thisWeek(), 7)).getTime() + 3_600_000);

async function bet(userId: number, game: GameType, amount: number) {
  await t.db.tx((q) =>
    moveMoney(q, {
      debitAccountId: { wallet: userId },
      creditAccountId: { houseOf: { game, player: userId } },
      amount,
      kind: 'bet',
      idempotencyKey: `test-bet:${randomBytes(8).toString('hex')}`,
    }),
  );
}
async function refund(userId: number, game: GameType, amount: number) {
  await t.db.tx((q) =>
    moveMoney(q, {
      debitAccountId: { houseOf: { game, player: userId } },
      creditAccountId: { wallet: userId },
      amount,
      kind: 'bet_refund',
      idempotencyKey: `test-refund:${randomBytes(8).toString('hex')}`,
    }),
  );
}

// A referrer with two players who bet this week (one in each game, one bet partly refunded), and a
// player of nobody's who bets too.
async function referrerWithPlayers() {
  const referrer = await signupUser(t.app);
  const code = (await codeOf(referrer.user.id))!;
  const ids: number[] = [];
  for (let i = 0; i < 2; i++) {
    const { username } = await signupWith(code);
    ids.push(Number((await t.db.query<{ id: number }>('SELECT id FROM users WHERE username = $1', [username])).rows[0].id));
  }
  const [a, b] = ids;
  const stranger = await signupUser(t.app);
  for (const id of [a, b, stranger.user.id]) await fund(t.db, id, 5_000_000);
  await bet(a, 'taixiu', 600_000);
  await bet(a, 'taixiu', 400_003);
  await refund(a, 'taixiu', 3);
  await bet(b, 'xocdia', 999_999);
  await bet(stranger.user.id, 'taixiu', 2_000_000);
  return referrer;
}

const rewardTransfers = async (referrerId: number) =>
  (
    await t.db.query<{ amount: number; idempotency_key: string }>(
      `SELECT t.amount, t.idempotency_key FROM transfers t JOIN accounts w ON w.id = t.credit_account_id
        WHERE t.kind = 'referral_reward' AND w.kind = 'player_wallet' AND w.user_id = $1 ORDER BY t.idempotency_key`,
      [referrerId],
    )
  ).rows;

const service = () => createReferralService({ db: t.db, realtime: t.app.realtime, log: t.app.log });

describe('the reward', () => {
  it('rounds each share down to whole đồng, and gives nothing on a week refunded more than staked', () => {
    expect(rewardOn(999_999, 50)).toBe(4_999);
    expect(rewardOn(1_000_000, 50)).toBe(5_000);
    expect(rewardOn(-5, 50)).toBe(0);
    expect(rewardOn(9_007_199_254_740_991, 100)).toBe(90_071_992_547_409);
  });

  it('pays the last week once it is over, not the week under way', () => {
    const monday = '2025-01-13';
    // Five minutes into Monday the week just over may still have bets committing: the one before.
    expect(weekToPay(new Date(vietnamDayStartOf(monday).getTime() + 5 * 60_000))).toBe('2024-12-30');
    expect(weekToPay(new Date(vietnamDayStartOf(monday).getTime() + 11 * 60_000))).toBe('2025-01-06');
    expect(weekToPay(new Date(vietnamDayStartOf('2025-01-20').getTime() + 11 * 60_000))).toBe(monday);
  });

  it('is off by default: the setting says so, and the weekly run pays nothing', async () => {
    const settings = await t.app.inject({ method: 'GET', url: api(REFERRAL_PATHS.adminSettings), headers: admin.headers });
    expect(settings.json().data).toMatchObject({ enabled: false, shareBp: 0, enabledSince: null });
    const referrer = await referrerWithPlayers();
    expect(await service().payClosedWeek(afterThisWeek())).toEqual({ weekStart: null, paid: [] });
    expect(await rewardTransfers(referrer.user.id)).toEqual([]);
  });

  it('is changed by an admin only with their second-level password, refused out of bounds, and audited', async () => {
    const bare = await putSettings({ enabled: true, shareBp: 50 }, false);
    expect([bare.statusCode, bare.json().message]).toEqual([403, TWO_FACTOR_MESSAGES.operatorStepUpRequired]);
    expect(await auditOf(t.db, REFERRAL_SETTINGS_TARGET)).toEqual([]);

    for (const [payload, message] of [
      [{ enabled: true, shareBp: 0 }, REFERRAL_MESSAGES.shareRequired],
      [{ enabled: true, shareBp: 101 }, REFERRAL_MESSAGES.shareInvalid],
      [{ enabled: true, shareBp: 2.5 }, REFERRAL_MESSAGES.shareInvalid],
      [{ enabled: 'yes', shareBp: 10 }, REFERRAL_MESSAGES.enabledInvalid],
    ] as const) {
      const refused = await putSettings(payload);
      expect([refused.statusCode, refused.json().message]).toEqual([400, message]);
    }

    const player = await signupUser(t.app);
    const byPlayer = await t.app.inject({
      method: 'PUT',
      url: api(REFERRAL_PATHS.adminSettings),
      headers: bearer(player.token),
      payload: { enabled: true, shareBp: 50 },
    });
    expect(byPlayer.statusCode).toBe(403);

    const saved = await putSettings({ enabled: true, shareBp: 50 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      message: REFERRAL_MESSAGES.saved,
      data: { enabled: true, shareBp: 50, updatedBy: TEST_ADMIN.username },
    });
    expect(saved.json().data.enabledSince).not.toBeNull();
    expect(await auditOf(t.db, REFERRAL_SETTINGS_TARGET)).toEqual([
      {
        actorId: operatorId,
        action: 'referralSettings.update',
        before: { enabled: false, shareBp: 0 },
        after: { enabled: true, shareBp: 50 },
      },
    ]);
  });

  it('pays nothing for a week that began before it was turned on', async () => {
    const referrer = await referrerWithPlayers();
    expect((await service().payClosedWeek(afterThisWeek())).paid).toEqual([]);
    expect(await rewardTransfers(referrer.user.id)).toEqual([]);
  });

  it('pays each referrer their share of each game’s turnover once, whichever node runs it, with an inbox item', async () => {
    // As if it had been on since before this week began.
    await t.db.query(`UPDATE referral_settings SET enabled_since = now() - interval '30 days'`);
    const referrer = await referrerWithPlayers();
    const before = await balanceOfUser(t.db, referrer.user.id);

    const [one, two] = await Promise.all([service().payClosedWeek(afterThisWeek()), service().payClosedWeek(afterThisWeek())]);
    const paidHere = [...one.paid, ...two.paid].filter((p) => p.referrerId === referrer.user.id);
    // 1,000,000 staked at tài xỉu (1,000,003 less 3 refunded) → 5,000; 999,999 at xóc đĩa → 4,999.
    expect(paidHere).toEqual([{ referrerId: referrer.user.id, amount: 9_999 }]);
    expect(await balanceOfUser(t.db, referrer.user.id)).toBe(before + 9_999);
    const week = thisWeek();
    expect(await rewardTransfers(referrer.user.id)).toEqual([
      { amount: 5_000, idempotency_key: `referral:${week}:${referrer.user.id}:taixiu` },
      { amount: 4_999, idempotency_key: `referral:${week}:${referrer.user.id}:xocdia` },
    ]);

    // A rerun pays nobody again.
    expect((await service().payClosedWeek(afterThisWeek())).paid.filter((p) => p.referrerId === referrer.user.id)).toEqual([]);
    expect(await balanceOfUser(t.db, referrer.user.id)).toBe(before + 9_999);

    const inbox = await t.db.query<{ kind: string; payload: { amount: number; note: string } }>(
      'SELECT kind, payload FROM inbox_items WHERE user_id = $1',
      [referrer.user.id],
    );
    expect(inbox.rows).toEqual([{ kind: 'referral_reward', payload: { amount: 9_999, note: week } }]);

    const { data } = (await mine(referrer.token)).json();
    expect(data).toMatchObject({ earned: 9_999, reward: { shareBp: 50 }, total: 2 });
    expect(await checkLedger(t.db)).toMatchObject({ ok: true });
  });

  it('pays nothing once turned off again', async () => {
    const off = await putSettings({ enabled: false, shareBp: 50 });
    expect(off.json().data).toMatchObject({ enabled: false, shareBp: 50, enabledSince: null });
    const referrer = await referrerWithPlayers();
    expect(await service().payClosedWeek(afterThisWeek())).toEqual({ weekStart: null, paid: [] });
    expect(await rewardTransfers(referrer.user.id)).toEqual([]);
    expect((await mine(referrer.token)).json().data.reward).toBeNull();
  });
});
