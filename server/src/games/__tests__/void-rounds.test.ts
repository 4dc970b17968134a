import { createHmac, randomBytes } from 'node:crypto';
import { GAME_PATHS, type BetHistoryDto, type FairnessDto, type RoundHistoryEntryDto, type VoidRoundDto } from '@app/shared/contracts';
import { signupUser, type TestApp } from '../../test-utils';
import { createChainSeeds } from '../fairness/chain-seeds';
import { createVoidRevealer } from '../void-reveal-service';
import { csrfOf, fund, ledgerCheck, manualEngine, placeBet, startGameApp, stopAppEngines, url, walletBalance } from './game-helpers';
import { hashDown, sha256Hex } from './seed-search';

// The draw by the recipe players read (shared/src/contracts/game-api.ts), written out here rather
// than taken from the server's code.
function recipeDraw(game: 'taixiu' | 'xocdia', seedHex: string, roundId: number): { dice?: number[]; coins?: string[] } {
  const h = (suffix: string) => createHmac('sha256', Buffer.from(seedHex, 'hex')).update(`${game}:${roundId}${suffix}`).digest();
  if (game === 'xocdia') return { coins: [...h('').subarray(0, 4)].map((b) => (b & 1 ? 'red' : 'white')) };
  const dice: number[] = [];
  for (let block = 0; dice.length < 3; block++) {
    for (const b of h(block ? `:${block}` : '')) if (b < 252 && dice.length < 3) dice.push((b % 6) + 1);
  }
  return { dice };
}

