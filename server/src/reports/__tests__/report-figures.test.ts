import { addDays, vietnamDateOf, vietnamDayStartOf, type GameType, type ReportDto, type ReportPeriod } from '@app/shared/contracts';
import { houseBalance } from '../../ledger/balances';
import { systemAccountId } from '../../ledger/ledger-accounts';
import { moveMoney, type AccountRef } from '../../ledger/move-money';
import { TEST_ADMIN, createTestApp, loginUser, signupUser, type TestApp } from '../../test-utils';
import { createReportService, ROLL_UP_GRACE_MS } from '../report-service';
import { createActivePlayers } from '../counting/active-players';
import { backdateLedgerWrites } from './backdated-ledger';

// The report's figures against the ledger's own, over random money movements spread over twelve
// days: each movement booked through the ledger's one write path, its time set by the test (the
// ledger's clock, ledger_now(), pointed at it). The expected figures are summed here from the list of movements,
// not by the report's SQL, for every period, live (today) and kept (the days rolled up).
const DAYS = 12;
let t: TestApp;
let players: number[];
const now = new Date();
const today = vietnamDateOf(now);
const firstDay = addDays(today, -(DAYS - 1));

interface Movement {
  at: Date;
  kind: 'deposit' | 'bet' | 'bet_refund' | 'payout' | 'withdrawal_hold' | 'withdrawal_payout';
  player: number;
  game: GameType | null;
  amount: number;
}
const movements: Movement[] = [];
const registeredAt = new Map<number, Date>();

// mulberry32: the same random history every run.
function prng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

beforeAll(async () => {
  t = await createTestApp();
  await backdateLedgerWrites(t.db);
  const random = prng(33);
  const at = (day: string) => {
    const start = vietnamDayStartOf(day).getTime();
    const end = Math.min(vietnamDayStartOf(addDays(day, 1)).getTime(), now.getTime() - 1_000);
    return new Date(start + Math.floor(random() * Math.max(1, end - start)));
  };
  players = [];
  for (let i = 0; i < 8; i++) {
    const player = (await signupUser(t.app)).user.id;
    const registered = at(addDays(firstDay, Math.floor(random() * 4)));
    await t.db.query('UPDATE users SET created_at = $2 WHERE id = $1', [player, registered]);
    registeredAt.set(player, registered);
    players.push(player);
  }

  // Each day, random movements in time order, each one the ledger allows (a bet only from what the
  // wallet holds, a payout or a refund only to a player who bet that game).
  const wallet = new Map(players.map((p) => [p, 0]));
  const hold = new Map(players.map((p) => [p, 0]));
  const bankIn = await systemAccountId(t.db, 'bank_in');
  const holdAccount = await systemAccountId(t.db, 'withdrawal_hold');
  const external = await systemAccountId(t.db, 'external');
  let key = 0;
  for (let d = 0; d < DAYS; d++) {
    const day = addDays(firstDay, d);
    const times = Array.from({ length: 25 }, () => at(day)).sort((a, b) => a.getTime() - b.getTime());
    for (const time of times) {
      const player = players[Math.floor(random() * players.length)];
      if (registeredAt.get(player)!.getTime() > time.getTime()) continue;
      const game: GameType = random() < 0.5 ? 'taixiu' : 'xocdia';
      const house: AccountRef = { houseOf: { game, player } };
      const roll = random();
      const balance = wallet.get(player)!;
      const amount = 1_000 * (1 + Math.floor(random() * 50));
      let movement: Omit<Movement, 'at' | 'player'> & { debit: AccountRef; credit: AccountRef };
      if (roll < 0.2 || balance < amount) movement = { kind: 'deposit', game: null, amount, debit: bankIn, credit: { wallet: player } };
      else if (roll < 0.55) movement = { kind: 'bet', game, amount, debit: { wallet: player }, credit: house };
      else if (roll < 0.75) movement = { kind: 'payout', game, amount: amount * 2, debit: house, credit: { wallet: player } };
      else if (roll < 0.82) movement = { kind: 'bet_refund', game, amount, debit: house, credit: { wallet: player } };
      else if (roll < 0.92) movement = { kind: 'withdrawal_hold', game: null, amount, debit: { wallet: player }, credit: holdAccount };
      else if (hold.get(player)! > 0)
        movement = { kind: 'withdrawal_payout', game: null, amount: hold.get(player)!, debit: holdAccount, credit: external };
      else continue;
      await t.db.tx(async (q) => {
        await q.query(`SELECT set_config('test.at', $1, true)`, [time.toISOString()]);
        await moveMoney(q, {
          debitAccountId: movement.debit,
          creditAccountId: movement.credit,
          amount: movement.amount,
          kind: movement.kind,
          idempotencyKey: `report-test:${++key}`,
        });
      });
      const delta = { deposit: 1, bet: -1, payout: 1, bet_refund: 1, withdrawal_hold: -1, withdrawal_payout: 0 }[movement.kind];
      wallet.set(player, balance + delta * movement.amount);
      if (movement.kind === 'withdrawal_hold') hold.set(player, hold.get(player)! + movement.amount);
      if (movement.kind === 'withdrawal_payout') hold.set(player, 0);
      movements.push({ at: time, kind: movement.kind, player, game: movement.game, amount: movement.amount });
    }
  }
}, 120_000);
afterAll(() => t.close());

