import { addDays, vietnamDateOf, vietnamDayStartOf } from '@app/shared/contracts';
import { createDb } from '../../db/create-db';
import type { Db } from '../../db/db';
import { runMigrations } from '../../db/migrate';
import { migrations } from '../../db/migrations';
import { suiteDatabase } from '../../test-utils';
import { createReportService } from '../report-service';

// A database kept by the report before migration 043: days rolled up without the hũ's figures, one
// of them (and one after it) with jackpot activity in the ledger. Migrating deletes the kept days
// from the first movement of the pool on, and leaves the days before it; the next report keeps the
// deleted days again from the ledger, with the hũ in them.
describe('migration 043 on a database with days kept before it', () => {
  let db: Db;
  let suite: Awaited<ReturnType<typeof suiteDatabase>> | undefined;
  const today = vietnamDateOf(new Date());
  const days = [-5, -4, -3, -2].map((n) => addDays(today, n));
  const jackpotDay = days[2];
  const REFILL = 2_500_000;

  beforeAll(async () => {
    suite = await suiteDatabase();
    db = await createDb(suite.database);
    const upTo042 = migrations.slice(0, migrations.findIndex((m) => m.id === '042_jackpot') + 1);
    expect(upTo042.at(-1)?.id).toBe('042_jackpot');
    await runMigrations(db, upTo042);
    // The pool's first movement, at noon of its day: a refill to its seed from the house, as the
    // ledger wrote it then (today's ledger writes to a schema of its own).
    await db.tx(async (q) => {
      const at = new Date(vietnamDayStartOf(jackpotDay).getTime() + 12 * 3_600_000).toISOString();
      const { rows } = await q.query<{ house: number; pool: number }>(
        `SELECT (SELECT id FROM accounts WHERE kind = 'house_taixiu' ORDER BY id LIMIT 1) AS house,
                (SELECT id FROM accounts WHERE kind = 'jackpot_taixiu') AS pool`,
      );
      const { house, pool } = rows[0];
      await q.query(
        `WITH t AS (
           INSERT INTO transfers (debit_account_id, credit_account_id, amount, kind, reference, idempotency_key, created_at)
           VALUES ($1, $2, $3, 'jackpot_refill', 'taixiu:1', 'jackpot-refill:taixiu:1', $4) RETURNING id
         ), e AS (
           INSERT INTO entries (transfer_id, account_id, amount, balance_after, created_at)
           SELECT id, $1, -$3::bigint, -$3::bigint, $4 FROM t UNION ALL SELECT id, $2, $3, $3, $4 FROM t
         )
         UPDATE accounts SET balance = balance + CASE WHEN id = $1 THEN -$3::bigint ELSE $3::bigint END WHERE id IN ($1, $2)`,
        [house, pool, REFILL, at],
      );
    });
    // Each day kept as the report kept it before the hũ was counted (made-up figures, told apart by day).
    for (const [i, day] of days.entries()) {
      await db.query(
        `INSERT INTO report_days (day, deposit_count, deposit_amount, withdrawal_count, withdrawal_amount, registrations,
           first_depositors, active_players, house_change)
         VALUES ($1, 0, 0, 0, 0, 0, 0, 0, $2)`,
        [day, i === 2 ? -REFILL : 0],
      );
      await db.query(
        `INSERT INTO report_game_days (day, game, bets, staked, refunded, paid) VALUES ($1, 'taixiu', $2, 0, 0, 0), ($1, 'xocdia', 0, 0, 0, 0)`,
        [day, i + 1],
      );
    }
    expect(await runMigrations(db)).toEqual(migrations.slice(upTo042.length).map((m) => m.id));
  }, 60_000);
  afterAll(async () => {
    await db?.close();
    await suite?.drop();
  });

  it('deletes the kept days from the first jackpot transfer on, and leaves the ones before at 0', async () => {
    const kept = await db.query<{ day: string; game: string; bets: number; jackpot_in: number; jackpot_paid: number }>(
      'SELECT day::text AS day, game, bets, jackpot_in, jackpot_paid FROM report_game_days ORDER BY day, game',
    );
    expect(kept.rows.map((r) => [r.day, r.game, Number(r.bets), Number(r.jackpot_in), Number(r.jackpot_paid)])).toEqual([
      [days[0], 'taixiu', 1, 0, 0],
      [days[0], 'xocdia', 0, 0, 0],
      [days[1], 'taixiu', 2, 0, 0],
      [days[1], 'xocdia', 0, 0, 0],
    ]);
    const { rows } = await db.query<{ day: string }>('SELECT day::text AS day FROM report_days ORDER BY day');
    expect(rows.map((r) => r.day)).toEqual(days.slice(0, 2));
  });

  it('has the next report keep them again from the ledger, with the hũ counted and GGR equal to the houses’ change', async () => {
    const report = await createReportService(db).report({ from: days[0], to: days[3], period: 'day' });
    expect(report.rows.map((r) => [r.start, r.games.taixiu.bets, r.jackpotIn, r.ggr, r.houseBalance])).toEqual([
      [days[0], 1, 0, 0, 0],
      [days[1], 2, 0, 0, 0],
      [days[2], 0, REFILL, -REFILL, -REFILL],
      [days[3], 0, 0, 0, -REFILL],
    ]);
    const { rows } = await db.query<{ day: string; jackpot_in: number }>(
      `SELECT day::text AS day, jackpot_in FROM report_game_days WHERE game = 'taixiu' AND day BETWEEN $1 AND $2 ORDER BY day`,
      [jackpotDay, days[3]],
    );
    expect(rows.map((r) => [r.day, Number(r.jackpot_in)])).toEqual([
      [days[2], REFILL],
      [days[3], 0],
    ]);
  });
});
