import { GAME_PATHS, type FairnessDto } from '@app/shared/contracts';
import type { TestApp } from '../../test-utils';
import { createChainSeeds } from '../fairness/chain-seeds';
import type { LeaderLock } from '../clock/leader-lock';
import { createRoundEngine } from '../clock/round-engine';
import { bettingRound, startGameApp, url } from './game-helpers';

// Two nodes stepping the same clock at once (a leader handing over, a lock lost and retaken) race
// to open the next round; the primary key lets one in. At a chain boundary each had made a new
// hash chain for it: the loser's must roll back with its round, or /fairness would name as the
// previous chain one that no round ever used.
describe('two engines opening the same round', () => {
  let t: TestApp;

  beforeAll(async () => {
    // The app's own engine opens round 1 and then sleeps for two minutes: the test drives the clock.
    t = await startGameApp({ gameBettingSeconds: 120, gameResultSeconds: 1, gameChainLength: 1 });
  });
  afterAll(async () => {
    await t.close();
  });

  it('leaves no hash chain behind that no round uses, at every chain boundary', async () => {
    expect((await bettingRound(t.app, 'taixiu')).sessionId).toBe(1);
    let clock = Date.now() + 3_600_000;
    const always: LeaderLock = { tryAcquire: async () => true, held: () => true, release: async () => undefined };
    const engine = () =>
      createRoundEngine({
        db: t.db,
        game: 'taixiu',
        bettingMs: 1_000,
        resultMs: 1_000,
        // Every round starts a chain of its own: every opening is at a chain boundary.
        chainLength: 1,
        seeds: createChainSeeds(t.config.fairnessSecret),
        lock: always,
        leaderRetryMs: 1_000,
        now: () => clock,
        log: { warn: () => undefined },
      });
    const [a, b] = [engine(), engine()];

    for (let i = 0; i < 6; i++) {
      // Past the end of betting (both settle; once), then past the end of the round (both open).
      clock += 10_000;
      await Promise.all([a.step(), b.step()]);
      clock += 10_000;
      const [fromA, fromB] = await Promise.all([a.step(), b.step()]);
      // Both answer the round that was opened, whichever of them opened it.
      expect(fromA).toBe(fromB);
    }

    const { rows: rounds } = await t.db.query<{ session_id: number; chain_id: number; chain_index: number }>(
      `SELECT session_id, chain_id, chain_index FROM game_rounds WHERE game = 'taixiu' ORDER BY session_id`,
    );
    expect(rounds.map((r) => Number(r.session_id))).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const { rows: unused } = await t.db.query<{ id: number }>(
      `SELECT id FROM game_chains c WHERE game = 'taixiu' AND NOT EXISTS (SELECT 1 FROM game_rounds r WHERE r.chain_id = c.id)`,
    );
    expect(unused).toEqual([]);

    // Rounds opened by the test's engines, which no node's events told of (games/live/round-board.ts).
    t.app.games.board.forget();
    const fairness: FairnessDto = (await t.app.inject({ method: 'GET', url: url(GAME_PATHS.fairness('taixiu')) })).json().data;
    const [before, last] = rounds.slice(-2);
    expect(fairness.chainId).toBe(Number(last.chain_id));
    expect(fairness.previousChain?.chainId).toBe(Number(before.chain_id));
  });
});
