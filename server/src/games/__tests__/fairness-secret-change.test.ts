import { randomBytes } from 'node:crypto';
import { GAME_PATHS, type FairnessDto, type RoundHistoryEntryDto, type RoundResultDto } from '@app/shared/contracts';
import { signupUser, type TestApp } from '../../test-utils';
import { csrfOf, fund, ledgerCheck, manualEngine, placeBet, startGameApp, stopAppEngines, url, walletBalance } from './game-helpers';
import { hashDown, sha256Hex } from './seed-search';

// FAIRNESS_SECRET changed under a chain in progress (a redeploy with a new value, or one node
// configured apart from the others): the seeds it derives no longer match the commitment. No such
// seed is ever revealed: the next round starts a new chain, a round taking bets on the old one is
// called off with its bets refunded, and each event is logged as a warning.
describe('a FAIRNESS_SECRET that no longer matches the chain in progress', () => {
  let t: TestApp;
  const otherSecret = randomBytes(32).toString('hex');
  // The rounds are written here by the test's own engines (or straight into the database), which no
  // node's events tell of: the app's round board is told to read them again (games/live/round-board.ts).
  const get = async <T>(path: string): Promise<T> => {
    t.app.games.board.forget();
    return (await t.app.inject({ method: 'GET', url: url(path) })).json().data;
  };
  const chainRow = async (id: number) =>
    (await t.db.query<{ commitment: string; closed_at: unknown }>('SELECT commitment, closed_at FROM game_chains WHERE id = $1', [id]))
      .rows[0];

  beforeAll(async () => {
    t = await startGameApp({ gameChainLength: 100 });
    await stopAppEngines(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('between rounds: the chain is closed and a new one committed, with a warning', async () => {
    await manualEngine(t, 'taixiu').settle(3);
    const before = await get<FairnessDto>(GAME_PATHS.fairness('taixiu'));

    const changed = manualEngine(t, 'taixiu', { fairnessSecret: otherSecret });
    await changed.settle(2);
    const after = await get<FairnessDto>(GAME_PATHS.fairness('taixiu'));
    expect(after.chainId).toBeGreaterThan(before.chainId);
    expect(after.previousChain).toEqual({ chainId: before.chainId, commitment: before.commitment, voidedRounds: 0 });
    expect((await chainRow(before.chainId)).closed_at).not.toBeNull();
    expect(changed.warnings).toHaveLength(1);
    expect(changed.warnings[0].msg).toMatch(/does not reproduce the commitment/);
    expect(changed.warnings[0].obj).toMatchObject({ game: 'taixiu', closedChainId: before.chainId, chainId: after.chainId });
  });

  it('during betting: the round is called off, every stake refunded, and play goes on', async () => {
    // A node with otherSecret opens the next round on its chain; then the app's own secret is back.
    const other = manualEngine(t, 'taixiu', { fairnessSecret: otherSecret });
    // Its clock starts now: the first step only waits out the result phase of the last round.
    await other.step();
    await other.step();
    const changedBack = manualEngine(t, 'taixiu');
    const open = await get<FairnessDto>(GAME_PATHS.fairness('taixiu'));
    const player = await signupUser(t.app);
    await fund(t.app, player.user.id, 50_000);
    const csrf = await csrfOf(t.app, player.token);
    for (const side of ['tai', 'xiu']) {
      const placed = await placeBet(t.app, { token: player.token, csrf }, 'taixiu', {
        sessionId: open.currentSessionId,
        side,
        amount: 10_000,
      });
      expect(placed.statusCode).toBe(200);
    }
    expect(await walletBalance(t.app, player.user.id)).toBe(30_000);

    await changedBack.settle(2);
    const { rows } = await t.db.query<{ status: string; seed: string | null }>(
      `SELECT status, seed FROM game_rounds WHERE game = 'taixiu' AND session_id = $1`,
      [open.currentSessionId],
    );
    expect(rows[0]).toEqual({ status: 'void', seed: null });
    expect(await walletBalance(t.app, player.user.id)).toBe(50_000);
    const bets = await t.db.query<{ status: string }>('SELECT status FROM game_bets WHERE user_id = $1', [player.user.id]);
    expect(bets.rows.map((b) => b.status)).toEqual(['refunded', 'refunded']);
    expect((await chainRow(open.chainId)).closed_at).not.toBeNull();
    expect(changedBack.warnings.map((w) => w.msg)).toEqual([expect.stringMatching(/called off and its bets refunded/)]);
    expect((await ledgerCheck(t.app)).ok).toBe(true);

    const now = await get<FairnessDto>(GAME_PATHS.fairness('taixiu'));
    expect(now.chainId).toBeGreaterThan(open.chainId);
    expect(now.previousChain).toEqual({ chainId: open.chainId, commitment: open.commitment, voidedRounds: 1 });
  });

  it('every round ever revealed verifies against the commitment its chain published', async () => {
    const entries = (await get<RoundHistoryEntryDto[]>(`${GAME_PATHS.history('taixiu')}?limit=100`)).reverse();
    // 3 rounds on the first chain, 2 on the one otherSecret made (its third was called off), 2 on the last.
    expect(entries.map((r) => [r.chainIndex, r.status])).toEqual([
      [1, 'settled'],
      [2, 'settled'],
      [3, 'settled'],
      [1, 'settled'],
      [2, 'settled'],
      [3, 'void'],
      [1, 'settled'],
      [2, 'settled'],
    ]);
    // The void one waits for a node holding otherSecret to publish its seed (void-rounds.test.ts).
    expect(entries[5]).toMatchObject({ voidReason: 'secret_mismatch', reveal: 'pending', seed: null });
    const history = entries.filter((r): r is RoundResultDto => r.status === 'settled');
    for (const r of history) {
      expect(sha256Hex(r.seed)).toBe(r.previousSeed);
      expect(hashDown(r.seed, r.chainIndex)).toBe((await chainRow(r.chainId)).commitment);
    }
  });
});
