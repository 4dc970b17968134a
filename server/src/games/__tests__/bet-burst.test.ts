import { randomBytes } from 'node:crypto';
import { GAME_MESSAGES, type BetSide, type PlacedBetDto } from '@app/shared/contracts';
import type { TestApp } from '../../test-utils';
import { insertUserWithWallet } from '../../users/user-store';
import { createBetService, type PlaceBetInput } from '../bet-service';
import { createGameNotifier } from '../live/game-notifier';
import { createChainSeeds } from '../fairness/chain-seeds';
import { createGameConfigService } from '../game-config-service';
import { roundPayoutKey, settleRound } from '../settlement-service';
import { bettingRound, fund, ledgerCheck, startGameApp, walletBalance } from './game-helpers';

// A burst of bets as the last seconds of a round bring it: every player sends 20 bets at once, some
// again with the same idempotency key (a retry), some reusing a key for another bet, more than the
// wallet holds, and a few after the end of betting. Whatever the order the database sees them in:
// every acknowledged bet exists once, a refused one moved nothing, no wallet goes below zero, the
// ledger adds up, and settlement pays every bet of the round exactly once. On PostgreSQL with 256
// players (5,120 bets and their retries at once); PGlite, one connection, runs a smaller crowd.
const onPostgres = Boolean(process.env.DATABASE_URL);
const PLAYERS = onPostgres ? 256 : 24;
const BETS_EACH = 20;
const FUNDS = 50_000;
// 20 bets of 1,000 to 10,000 đồng: about 110,000 asked, so each wallet runs dry part way.
const amountOf = (j: number) => 1_000 * (1 + (j % 10));

type Outcome = { ok: true; bet: PlacedBetDto } | { ok: false; error: string; message: string };

