import { GAME_PATHS, HTTP_MESSAGES, LEADERBOARD_MESSAGES, maskUsername, type GameType, type LeaderboardDto } from '@app/shared/contracts';
import { bearer, signupUser, type SignedIn, type TestApp } from '../../test-utils';
import { ensureMonthPartitions } from '../../db/partitions';
import { walletAccountId } from '../../ledger/ledger-accounts';
import { createLeaderboardService } from '../leaderboard-service';
import { startGameApp, stopAppEngines, url } from './game-helpers';

// The tables' leaderboards: net = payouts − stakes + refunds per player and game over the Vietnam
// day or week (Monday to Sunday), from the ledger; compared with the same sum the test works out
// from the transfers it wrote, at instants on both sides of the day's and the week's boundaries.
describe('leaderboards', () => {
  let t: TestApp;
  const players: SignedIn[] = [];
  // Tuesday 1 December 2026, 12:00 in Vietnam.
  const now = Date.parse('2026-12-01T05:00:00Z');
  // Vietnam midnight is 17:00 UTC the day before.
  const instants = [
    '2026-11-29T16:59:59Z', // Sunday 23:59:59: the week before
    '2026-11-29T17:00:00Z', // Monday 00:00: this week, not today
    '2026-11-30T10:00:00Z', // Monday 17:00
    '2026-11-30T16:59:59Z', // Monday 23:59:59
    '2026-11-30T17:00:00Z', // Tuesday 00:00: today
    '2026-12-01T04:00:00Z', // Tuesday 11:00
  ].map((iso) => new Date(iso));

  beforeAll(async () => {
    t = await startGameApp();
    await stopAppEngines(t);
    for (let i = 0; i < 6; i++) {
      const player = await signupUser(t.app);
      players.push(player);
    }
    const house = async (game: GameType) =>
      Number((await t.db.query<{ id: number }>(`SELECT id FROM accounts WHERE kind = $1 AND shard = 0`, [`house_${game}`])).rows[0].id);
    const houses = { taixiu: await house('taixiu'), xocdia: await house('xocdia') };
    // The ledger's partitions of those months (a database made today has this month's and later).
    await ensureMonthPartitions(t.db, instants[0], instants.at(-1)!);
    let seed = 11;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
    for (let i = 0; i < 160; i++) {
      const player = pick(players);
      const game = pick(['taixiu', 'xocdia'] as const);
      const kind = pick(['bet', 'bet', 'payout', 'bet_refund'] as const);
      const wallet = await walletAccountId(t.db, player.user.id);
      const amount = 1_000 * (1 + Math.floor(random() * 900));
      // Written as the seed script writes a back-dated history (ledger rows are append-only, so a
      // transfer's time cannot be moved afterwards): only the transfers, which is all a leaderboard reads.
      await t.db.query(
        `INSERT INTO transfers (debit_account_id, credit_account_id, amount, kind, reference, idempotency_key, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          kind === 'bet' ? wallet : houses[game],
          kind === 'bet' ? houses[game] : wallet,
          amount,
          kind,
          `${game}:test`,
          `leaderboard-test:${i}`,
          pick(instants),
        ],
      );
    }
    // One player stays off the lists, whatever they won.
    await t.app.inject({ method: 'PUT', url: url('/core/public-lists'), headers: bearer(players[0].token), payload: { hidden: true } });
  });
  afterAll(async () => {
    await t?.close();
  });

  // The same sum, worked out here from every transfer the test wrote.
  async function expected(game: GameType, from: Date, to: Date) {
    const { rows } = await t.db.query<{ kind: string; amount: string; created_at: Date; debit: string; credit: string }>(
      `SELECT kind, amount, created_at, debit_account_id AS debit, credit_account_id AS credit FROM transfers WHERE idempotency_key LIKE 'leaderboard-test:%' AND reference = $1`,
      [`${game}:test`],
    );
    const walletOf = new Map<number, SignedIn>();
    for (const player of players) walletOf.set(await walletAccountId(t.db, player.user.id), player);
    const net = new Map<SignedIn, number>();
    for (const row of rows) {
      const at = new Date(row.created_at).getTime();
      if (at < from.getTime() || at >= to.getTime()) continue;
      const player = walletOf.get(Number(row.kind === 'bet' ? row.debit : row.credit))!;
      const signed = row.kind === 'bet' ? -Number(row.amount) : Number(row.amount);
      net.set(player, (net.get(player) ?? 0) + signed);
    }
    return [...net]
      .filter(([player, n]) => n > 0 && player !== players[0])
      .sort((a, b) => b[1] - a[1] || a[0].user.id - b[0].user.id)
      .slice(0, 10)
      .map(([player, n], i) => ({ rank: i + 1, name: maskUsername(player.username), net: n }));
  }

  it('the day and the week of each game equal the ledger’s sum over the Vietnam day and the Monday-to-Sunday week', async () => {
    const service = createLeaderboardService(t.db, () => now, 0);
    for (const game of ['taixiu', 'xocdia'] as const) {
      const day = await service.board(game, 'day');
      expect(day).toMatchObject({ gameType: game, period: 'day', from: '2026-12-01', to: '2026-12-01' });
      expect(day.entries).toEqual(await expected(game, new Date('2026-11-30T17:00:00Z'), new Date('2026-12-01T17:00:00Z')));
      const week = await service.board(game, 'week');
      expect(week).toMatchObject({ period: 'week', from: '2026-11-30', to: '2026-12-06' });
      expect(week.entries).toEqual(await expected(game, new Date('2026-11-29T17:00:00Z'), new Date('2026-12-06T17:00:00Z')));
      expect(week.entries.length).toBeGreaterThan(0);
      expect(week.entries).not.toEqual(day.entries);
    }
  });

  it('is kept for a while, then read again: an opt-out counts from the next reading', async () => {
    let clock = now;
    const service = createLeaderboardService(t.db, () => clock, 30_000);
    const first = await service.board('taixiu', 'week');
    const shown = first.entries[0];
    const leader = players.find((p) => maskUsername(p.username) === shown.name)!;
    await t.app.inject({ method: 'PUT', url: url('/core/public-lists'), headers: bearer(leader.token), payload: { hidden: true } });
    expect(await service.board('taixiu', 'week')).toEqual(first);
    clock += 30_000;
    const next = await service.board('taixiu', 'week');
    expect(next.entries.map((e) => e.name)).not.toContain(shown.name);
    await t.app.inject({ method: 'PUT', url: url('/core/public-lists'), headers: bearer(leader.token), payload: { hidden: false } });
  });

  it('answers signed-in players; a bad period is a Vietnamese 400, an unknown game a 404, never a 500', async () => {
    const player = players[1];
    const get = (path: string, token: string | null = player.token) =>
      t.app.inject({ method: 'GET', url: url(path), headers: token ? bearer(token) : {} });
    const fine = await get(`${GAME_PATHS.leaderboard('taixiu')}?period=week`);
    expect(fine.statusCode).toBe(200);
    expect((fine.json().data as LeaderboardDto).period).toBe('week');
    expect((await get(GAME_PATHS.leaderboard('xocdia'))).json().data.period).toBe('day');
    for (const bad of ['month', 'DAY', '', 'day&period=week']) {
      const refused = await get(`${GAME_PATHS.leaderboard('taixiu')}?period=${bad}`);
      expect(refused.statusCode).toBe(400);
      expect([bad, refused.json().message]).toEqual([bad, LEADERBOARD_MESSAGES.periodInvalid]);
    }
    // A NUL is refused before any rule, with the generic Vietnamese sentence.
    const nul = await get(`${GAME_PATHS.leaderboard('taixiu')}?period=%00`);
    expect([nul.statusCode, nul.json().message]).toEqual([400, HTTP_MESSAGES.badRequest]);
    expect((await get(`/game-baccarat/leaderboard?period=day`)).statusCode).toBe(404);
    expect((await get(GAME_PATHS.leaderboard('taixiu'), null)).statusCode).toBe(401);
  });
});
