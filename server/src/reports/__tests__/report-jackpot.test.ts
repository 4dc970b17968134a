import { addDays, vietnamDateOf, vietnamDayStartOf, type GameType, type ReportDto } from '@app/shared/contracts';
import { houseBalance } from '../../ledger/balances';
import { bookJackpotRound, type JackpotBooked } from '../../ledger/jackpot-pool';
import { ledgerFiguresBetween } from '../../ledger/ledger-day-figures';
import { systemAccountId } from '../../ledger/ledger-accounts';
import { moveMoney, type AccountRef } from '../../ledger/move-money';
import { TEST_ADMIN, createTestApp, loginUser, signupUser, type TestApp } from '../../test-utils';
import { createReportService } from '../report-service';
import { reportDaysBetween } from '../report-store';
import { backdateLedgerWrites } from './backdated-ledger';

// The hũ in the owner's report: two days of tài xỉu and xóc đĩa with jackpot rounds booked through
// the ledger's own functions (contributions, payouts, refills), each at a time of the day set by a
// test-only trigger. The report's clock is put on the second day in the past, so the first day is
// kept (rolled up) and the second summed live; a later clock then keeps the second as well.
let t: TestApp;
const today = vietnamDateOf(new Date());
const before = addDays(today, -4);
const first = addDays(today, -3);
const second = addDays(today, -2);
// The report's "now": the second day's evening, after every movement of the test.
const evening = new Date(vietnamDayStartOf(second).getTime() + 21 * 3_600_000);
const SEED = 1_000_000;
const booked: Array<{ day: string } & JackpotBooked> = [];

const at = (day: string, minutes: number) => new Date(vietnamDayStartOf(day).getTime() + minutes * 60_000);

beforeAll(async () => {
  t = await createTestApp();
  await backdateLedgerWrites(t.db);
  const players: number[] = [];
  for (let i = 0; i < 4; i++) players.push((await signupUser(t.app)).user.id);
  const bankIn = await systemAccountId(t.db, 'bank_in');
  let key = 0;
  const move = (time: Date, kind: string, debit: AccountRef, credit: AccountRef, amount: number) =>
    t.db.tx(async (q) => {
      await q.query(`SELECT set_config('test.at', $1, true)`, [time.toISOString()]);
      await moveMoney(q, { debitAccountId: debit, creditAccountId: credit, amount, kind, idempotencyKey: `report-jackpot:${++key}` });
    });
  const house = (game: GameType, player: number): AccountRef => ({ houseOf: { game, player } });

  let roundId = 0;
  for (const day of [first, second]) {
    for (const player of players) await move(at(day, 60), 'deposit', bankIn, { wallet: player }, 5_000_000);
    // A round of tài xỉu that goes to no one: the stakes' share goes in (and, the pool being below
    // its seed, a refill), a xóc đĩa bet and a refunded bet beside it.
    const stakes = [300_000, 450_000, 120_000, 777_000];
    for (const [i, player] of players.entries())
      await move(at(day, 120 + i), 'bet', { wallet: player }, house('taixiu', player), stakes[i]);
    await move(at(day, 125), 'bet', { wallet: players[0] }, house('xocdia', players[0]), 200_000);
    await move(at(day, 126), 'bet', { wallet: players[1] }, house('xocdia', players[1]), 90_000);
    await move(at(day, 127), 'bet_refund', house('xocdia', players[1]), { wallet: players[1] }, 90_000);
    await move(at(day, 128), 'payout', house('taixiu', players[1]), { wallet: players[1] }, 900_000);
    const round = async (minutes: number, winners: number[]) =>
      t.db.tx(async (q) => {
        await q.query(`SELECT set_config('test.at', $1, true)`, [at(day, minutes).toISOString()]);
        const result = await bookJackpotRound(q, {
          game: 'taixiu',
          roundId: ++roundId,
          contributions: players.map((userId, i) => ({ userId, amount: Math.floor(stakes[i] / 200) })),
          candidates: winners,
          payouts: (pool) => winners.map((userId, i) => ({ userId, amount: Math.floor((pool * (i + 1)) / 4) })),
          seedAmount: SEED,
        });
        booked.push({ day, ...result });
      });
    await round(130, []);
    // A jackpot round: two winners paid from the pool, which is then refilled to its seed.
    await round(140, [players[2], players[3]]);
    await move(at(day, 141), 'payout', house('taixiu', players[2]), { wallet: players[2] }, 240_000);
  }
}, 120_000);
afterAll(() => t.close());

// What the ledger's transfers of a day sum to, by kind, read here with SQL of the test's own.
async function ledgerOfDay(day: string): Promise<Record<string, number>> {
  const { rows } = await t.db.query<{ kind: string; amount: number }>(
    `SELECT kind, sum(amount)::bigint AS amount FROM transfers WHERE created_at >= $1 AND created_at < $2 GROUP BY kind`,
    [vietnamDayStartOf(day), vietnamDayStartOf(addDays(day, 1))],
  );
  return Object.fromEntries(rows.map((r) => [r.kind, Number(r.amount)]));
}

