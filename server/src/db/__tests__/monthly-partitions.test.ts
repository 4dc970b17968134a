import { vietnamDateOf } from '@app/shared/contracts';
import { runMigrations } from '../migrate';
import { ensureMonthPartitions, ensureUpcomingPartitions } from '../partitions';
import { signupUser, type TestApp } from '../../test-utils';
import { databaseBefore, partitionsOf } from './partition-helpers';
import { csrfOf, fund, ledgerCheck, placeBet, bettingRound, settledResult, startGameApp } from '../../games/__tests__/game-helpers';

const monthName = (date: Date) => `game_bets_p${vietnamDateOf(date).slice(0, 7).replace('-', '')}`;
const monthsFrom = (date: Date, months: number) => {
  const d = new Date(date);
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d;
};

describe('bets in monthly partitions (migration 046)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startGameApp();
  });
  afterAll(() => t.close());

  it('this month and the next two exist from boot; more are made ahead as the months pass', async () => {
    const now = new Date();
    const names = (await partitionsOf(t.db, 'game_bets')).map((p) => p.name);
    for (const month of [0, 1, 2]) expect(names).toContain(monthName(monthsFrom(now, month)));
    // A month's partition runs from its first midnight in Vietnam (17:00 UTC the day before).
    const bound = (await partitionsOf(t.db, 'game_bets')).find((p) => p.name === monthName(now))!.bound;
    expect(bound).toMatch(/FROM \('\d{4}-\d{2}-\d{2} 17:00:00\+00'\) TO \('\d{4}-\d{2}-\d{2} 17:00:00\+00'\)/);
    // A month later: the month after the last one is made, once for each table (bets, transfers,
    // entries, deposit orders, bank transfers, withdrawals).
    expect(await ensureUpcomingPartitions(t.db, monthsFrom(now, 1))).toBe(6);
    expect(await ensureUpcomingPartitions(t.db, monthsFrom(now, 1))).toBe(0);
    expect((await partitionsOf(t.db, 'game_bets')).map((p) => p.name)).toContain(monthName(monthsFrom(now, 3)));
  });

  // A second connection holds the table, as a long report would: PostgreSQL only (PGlite has one).
  (process.env.DATABASE_URL ? it : it.skip)(
    'a month whose table stays busy past 2 s is left to the next run, and no write waits on it longer',
    async () => {
      const far = monthsFrom(new Date(), 9);
      const made = await t.db.tx(async (q) => {
        await q.query('LOCK TABLE game_bets IN ACCESS SHARE MODE');
        const started = Date.now();
        const n = await ensureMonthPartitions(t.db, far, far);
        return { n, waited: Date.now() - started };
      });
      // The other five tables (the ledger's, the payments') got their month; the bets' did not, after
      // the 2-s wait.
      expect(made.n).toBe(5);
      expect(made.waited).toBeGreaterThanOrEqual(1_900);
      expect(made.waited).toBeLessThan(10_000);
      expect(await ensureMonthPartitions(t.db, far, far)).toBe(1);
      expect((await partitionsOf(t.db, 'game_bets')).map((p) => p.name)).toContain(monthName(far));
    },
  );

  it('a round whose bets straddle a month boundary is settled whole, and its keys stay unique while it is open', async () => {
    const lastMonth = monthsFrom(new Date(), -1);
    await ensureMonthPartitions(t.db, lastMonth, lastMonth);
    const player = await signupUser(t.app);
    await fund(t.app, player.user.id, 1_000_000);
    const auth = { token: player.token, csrf: await csrfOf(t.app, player.token) };
    const round = await bettingRound(t.app, 'taixiu', 500);
    const keys = ['k-1', 'k-2', 'k-3', 'k-4'].map((k) => `${k}-${player.user.id}`);
    for (const [i, key] of keys.entries()) {
      const placed = await placeBet(t.app, auth, 'taixiu', {
        sessionId: round.sessionId,
        side: i % 2 ? 'xiu' : 'tai',
        amount: 10_000,
        idempotencyKey: key,
      });
      expect(placed.statusCode).toBe(200);
    }
    // Two of them as if placed before midnight of the month's first day: they move to last month's partition.
    await t.db.query(
      `UPDATE game_bets SET created_at = $2::timestamptz - interval '1 second' WHERE user_id = $1 AND idempotency_key = ANY($3::text[])`,
      [
        player.user.id,
        (await t.db.query<{ start: string }>('SELECT vietnam_month_start(now()::date)::text AS start')).rows[0].start,
        keys.slice(0, 2),
      ],
    );
    const where = await t.db.query<{ part: string }>('SELECT DISTINCT tableoid::regclass::text AS part FROM game_bets WHERE user_id = $1', [
      player.user.id,
    ]);
    expect(where.rows.map((r) => r.part).sort()).toEqual([monthName(lastMonth), monthName(new Date())].sort());
    // While the round is open, its keys are held unique outside the partitions.
    const open = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM game_bet_open_keys WHERE session_id = $1 AND user_id = $2',
      [round.sessionId, player.user.id],
    );
    expect(open.rows[0].n).toBe(4);
    await expect(
      t.db.query(`INSERT INTO game_bet_open_keys (user_id, game, idempotency_key, session_id) VALUES ($1, 'taixiu', $2, $3)`, [
        player.user.id,
        keys[0],
        round.sessionId,
      ]),
    ).rejects.toMatchObject({ code: '23505' });

    await settledResult(t.app, 'taixiu', round.sessionId);
    const bets = await t.db.query<{ status: string }>('SELECT status FROM game_bets WHERE user_id = $1', [player.user.id]);
    expect(bets.rows.map((b) => b.status).sort()).toEqual(['lost', 'lost', 'won', 'won'].sort());
    const left = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM game_bet_open_keys WHERE session_id = $1', [
      round.sessionId,
    ]);
    expect(left.rows[0].n).toBe(0);
    // A retry of a settled bet is still answered as the bet it placed (found by the key's index).
    const retried = await placeBet(t.app, auth, 'taixiu', {
      sessionId: round.sessionId,
      side: 'xiu',
      amount: 10_000,
      idempotencyKey: keys[3],
    });
    expect(retried.statusCode).toBe(200);
    expect(
      (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM game_bets WHERE user_id = $1', [player.user.id])).rows[0].n,
    ).toBe(4);
    expect((await ledgerCheck(t.app)).ok).toBe(true);
  });
});