// The figures of the days from `from` to `to`, summed from the movements.
function expected(from: string, to: string) {
  const inRange = (at: Date) => vietnamDateOf(at) >= from && vietnamDateOf(at) <= to;
  const of = (kind: Movement['kind'], game?: GameType) =>
    movements.filter((m) => m.kind === kind && inRange(m.at) && (game === undefined || m.game === game));
  const sum = (list: Movement[]) => list.reduce((total, m) => total + m.amount, 0);
  const game = (g: GameType) => {
    const turnover = sum(of('bet', g)) - sum(of('bet_refund', g));
    const payouts = sum(of('payout', g));
    // No jackpot movements here (report-jackpot.test.ts has them).
    return { bets: of('bet', g).length, turnover, payouts, jackpotIn: 0, jackpotPaid: 0, ggr: turnover - payouts };
  };
  const firstDeposit = new Map<number, Date>();
  for (const m of movements) if (m.kind === 'deposit' && !firstDeposit.has(m.player)) firstDeposit.set(m.player, m.at);
  const houseUntil = (end: string) =>
    movements
      .filter((m) => vietnamDateOf(m.at) <= end)
      .reduce((total, m) => total + (m.kind === 'bet' ? m.amount : m.kind === 'payout' || m.kind === 'bet_refund' ? -m.amount : 0), 0);
  const games = { taixiu: game('taixiu'), xocdia: game('xocdia') };
  return {
    games,
    turnover: games.taixiu.turnover + games.xocdia.turnover,
    payouts: games.taixiu.payouts + games.xocdia.payouts,
    jackpotIn: 0,
    jackpotPaid: 0,
    ggr: games.taixiu.ggr + games.xocdia.ggr,
    deposits: { count: of('deposit').length, amount: sum(of('deposit')) },
    withdrawals: { count: of('withdrawal_payout').length, amount: sum(of('withdrawal_payout')) },
    registrations: [...registeredAt.values()].filter(inRange).length,
    firstDepositors: [...firstDeposit.values()].filter(inRange).length,
    activePlayers: new Set(of('bet').map((m) => m.player)).size,
    houseBalance: houseUntil(to),
  };
}

function expectFigures(report: ReportDto) {
  for (const row of [...report.rows, report.totals]) expect({ ...row, ...expected(row.start, row.end) }).toEqual(row);
}