const rowOf = (report: ReportDto, day: string) => report.rows.find((row) => row.start === day)!;

describe('the hũ in the report', () => {
  let live: ReportDto;

  it('counts, per game and day, what went into the hũ and what it paid, to the đồng of the ledger', async () => {
    live = await createReportService(t.db, () => evening).report({ from: before, to: second, period: 'day' });
    expect((await t.db.query<{ day: string }>('SELECT max(day)::text AS day FROM report_days')).rows[0].day).toBe(first);

    for (const day of [first, second]) {
      const ledger = await ledgerOfDay(day);
      // The day has all three kinds, and the test's own count of them agrees with the ledger.
      expect(ledger.jackpot_in).toBeGreaterThan(0);
      expect(ledger.jackpot_refill).toBeGreaterThan(0);
      expect(ledger.jackpot_payout).toBeGreaterThan(0);
      const ofDay = booked.filter((b) => b.day === day);
      expect(ledger.jackpot_in + ledger.jackpot_refill).toBe(ofDay.reduce((sum, b) => sum + b.contributed + b.refilled, 0));
      expect(ledger.jackpot_payout).toBe(ofDay.reduce((sum, b) => sum + b.paid, 0));

      const row = rowOf(live, day);
      expect(row.games.taixiu).toMatchObject({ jackpotIn: ledger.jackpot_in + ledger.jackpot_refill, jackpotPaid: ledger.jackpot_payout });
      expect(row.games.xocdia).toMatchObject({ jackpotIn: 0, jackpotPaid: 0 });
      expect([row.jackpotIn, row.jackpotPaid]).toEqual([ledger.jackpot_in + ledger.jackpot_refill, ledger.jackpot_payout]);
      const turnover = ledger.bet - ledger.bet_refund;
      expect(row.turnover).toBe(turnover);
      expect(row.payouts).toBe(ledger.payout);
      expect(row.ggr).toBe(turnover - ledger.payout - ledger.jackpot_in - ledger.jackpot_refill);
    }
  });

  it("has each period's GGR equal to what the houses' balance gained, and the range's to its whole change", async () => {
    const rows = live.rows;
    expect(rows.map((row) => row.start)).toEqual([before, first, second]);
    expect(rows[0].houseBalance).toBe(0);
    for (let i = 1; i < rows.length; i++) expect(rows[i].ggr).toBe(rows[i].houseBalance - rows[i - 1].houseBalance);
    expect(live.totals.ggr).toBe(rows.reduce((sum, row) => sum + row.ggr, 0));
    expect(live.totals.ggr).toBe(live.totals.houseBalance - rows[0].houseBalance);
    expect(live.totals.houseBalance).toBe((await houseBalance(t.db)).balance);
    for (const game of ['taixiu', 'xocdia'] as const)
      expect(live.totals.games[game].ggr).toBe(
        live.totals.games[game].turnover - live.totals.games[game].payouts - live.totals.games[game].jackpotIn,
      );
  });

  it('keeps a day with the figures its live sum had', async () => {
    // The first day, kept, against the ledger summed live over it.
    const kept = (await reportDaysBetween(t.db, first, first)).get(first)!;
    const { bettors, ...summed } = await ledgerFiguresBetween(t.db, vietnamDayStartOf(first), vietnamDayStartOf(second));
    expect(bettors.length).toBe(kept.activePlayers);
    expect(kept).toMatchObject(summed);
    expect(kept.games.taixiu.jackpotIn).toBeGreaterThan(0);

    // The second day, summed live above, kept by a clock days later: the same report.
    const later = await createReportService(t.db, () => new Date(evening.getTime() + 3 * 86_400_000)).report({
      from: before,
      to: second,
      period: 'day',
    });
    expect((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM report_days WHERE day = $1', [second])).rows[0].n).toBe(1);
    expect({ ...later, asOf: live.asOf }).toEqual(live);
  });

  it('answers the two figures through GET /api/admin/reports', async () => {
    const { headers } = await loginUser(t.app, TEST_ADMIN.username, TEST_ADMIN.password);
    const answer = await t.app.inject({ method: 'GET', url: `/api/admin/reports?from=${before}&to=${second}&period=week`, headers });
    expect(answer.statusCode).toBe(200);
    const { totals } = answer.json().data as ReportDto;
    expect(totals).toMatchObject({ jackpotIn: live.totals.jackpotIn, jackpotPaid: live.totals.jackpotPaid, ggr: live.totals.ggr });
    expect(totals.games.taixiu).toEqual(live.totals.games.taixiu);
  });
});