// A round the house calls off is public: listed as void with its reason, counted on the fairness
// endpoint, and its seed and would-be result published as soon as a node that can derive them runs.
describe('void rounds in public', () => {
  let t: TestApp;
  const wrongSecret = randomBytes(32).toString('hex');
  const get = async <T>(path: string): Promise<T> => (await t.app.inject({ method: 'GET', url: url(path) })).json().data;
  const history = (game: 'taixiu' | 'xocdia') => get<RoundHistoryEntryDto[]>(`${GAME_PATHS.history(game)}?limit=100`);
  const voidOf = async (game: 'taixiu' | 'xocdia', roundId: number) =>
    (await history(game)).find((r) => r.sessionId === roundId) as VoidRoundDto;
  const commitmentOf = async (chainId: number) =>
    (await t.db.query<{ commitment: string }>('SELECT commitment FROM game_chains WHERE id = $1', [chainId])).rows[0].commitment;

  beforeAll(async () => {
    t = await startGameApp({ gameChainLength: 100 });
    await stopAppEngines(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  // The round opens on the app's chain; a node with another secret ends its betting and cannot
  // derive its seed: it calls it off.
  async function voidedByWrongSecret(game: 'taixiu' | 'xocdia', bet?: { token: string; csrf: string; side: string }) {
    const right = manualEngine(t, game);
    await right.settle(2);
    // The clock stands at the end of the last round's result phase: this step opens the next one.
    await right.step();
    t.app.games.board.forget();
    const open = await get<FairnessDto>(GAME_PATHS.fairness(game));
    if (bet) {
      const placed = await placeBet(t.app, bet, game, { sessionId: open.currentSessionId, side: bet.side, amount: 10_000 });
      expect(placed.statusCode).toBe(200);
    }
    const wrong = manualEngine(t, game, { fairnessSecret: wrongSecret });
    await wrong.step();
    await wrong.step();
    expect(wrong.warnings.map((w) => w.msg)).toEqual([expect.stringMatching(/called off and its bets refunded/)]);
    expect(wrong.warnings[0].obj).toMatchObject({ reason: 'secret_mismatch' });
    t.app.games.board.forget();
    return open;
  }

  let player: Awaited<ReturnType<typeof signupUser>>;
  const myBets = async () =>
    (await t.app.inject({ method: 'GET', url: url(GAME_PATHS.betHistory), headers: { authorization: `Bearer ${player.token}` } })).json()
      .data as BetHistoryDto[];

  it('a round the wrong secret called off: listed void with its reason, stakes refunded, counted on /fairness', async () => {
    player = await signupUser(t.app);
    await fund(t.app, player.user.id, 50_000);
    const csrf = await csrfOf(t.app, player.token);
    const open = await voidedByWrongSecret('taixiu', { token: player.token, csrf, side: 'tai' });
    expect(await walletBalance(t.app, player.user.id)).toBe(50_000);

    const entries = await history('taixiu');
    expect(entries.slice(0, 3).map((r) => [r.sessionId, r.status])).toEqual([
      [open.currentSessionId, 'void'],
      [open.currentSessionId - 1, 'settled'],
      [open.currentSessionId - 2, 'settled'],
    ]);
    expect(entries[0]).toMatchObject({
      status: 'void',
      voidReason: 'secret_mismatch',
      voidReasonText: expect.stringContaining('Phiên bị hủy: máy chủ không tạo được kết quả đã cam kết'),
      seed: null,
      outcome: null,
      winningSides: [],
      reveal: 'pending',
      revealText: expect.stringContaining('chưa công bố'),
      revealedAt: null,
      previousSeed: open.previousSeed,
      chainId: open.chainId,
    });
    expect(entries[0]).not.toHaveProperty('dice');

    const fairness = await get<FairnessDto>(GAME_PATHS.fairness('taixiu'));
    // The void round is still the round now (its result phase): its chain, closed, counts it.
    expect(fairness).toMatchObject({ chainId: open.chainId, voidedRounds: 1, voids: { total: 1, unrevealed: 1 } });
    expect((await ledgerCheck(t.app)).ok).toBe(true);
    // The player's bet history says the same about the round of their refunded bet.
    const [bet] = await myBets();
    expect(bet).toMatchObject({ sessionId: open.currentSessionId, status: 'refunded', payout: 0, result: null });
    expect(bet.voided).toMatchObject({ status: 'void', voidReason: 'secret_mismatch', reveal: 'pending', seed: null });
  });

  it('a node holding the right secret publishes the seed and the would-be result, verifiable like a settled round', async () => {
    const before = (await history('taixiu')).find((r) => r.status === 'void') as VoidRoundDto;
    const balances = await t.db.query('SELECT id, balance FROM accounts ORDER BY id');
    // The app holds the secret that made the chain: the board is not told to forget, the reveal
    // itself refreshes it.
    await t.app.games.revealVoids();
    const revealed = await voidOf('taixiu', before.sessionId);
    expect(revealed).toMatchObject({ status: 'void', voidReason: 'secret_mismatch', reveal: 'revealed', revealedAt: expect.any(Number) });
    expect(revealed.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(sha256Hex(revealed.seed!)).toBe(revealed.previousSeed);
    expect(hashDown(revealed.seed!, revealed.chainIndex)).toBe(await commitmentOf(revealed.chainId));
    expect({ dice: revealed.dice }).toEqual(recipeDraw('taixiu', revealed.seed!, revealed.sessionId));
    const sum = revealed.dice!.reduce((a, b) => a + b, 0);
    expect(revealed.outcome).toBe(sum >= 11 ? 'tai' : 'xiu');

    expect(await get<FairnessDto>(GAME_PATHS.fairness('taixiu'))).toMatchObject({ voidedRounds: 1, voids: { total: 1, unrevealed: 0 } });
    expect((await myBets())[0].voided).toEqual(revealed);
    // Publishing moves no money, and the round stays void.
    expect((await t.db.query('SELECT id, balance FROM accounts ORDER BY id')).rows).toEqual(balances.rows);
    const { rows } = await t.db.query(`SELECT status FROM game_rounds WHERE game = 'taixiu' AND session_id = $1`, [before.sessionId]);
    expect(rows[0]).toEqual({ status: 'void' });
    // A second pass finds nothing left to publish.
    await t.app.games.revealVoids();
    expect((await voidOf('taixiu', before.sessionId)).revealedAt).toBe(revealed.revealedAt);
  });

  it('a round the app itself could not derive waits for the secret that made its chain', async () => {
    // The wrong secret's node opens a round on its own chain; the app's secret ends its betting.
    const wrong = manualEngine(t, 'taixiu', { fairnessSecret: wrongSecret });
    await wrong.settle(1);
    await wrong.step();
    const right = manualEngine(t, 'taixiu');
    await right.step();
    await right.step();
    expect(right.warnings.map((w) => w.msg)).toEqual([expect.stringMatching(/called off and its bets refunded/)]);
    t.app.games.board.forget();
    const voided = (await history('taixiu')).find((r) => r.status === 'void' && r.reveal === 'pending') as VoidRoundDto;
    expect(voided).toBeDefined();

    await t.app.games.revealVoids();
    expect((await voidOf('taixiu', voided.sessionId)).reveal).toBe('pending');

    const other = createVoidRevealer({ db: t.db, seeds: createChainSeeds(wrongSecret) });
    expect(await other.reveal('taixiu')).toEqual([voided.sessionId]);
    t.app.games.board.roundsChanged('taixiu');
    const revealed = await voidOf('taixiu', voided.sessionId);
    expect(revealed.reveal).toBe('revealed');
    expect(hashDown(revealed.seed!, revealed.chainIndex)).toBe(await commitmentOf(revealed.chainId));
    expect({ dice: revealed.dice }).toEqual(recipeDraw('taixiu', revealed.seed!, revealed.sessionId));
  });

  it('xóc đĩa: the would-be coins', async () => {
    const open = await voidedByWrongSecret('xocdia');
    await t.app.games.revealVoids();
    const revealed = await voidOf('xocdia', open.currentSessionId);
    expect(revealed.reveal).toBe('revealed');
    expect(sha256Hex(revealed.seed!)).toBe(revealed.previousSeed);
    expect({ coins: revealed.coins }).toEqual(recipeDraw('xocdia', revealed.seed!, revealed.sessionId));
    expect(revealed).not.toHaveProperty('dice');
  });

  it('a void round whose chain predates derived seeds says it can never be published', async () => {
    const open = await voidedByWrongSecret('xocdia');
    // As migration 007 left the chains it closed: no salt, no way to derive their seeds.
    await t.db.query('UPDATE game_chains SET salt = NULL WHERE id = $1', [open.chainId]);
    await t.app.games.revealVoids();
    t.app.games.board.forget();
    expect(await voidOf('xocdia', open.currentSessionId)).toMatchObject({
      reveal: 'never',
      seed: null,
      revealText: expect.stringContaining('không thể công bố'),
    });
  });
});