// First: the tests after it push the clock days ahead, which keeps today as a closed day.
describe("today's figures", () => {
  it('are a kept part moved forward once a minute plus the minutes since: each movement counted once, however many reports at once', async () => {
    // Too close to midnight the clock pushed forward would change the day under the test.
    const untilMidnight = vietnamDayStartOf(addDays(vietnamDateOf(new Date()), 1)).getTime() - Date.now();
    if (untilMidnight < 6 * 60_000) return;
    let offset = 0;
    const reports = createReportService(t.db, () => new Date(Date.now() + offset));
    const day = vietnamDateOf(new Date());
    const turnover = async () => (await reports.report({ from: day, to: day, period: 'day' })).totals.turnover;
    const before = await turnover();

    const player = players[0];
    const book = async (kind: 'deposit' | 'bet', amount: number) => {
      const debit: AccountRef = kind === 'deposit' ? await systemAccountId(t.db, 'bank_in') : { wallet: player };
      const credit: AccountRef = kind === 'deposit' ? { wallet: player } : { houseOf: { game: 'taixiu', player } };
      await t.db.tx((q) =>
        moveMoney(q, {
          debitAccountId: debit,
          creditAccountId: credit,
          amount,
          kind,
          idempotencyKey: `report-today:${kind}:${Date.now()}`,
        }),
      );
      movements.push({ at: new Date(), kind, player, game: kind === 'bet' ? 'taixiu' : null, amount });
    };
    await book('deposit', 50_000);
    await book('bet', 7_000);
    expect(await turnover()).toBe(before + 7_000);

    // Three minutes on, the kept part has moved past the bet: still counted once, by five reports at once.
    offset = 3 * 60_000;
    const answers = await Promise.all(Array.from({ length: 5 }, () => reports.report({ from: day, to: day, period: 'day' })));
    for (const answer of answers) expect(answer.totals.turnover).toBe(before + 7_000);
    expectFigures(answers[0]);
    expect(await turnover()).toBe(before + 7_000);
  });
});

describe('the report equals the ledger', () => {
  it.each<ReportPeriod>(['day', 'week', 'month'])('per %s, today summed live and the days before kept', async (period) => {
    const reports = createReportService(t.db, () => new Date());
    const report = await reports.report({ from: firstDay, to: today, period });
    expect(report.rows.at(-1)!.end).toBe(today);
    expect(report.rows[0].start).toBe(firstDay);
    expectFigures(report);
    // Every movement counted: the totals add up to the movements' own.
    expect(report.totals.deposits.count).toBe(movements.filter((m) => m.kind === 'deposit').length);
    expect(report.totals.houseBalance).toBe((await houseBalance(t.db)).balance);
    const kept = await t.db.query<{ day: string }>('SELECT day::text AS day FROM report_days ORDER BY day');
    // Up to yesterday; in the first minutes after midnight, up to the day before (the report leaves a
    // day's late commits a grace before keeping it).
    const lastKept = kept.rows.map((r) => r.day).at(-1);
    expect(
      Date.now() - vietnamDayStartOf(today).getTime() < ROLL_UP_GRACE_MS ? [addDays(today, -1), addDays(today, -2)] : [addDays(today, -1)],
    ).toContain(lastKept);
  });

  it('per day, each day with the GGR the ledger says (bets − refunds − payouts into the houses)', async () => {
    const report = await createReportService(t.db, () => new Date()).report({ from: firstDay, to: today, period: 'day' });
    expect(report.rows).toHaveLength(DAYS);
    const ledger = await t.db.query<{ day: string; ggr: number }>(
      `SELECT to_char(created_at AT TIME ZONE 'UTC' + interval '7 hours', 'YYYY-MM-DD') AS day,
         sum(CASE WHEN kind = 'bet' THEN amount ELSE -amount END)::bigint AS ggr
       FROM transfers WHERE kind IN ('bet', 'payout', 'bet_refund') GROUP BY 1`,
    );
    const ggrOf = new Map(ledger.rows.map((r) => [r.day, Number(r.ggr)]));
    for (const row of report.rows) expect([row.start, row.ggr]).toEqual([row.start, ggrOf.get(row.start) ?? 0]);
  });

  it('a part of the range, and the same figures once today is kept too', async () => {
    const later = new Date(Date.now() + 3 * 86_400_000);
    const reports = createReportService(t.db, () => later);
    const report = await reports.report({ from: addDays(firstDay, 3), to: today, period: 'week' });
    expectFigures(report);
    const kept = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM report_days WHERE day = $1', [today]);
    expect(kept.rows[0].n).toBe(1);
    // A range into the future ends today (of this clock).
    const ahead = await reports.report({ from: addDays(firstDay, 3), to: addDays(today, 10), period: 'month' });
    expect(ahead.to).toBe(vietnamDateOf(later));
    expectFigures(ahead);
  });
});