// A database that held bets before the migration: the table becomes the partition of everything
// before next month, every row where it was. PostgreSQL: two million bets; PGlite: ten thousand.
describe('migrating a database that holds bets', () => {
  const BETS = process.env.DATABASE_URL ? 2_000_000 : 10_000;
  const database = databaseBefore('046_monthly_partitions');

  it(`keeps every one of ${BETS.toLocaleString('en-US')} bets, each where it was, and the table takes the next months' bets in partitions of their own`, async () => {
    const db = database();
    // A year of bets up to now, written without the foreign keys' checks (no players or rounds are
    // needed to move rows).
    await db.tx(async (q) => {
      await q.exec('SET LOCAL session_replication_role = replica');
      await q.query(
        `INSERT INTO game_bets (game, session_id, user_id, side, amount, status, payout, idempotency_key, created_at)
         SELECT CASE WHEN g % 2 = 0 THEN 'taixiu' ELSE 'xocdia' END, g / 50 + 1, g % 5000 + 1, 'tai', 1000 + g % 7,
                CASE WHEN g % 3 = 0 THEN 'won' ELSE 'lost' END, CASE WHEN g % 3 = 0 THEN 1980 ELSE 0 END,
                'key-' || g, now() - (g * (365 * 86400.0 / $1)) * interval '1 second'
         FROM generate_series(1, $1) g`,
        [BETS],
      );
    });
    const digest = `SELECT count(*)::int AS n, sum(amount)::text AS staked, sum(payout)::text AS paid, max(id)::int AS last,
                      md5(string_agg(id || ':' || created_at::text || ':' || status, ',' ORDER BY id)) AS rows FROM game_bets`;
    const was = (await db.query<{ last: number }>(digest)).rows[0];
    await runMigrations(db);
    expect((await db.query(digest)).rows[0]).toEqual(was);

    const parts = await partitionsOf(db, 'game_bets');
    // The old table holds every row it had, up to next month; the months after have their own.
    expect(parts.find((p) => p.name === 'game_bets_before')?.bound).toMatch(/^FOR VALUES FROM \(MINVALUE\) TO \('.*'\)$/);
    expect(parts.map((p) => p.name)).toEqual(
      expect.arrayContaining([monthName(monthsFrom(new Date(), 1)), monthName(monthsFrom(new Date(), 2))]),
    );
    const counted = await db.query<{ part: string; n: number }>(
      'SELECT tableoid::regclass::text AS part, count(*)::int AS n FROM game_bets GROUP BY 1',
    );
    expect(counted.rows).toEqual([{ part: 'game_bets_before', n: BETS }]);
    // New bets take the next id of the same sequence and land in their month's partition.
    await db.tx(async (q) => {
      await q.exec('SET LOCAL session_replication_role = replica');
      await q.query(
        `INSERT INTO game_bets (game, session_id, user_id, side, amount, created_at) VALUES ('taixiu', 1, 1, 'tai', 1000, $1)`,
        [monthsFrom(new Date(), 1)],
      );
    });
    const next = await db.query<{ id: number; part: string }>(
      'SELECT id::int, tableoid::regclass::text AS part FROM game_bets ORDER BY id DESC LIMIT 1',
    );
    expect(next.rows[0]).toEqual({ id: was.last + 1, part: monthName(monthsFrom(new Date(), 1)) });
  }, 600_000);
});