describe('a burst of concurrent bets', () => {
  let t: TestApp;

  beforeAll(async () => {
    // A long betting phase: the test settles the round itself.
    t = await startGameApp({ gameBettingSeconds: 120, gameResultSeconds: 1 });
  });
  afterAll(async () => {
    await t.close();
  });

  it(`${PLAYERS} players × ${BETS_EACH} bets at once: each acknowledged once, refusals move nothing, settled once`, async () => {
    const tag = randomBytes(3).toString('hex');
    const players: number[] = [];
    for (let i = 0; i < PLAYERS; i++) {
      const user = await insertUserWithWallet(t.db, { username: `burst${tag}${i}`, phone: null, passwordHash: 'x', role: 'user' });
      await fund(t.app, user.id, FUNDS);
      players.push(user.id);
    }
    const round = await bettingRound(t.app, 'taixiu', 60_000);
    const configs = createGameConfigService(t.db);
    const notify = createGameNotifier({ realtime: t.app.realtime, db: t.db, onError: (error) => t.app.log.warn({ err: error }) });
    const bets = createBetService(t.db, configs, notify);
    // The same service with a clock past the end of betting: what a bet arriving late meets.
    const late = createBetService(t.db, configs, notify, () => round.bettingEndsAt + 1);

    const place = async (service: typeof bets, input: PlaceBetInput): Promise<Outcome> => {
      try {
        return { ok: true, bet: await service.place(input) };
      } catch (error) {
        const e = error as { error?: string; message: string };
        return { ok: false, error: e.error ?? 'UNKNOWN', message: e.message };
      }
    };

    interface Sent {
      input: PlaceBetInput;
      kind: 'bet' | 'retry' | 'reused' | 'late';
      outcome: Promise<Outcome>;
    }
    const sent: Sent[] = [];
    for (const userId of players) {
      const key = (j: number) => `burst-${tag}-${userId}-${j}`;
      const input = (j: number, side: BetSide = j % 2 ? 'xiu' : 'tai'): PlaceBetInput => ({
        userId,
        game: 'taixiu',
        roundId: round.sessionId,
        side,
        amount: amountOf(j),
        idempotencyKey: key(j),
      });
      for (let j = 0; j < BETS_EACH; j++) {
        sent.push({ input: input(j), kind: 'bet', outcome: place(bets, input(j)) });
        // Every fourth bet is sent twice at once (the page retrying), every fifth key is also used
        // for a bet on the other side (a bug in a client), every seventh arrives after the end.
        if (j % 4 === 0) sent.push({ input: input(j), kind: 'retry', outcome: place(bets, input(j)) });
        if (j % 5 === 0) {
          const other = input(j, j % 2 ? 'tai' : 'xiu');
          sent.push({ input: other, kind: 'reused', outcome: place(bets, other) });
        }
        if (j % 7 === 3) {
          const after = { ...input(j), idempotencyKey: `${key(j)}-late` };
          sent.push({ input: after, kind: 'late', outcome: place(late, after) });
        }
      }
    }
    const outcomes = await Promise.all(sent.map((s) => s.outcome));

    // What each key ended up as: at most one bet, the same one for every acknowledgement of the key.
    const byKey = new Map<string, number>();
    let acknowledged = 0;
    const refusals = new Map<string, number>();
    outcomes.forEach((outcome, i) => {
      const { input, kind } = sent[i];
      if (kind === 'late') {
        expect(outcome).toMatchObject({ ok: false, message: GAME_MESSAGES.bettingClosed });
        return;
      }
      if (!outcome.ok) {
        // Nothing else may refuse a bet here: an empty wallet, or a key already used for another bet.
        expect(['INSUFFICIENT_FUNDS', 'IDEMPOTENCY_CONFLICT']).toContain(outcome.error);
        refusals.set(outcome.error, (refusals.get(outcome.error) ?? 0) + 1);
        return;
      }
      acknowledged += 1;
      const { bet } = outcome;
      expect(bet).toMatchObject({ side: input.side, amount: input.amount, sessionId: round.sessionId });
      const seen = byKey.get(input.idempotencyKey!);
      if (seen !== undefined) expect(bet.betId).toBe(seen);
      byKey.set(input.idempotencyKey!, bet.betId);
    });
    expect(acknowledged).toBeGreaterThan(PLAYERS);
    // The burst did reach both refusals, and some retries were answered as replays.
    expect(refusals.get('INSUFFICIENT_FUNDS')).toBeGreaterThan(0);
    expect(refusals.get('IDEMPOTENCY_CONFLICT')).toBeGreaterThan(0);
    expect(outcomes.some((o) => o.ok && o.bet.replayed)).toBe(true);

    // In the database: one bet per acknowledged key, none for a key never acknowledged, one stake
    // transfer per bet, and a wallet that is the funding less exactly what its bets staked.
    const { rows: stored } = await t.db.query<{ id: number; user_id: number; amount: number; idempotency_key: string }>(
      `SELECT id, user_id, amount, idempotency_key FROM game_bets WHERE game = 'taixiu' AND session_id = $1 AND user_id = ANY($2::bigint[])`,
      [round.sessionId, players],
    );
    expect(stored).toHaveLength(byKey.size);
    for (const bet of stored) expect(byKey.get(bet.idempotency_key)).toBe(bet.id);
    const { rows: stakes } = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM transfers WHERE idempotency_key = ANY($1::text[])`,
      [stored.map((b) => `bet:${b.id}`)],
    );
    expect(stakes[0].n).toBe(stored.length);
    for (const userId of players) {
      const staked = stored.filter((b) => b.user_id === userId).reduce((sum, b) => sum + Number(b.amount), 0);
      const balance = await walletBalance(t.app, userId);
      expect(balance).toBeGreaterThanOrEqual(0);
      expect(balance).toBe(FUNDS - staked);
    }
    // The round stake kept per player is the sum of their bets.
    const { rows: kept } = await t.db.query<{ user_id: number; stake: number }>(
      `SELECT user_id, stake FROM game_round_stakes WHERE game = 'taixiu' AND session_id = $1 AND user_id = ANY($2::bigint[])`,
      [round.sessionId, players],
    );
    for (const userId of players) {
      const staked = stored.filter((b) => b.user_id === userId).reduce((sum, b) => sum + Number(b.amount), 0);
      expect(Number(kept.find((row) => Number(row.user_id) === userId)?.stake ?? 0)).toBe(staked);
    }
    expect((await ledgerCheck(t.app)).ok).toBe(true);

    // Settled once: every bet of the round paid or lost, one payout per winning bet, and settling
    // again changes nothing.
    const seeds = createChainSeeds(t.config.fairnessSecret);
    const settled = await settleRound(t.db, seeds, 'taixiu', round.sessionId);
    expect(settled?.settledNow).toBe(true);
    const again = await settleRound(t.db, seeds, 'taixiu', round.sessionId);
    expect(again?.settledNow).toBe(false);
    const { rows: after } = await t.db.query<{ id: number; status: string; payout: number; jackpot_won: number }>(
      `SELECT id, status, payout, jackpot_won FROM game_bets WHERE id = ANY($1::bigint[])`,
      [stored.map((b) => b.id)],
    );
    expect(after.every((b) => b.status === 'won' || b.status === 'lost')).toBe(true);
    // One payout per player who won, of all their winning bets' payouts together.
    const winnings = new Map<string, number>();
    for (const bet of after.filter((b) => b.status === 'won')) {
      const key = roundPayoutKey('taixiu', round.sessionId, stored.find((s) => s.id === bet.id)!.user_id);
      winnings.set(key, (winnings.get(key) ?? 0) + Number(bet.payout));
    }
    const { rows: payouts } = await t.db.query<{ key: string; amount: number }>(
      `SELECT idempotency_key AS key, amount FROM transfers WHERE idempotency_key LIKE $1`,
      [`payout:taixiu:${round.sessionId}:%`],
    );
    const mine = payouts.filter((row) => winnings.has(row.key));
    expect(new Map(mine.map((row) => [row.key, Number(row.amount)]))).toEqual(winnings);
    for (const userId of players.slice(0, 5)) {
      const mineBets = after.filter((b) => stored.find((s) => s.id === b.id)!.user_id === userId);
      // A triple also pays the hũ's share to the bets on it (paid apart from the table's payout).
      const won =
        mineBets.filter((b) => b.status === 'won').reduce((sum, b) => sum + Number(b.payout), 0) +
        mineBets.reduce((sum, b) => sum + Number(b.jackpot_won), 0);
      const staked = stored.filter((b) => b.user_id === userId).reduce((sum, b) => sum + Number(b.amount), 0);
      expect(await walletBalance(t.app, userId)).toBe(FUNDS - staked + won);
    }
    expect((await ledgerCheck(t.app)).ok).toBe(true);
  }, 180_000);
});