describe('players counted once', () => {
  it('across a new year: a player of both years is one player of the range', async () => {
    // Two made-up players' days: one bet on 31 December 2025 and 2 January 2026, one on 1 January only.
    const bits = (...days: number[]) => Array.from({ length: 366 }, (_, i) => (days.includes(i) ? '1' : '0')).join('');
    await t.db.query(
      `INSERT INTO report_player_years (user_id, year, days) VALUES
         (9000001, 2025, $1::bit(366)), (9000001, 2026, $2::bit(366)), (9000002, 2026, $3::bit(366))`,
      [bits(364), bits(1), bits(0)],
    );
    const counted = await createActivePlayers(t.db).count(
      [
        { key: 'range', from: '2025-12-30', to: '2026-01-02' },
        { key: 'old-year', from: '2025-12-31', to: '2025-12-31' },
        { key: 'new-year', from: '2026-01-01', to: '2026-01-01' },
      ],
      [
        { key: 'range', userId: 9000001 },
        { key: 'range', userId: 9000003 },
      ],
      'any',
    );
    expect(Object.fromEntries(counted)).toEqual({ range: 3, 'old-year': 1, 'new-year': 1 });
  });
});

describe('GET /api/admin/reports', () => {
  const ask = async (query: string, headers?: Record<string, string>) =>
    t.app.inject({
      method: 'GET',
      url: `/api/admin/reports${query}`,
      headers: headers ?? (await loginUser(t.app, TEST_ADMIN.username, TEST_ADMIN.password)).headers,
    });

  it('answers the figures to an admin, and no one without the role', async () => {
    const answer = await ask(`?from=${firstDay}&to=${today}&period=week`);
    expect(answer.statusCode).toBe(200);
    expectFigures(answer.json().data);
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/reports?from=${today}&to=${today}&period=day` })).statusCode).toBe(401);
    const player = await signupUser(t.app);
    expect((await ask(`?from=${today}&to=${today}&period=day`, player.headers)).statusCode).toBe(403);
  });

  it.each([
    ['?from=2026-02-30&to=2026-03-01&period=day', 'Ngày phải có dạng YYYY-MM-DD.'],
    ['?from=2026-03-02&to=2026-03-01&period=day', 'Ngày bắt đầu phải trước hoặc bằng ngày kết thúc.'],
    ['?from=2024-01-01&to=2025-12-31&period=day', 'Một báo cáo xem tối đa 366 ngày. Hãy chọn khoảng ngắn hơn.'],
    ['?from=2026-03-01&to=2026-03-01&period=year', 'Kỳ báo cáo phải là ngày, tuần hoặc tháng.'],
    ['?from=2026-03-01&period=day', 'Ngày phải có dạng YYYY-MM-DD.'],
    ['?from[]=1&to=2026-03-01&period=day', 'Ngày phải có dạng YYYY-MM-DD.'],
    [
      `?from=${addDays(today, 2)}&to=${addDays(today, 3)}&period=day`,
      'Khoảng ngày đã chọn chưa bắt đầu. Hãy chọn một khoảng kết thúc từ hôm nay trở về trước.',
    ],
  ])('refuses %s in Vietnamese', async (query, message) => {
    const answer = await ask(query);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(message);
  });
});
