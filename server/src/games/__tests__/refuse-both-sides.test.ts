import { randomBytes } from 'node:crypto';
import { GAME_MESSAGES, type BetSide, type GameType, type PlacedBetDto } from '@app/shared/contracts';
import type { TestApp } from '../../test-utils';
import { insertUserWithWallet } from '../../users/user-store';
import { createBetService, type BetService } from '../bet-service';
import { createGameConfigService } from '../game-config-service';
import { createGameNotifier } from '../live/game-notifier';
import { bettingRound, fund, ledgerCheck, startGameApp, walletBalance } from './game-helpers';

// With refuse_both_sides on, a player holding a bet on one side of a round cannot bet its opposite
// (tài/xỉu, chẵn/lẻ) in that round, not even with the two bets sent at the same moment to two nodes.
describe('refusing a bet on both opposite sides of one round', () => {
  let t: TestApp;
  let nodes: BetService[];
  const tag = randomBytes(3).toString('hex');
  let count = 0;

  const newPlayer = async () => {
    const user = await insertUserWithWallet(t.db, { username: `hai${tag}${count++}`, phone: null, passwordHash: 'x', role: 'user' });
    await fund(t.app, user.id, 1_000_000);
    return user.id;
  };
  const attempt = async (service: BetService, userId: number, game: GameType, roundId: number, side: BetSide) => {
    try {
      return { ok: true as const, bet: await service.place({ userId, game, roundId, side, amount: 10_000, idempotencyKey: null }) };
    } catch (error) {
      const e = error as { error?: string; message: string };
      return { ok: false as const, error: e.error, message: e.message };
    }
  };
  const setRule = async (on: boolean) => {
    await t.db.query('UPDATE game_configs SET refuse_both_sides = $1', [on]);
    const notify = createGameNotifier({ realtime: t.app.realtime, db: t.db, onError: () => undefined });
    nodes = [0, 1].map(() => createBetService(t.db, createGameConfigService(t.db), notify));
  };

  beforeAll(async () => {
    t = await startGameApp({ gameBettingSeconds: 120, gameResultSeconds: 1 });
  });
  afterAll(async () => {
    await t.db.query('UPDATE game_configs SET refuse_both_sides = false');
    await t.close();
  });

  it('refuses xỉu to a player holding tài, and lẻ to one holding chẵn, saying what to do; other sides stay open', async () => {
    await setRule(true);
    const taixiu = await bettingRound(t.app, 'taixiu', 30_000);
    const p = await newPlayer();
    expect(await attempt(nodes[0], p, 'taixiu', taixiu.sessionId, 'tai')).toMatchObject({ ok: true });
    const balance = await walletBalance(t.app, p);
    expect(await attempt(nodes[1], p, 'taixiu', taixiu.sessionId, 'xiu')).toEqual({
      ok: false,
      error: 'BOTH_SIDES_REFUSED',
      message: GAME_MESSAGES.bothSidesRefused('Tài', 'Xỉu'),
    });
    expect(GAME_MESSAGES.bothSidesRefused('Tài', 'Xỉu')).toBe(
      'Bạn đã cược cửa Tài trong phiên này nên không thể cược thêm cửa Xỉu. Vui lòng đặt tiếp cửa Tài hoặc đợi phiên sau.',
    );
    expect(await walletBalance(t.app, p)).toBe(balance);
    // More on the same side is fine.
    expect(await attempt(nodes[1], p, 'taixiu', taixiu.sessionId, 'tai')).toMatchObject({ ok: true });

    const xocdia = await bettingRound(t.app, 'xocdia', 30_000);
    expect(await attempt(nodes[0], p, 'xocdia', xocdia.sessionId, 'chan')).toMatchObject({ ok: true });
    expect(await attempt(nodes[0], p, 'xocdia', xocdia.sessionId, 'le')).toMatchObject({
      ok: false,
      message: GAME_MESSAGES.bothSidesRefused('Chẵn', 'Lẻ'),
    });
    // 4 đỏ and 3 đỏ are no opposite of chẵn.
    expect(await attempt(nodes[0], p, 'xocdia', xocdia.sessionId, 'four_red')).toMatchObject({ ok: true });
    expect(await attempt(nodes[0], p, 'xocdia', xocdia.sessionId, 'three_red')).toMatchObject({ ok: true });
    // Another player is not held by this one's bets.
    expect(await attempt(nodes[0], await newPlayer(), 'xocdia', xocdia.sessionId, 'le')).toMatchObject({ ok: true });
  });

  it('a cancelled bet no longer holds its side', async () => {
    await setRule(true);
    const round = await bettingRound(t.app, 'taixiu', 30_000);
    const p = await newPlayer();
    const placed = await attempt(nodes[0], p, 'taixiu', round.sessionId, 'xiu');
    expect(placed.ok).toBe(true);
    await nodes[0].cancel(p, 'taixiu', (placed as { bet: PlacedBetDto }).bet.betId);
    expect(await attempt(nodes[1], p, 'taixiu', round.sessionId, 'tai')).toMatchObject({ ok: true });
  });

  it('two opposite bets of one player sent at once, to one node or two: exactly one is taken', async () => {
    await setRule(true);
    const round = await bettingRound(t.app, 'taixiu', 30_000);
    const players = await Promise.all(Array.from({ length: 24 }, () => newPlayer()));
    const outcomes = await Promise.all(
      players.map(async (p, i) => {
        // Half through one node (one batch), half through two (two transactions side by side).
        const [a, b] = i % 2 ? [nodes[0], nodes[0]] : [nodes[0], nodes[1]];
        return Promise.all([attempt(a, p, 'taixiu', round.sessionId, 'tai'), attempt(b, p, 'taixiu', round.sessionId, 'xiu')]);
      }),
    );
    for (const pair of outcomes) {
      expect(pair.filter((o) => o.ok)).toHaveLength(1);
      expect(pair.find((o) => !o.ok)).toMatchObject({ error: 'BOTH_SIDES_REFUSED' });
    }
    const { rows } = await t.db.query<{ user_id: number; sides: number }>(
      `SELECT user_id, count(DISTINCT side)::int AS sides FROM game_bets
       WHERE game = 'taixiu' AND session_id = $1 AND user_id = ANY($2::bigint[]) AND status = 'placed' GROUP BY user_id`,
      [round.sessionId, players],
    );
    expect(rows).toHaveLength(players.length);
    expect(rows.every((row) => row.sides === 1)).toBe(true);
    expect((await ledgerCheck(t.app)).ok).toBe(true);
  });

  it('with the rule off, both sides are taken', async () => {
    await setRule(false);
    const round = await bettingRound(t.app, 'taixiu', 30_000);
    const p = await newPlayer();
    expect(await attempt(nodes[0], p, 'taixiu', round.sessionId, 'tai')).toMatchObject({ ok: true });
    expect(await attempt(nodes[1], p, 'taixiu', round.sessionId, 'xiu')).toMatchObject({ ok: true });
  });
});
