import { createHash, createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GAME_PATHS, GAME_TYPES, type FairnessDto, type GameType, type RoundResultDto } from '@app/shared/contracts';
import type { TestApp } from '../../test-utils';
import { createChainSeeds } from '../fairness/chain-seeds';
import { inProcessLock } from '../clock/leader-lock';
import { createRoundEngine } from '../clock/round-engine';
import { startGameApp } from './game-helpers';

// A player's audit of 1,000 rounds of each game. The rounds are made by the real round engine and
// settlement (driven by step() on a fake clock with the real 45 s + 15 s phases, so it takes
// seconds) and stored in the database; the audit then knows only what the public API says over
// HTTP — GET /history paged with `before`, GET /fairness — and recomputes everything with its own
// implementation of the published recipe below (node:crypto only, none of the project's fairness code).

const ROUNDS = 1_000;
const CHAIN_LENGTH = 300; // 1,000 rounds cross three chain changes

// ---- The recipe, written from its description alone (docs/architecture.md, "The fairness recipe") ----
const HEX64 = /^[0-9a-f]{64}$/;
const sha256Hex = (hex: string) => createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex');
const hmac = (seedHex: string, message: string) => createHmac('sha256', Buffer.from(seedHex, 'hex')).update(message).digest();

function recomputeDice(seedHex: string, roundId: number): number[] {
  const message = `taixiu:${roundId}`;
  const dice: number[] = [];
  for (let block = 0; dice.length < 3; block++) {
    const h = hmac(seedHex, block === 0 ? message : `${message}:${block}`);
    for (const b of h) {
      if (dice.length === 3) break;
      if (b >= 252) continue;
      dice.push((b % 6) + 1);
    }
  }
  return dice;
}

function recomputeCoins(seedHex: string, roundId: number): string[] {
  const h = hmac(seedHex, `xocdia:${roundId}`);
  return [0, 1, 2, 3].map((i) => ((h[i] & 1) === 1 ? 'red' : 'white'));
}

// Pay-table rules: tài 11-17 / xỉu 4-10 (no triple rule); chẵn 0, 2, 4 red / lẻ 1, 3 red; 4 đỏ,
// 4 trắng; 3 đỏ = exactly three red, 3 trắng = exactly three white.
function expectedDraw(game: GameType, seedHex: string, roundId: number) {
  if (game === 'taixiu') {
    const dice = recomputeDice(seedHex, roundId);
    const sum = dice[0] + dice[1] + dice[2];
    const outcome = sum >= 11 ? 'tai' : 'xiu';
    return { dice, coins: undefined, outcome, winningSides: [outcome] };
  }
  const coins = recomputeCoins(seedHex, roundId);
  const red = coins.filter((c) => c === 'red').length;
  const outcome = red % 2 === 0 ? 'chan' : 'le';
  const winningSides = [outcome];
  if (red === 4) winningSides.push('four_red');
  if (red === 0) winningSides.push('four_white');
  if (red === 3) winningSides.push('three_red');
  if (red === 1) winningSides.push('three_white');
  return { dice: undefined, coins, outcome, winningSides };
}

// seed_k hashed k times is seed_0, the chain's commitment.
function hashDown(seedHex: string, times: number): string {
  let seed = seedHex;
  for (let i = 0; i < times; i++) seed = sha256Hex(seed);
  return seed;
}

describe(`fairness replay: ${ROUNDS} rounds of each game, audited from the public API`, () => {
  let t: TestApp;
  let baseUrl: string;
  // Commitments as /fairness published them when each chain's first round opened (before its
  // first seed was revealed), per game and chain id.
  const published: Record<GameType, Map<number, string>> = { taixiu: new Map(), xocdia: new Map() };
  const settledCount: Record<GameType, number> = { taixiu: 0, xocdia: 0 };

  // The rounds are written here by the test's own engines (or straight into the database), which no
  // node's events tell of: the app's round board is told to read them again (games/live/round-board.ts).
  const getJson = async <T>(path: string): Promise<T> => {
    t.app.games.board.forget();
    const response = await fetch(`${baseUrl}/api${path}`);
    if (response.status !== 200) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { data: T }).data;
  };

  beforeAll(async () => {
    t = await startGameApp({ gameBettingSeconds: 45, gameResultSeconds: 15, gameChainLength: CHAIN_LENGTH });
    // The app's own engines run on the wall clock; this test drives the same database on its own.
    await Promise.all(GAME_TYPES.map((game) => t.app.games.engines[game].stop()));
    baseUrl = await t.listen();
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each(GAME_TYPES)('%s: the engine settles the rounds (fake clock, real code, real database)', async (game) => {
    const started = Date.now();
    let clock = Date.now();
    const newChains: number[] = [];
    const engine = createRoundEngine({
      db: t.app.db,
      game,
      bettingMs: 45_000,
      resultMs: 15_000,
      chainLength: CHAIN_LENGTH,
      seeds: createChainSeeds(t.config.fairnessSecret),
      lock: inProcessLock(t.app.db, game),
      leaderRetryMs: 1_000,
      now: () => clock,
      log: { warn: () => undefined },
      onRoundOpened: (round) => {
        if (round.chain_index === 1) newChains.push(round.session_id);
      },
      onRoundSettled: () => {
        settledCount[game] += 1;
      },
    });
    // A round the app opened before its engine was stopped was on the same chain rules; record
    // what /fairness says now, as a player arriving now would.
    t.app.games.board.forget();
    const before = await fetch(`${baseUrl}/api${GAME_PATHS.fairness(game)}`);
    if (before.status === 200) {
      const f = ((await before.json()) as { data: FairnessDto }).data;
      published[game].set(f.chainId, f.commitment);
    }
    for (let steps = 0; settledCount[game] < ROUNDS; steps++) {
      if (steps > 3 * ROUNDS + 10) throw new Error('the engine does not progress');
      const wakeAt = await engine.step();
      clock = Math.max(clock, wakeAt);
      // A chain's first round just opened (betting, nothing of the chain revealed): its
      // commitment must already be public.
      while (newChains.length) {
        const roundId = newChains.shift()!;
        const f = await getJson<FairnessDto>(GAME_PATHS.fairness(game));
        expect(f.currentSessionId).toBe(roundId);
        expect(f.previousSeed).toBe(f.commitment);
        published[game].set(f.chainId, f.commitment);
      }
    }
    expect(settledCount[game]).toBe(ROUNDS);
    // The next round opens (in betting: its seed stays secret, so it is not in /history).
    clock = Math.max(clock, await engine.step());
    expect(newChains).toEqual([]);
    console.log(`${game}: ${ROUNDS} rounds settled in ${Date.now() - started} ms`);
  });

  it.each(GAME_TYPES)('%s: every round recomputes from /history and /fairness alone', async (game) => {
    // Every settled round, newest first, a hundred at a time.
    const rounds: RoundResultDto[] = [];
    let before = '';
    for (let page = 0; page < ROUNDS / 100 + 5; page++) {
      const got = await getJson<RoundResultDto[]>(`${GAME_PATHS.history(game)}?limit=100${before}`);
      expect(got.length).toBeLessThanOrEqual(100);
      if (!got.length) break;
      rounds.push(...got);
      before = `&before=${got[got.length - 1].sessionId}`;
    }
    expect(rounds).toHaveLength(ROUNDS);
    rounds.reverse();
    const fairness = await getJson<FairnessDto>(GAME_PATHS.fairness(game));
    expect(fairness.chainLength).toBe(CHAIN_LENGTH);
    const commitments = published[game];

    const faces = [0, 0, 0, 0, 0, 0, 0];
    let reds = 0;
    for (const [i, r] of rounds.entries()) {
      expect(r.gameType).toBe(game);
      expect(r.sessionId).toBe(i + 1);
      expect(r.seed).toMatch(HEX64);
      expect(r.previousSeed).toMatch(HEX64);
      // The revealed seed is the preimage of the one published before the round.
      expect(sha256Hex(r.seed)).toBe(r.previousSeed);
      // And it hashes down to its chain's commitment, published before the chain's first round.
      expect(commitments.has(r.chainId)).toBe(true);
      expect(hashDown(r.seed, r.chainIndex)).toBe(commitments.get(r.chainId));

      const prev = rounds[i - 1];
      if (!prev || prev.chainId !== r.chainId) {
        // A chain starts at index 1, right after the previous chain was used to its end.
        expect(r.chainIndex).toBe(1);
        expect(r.previousSeed).toBe(commitments.get(r.chainId));
        if (prev) {
          expect(r.chainId).toBeGreaterThan(prev.chainId);
          expect(prev.chainIndex).toBe(CHAIN_LENGTH);
        }
      } else {
        expect(r.chainIndex).toBe(prev.chainIndex + 1);
        expect(r.previousSeed).toBe(prev.seed);
      }
      if (prev) expect(r.settledAt).toBeGreaterThan(prev.settledAt);

      const draw = expectedDraw(game, r.seed, r.sessionId);
      expect(r.dice).toEqual(draw.dice);
      expect(r.coins).toEqual(draw.coins);
      expect(r.outcome).toBe(draw.outcome);
      expect([...r.winningSides].sort()).toEqual([...draw.winningSides].sort());
      for (const d of r.dice ?? []) faces[d] += 1;
      reds += (r.coins ?? []).filter((c) => c === 'red').length;
    }

    // Three chain changes were crossed; /fairness names the chain in use and the one before it,
    // with the same commitments that were published when each began.
    const chains = [...new Set(rounds.map((r) => r.chainId))];
    expect(chains).toHaveLength(Math.ceil(ROUNDS / CHAIN_LENGTH));
    const last = rounds[rounds.length - 1];
    expect(fairness.currentSessionId).toBe(last.sessionId + 1);
    expect(fairness.chainId).toBe(last.chainId);
    expect(fairness.commitment).toBe(commitments.get(fairness.chainId));
    expect(fairness.previousSeed).toBe(last.seed);
    expect(fairness.previousChain).toEqual({
      chainId: chains[chains.length - 2],
      commitment: commitments.get(chains[chains.length - 2]),
      voidedRounds: 0,
    });
    expect(fairness.voids).toEqual({ total: 0, unrevealed: 0 });

    // Not a proof of randomness, only that the draws are not stuck: every face and both colours
    // turn up about as often as they should (expected 500 per face and 2,000 red coins of 4,000).
    const counts = game === 'taixiu' ? faces.slice(1) : [reds / 4];
    for (const n of counts) {
      expect(n).toBeGreaterThan(game === 'taixiu' ? 350 : 450);
      expect(n).toBeLessThan(game === 'taixiu' ? 650 : 550);
    }
  });

  it('the independent recipe reproduces the fixture vectors', () => {
    const vectors = JSON.parse(
      readFileSync(join(__dirname, '../fairness/__tests__/fairness-vectors.json'), 'utf8'),
    ) as typeof import('../fairness/__tests__/fairness-vectors.json');
    for (let i = 1; i < vectors.chain.length; i++) expect(sha256Hex(vectors.chain[i].seed)).toBe(vectors.chain[i - 1].seed);
    for (const v of vectors.taixiu) expect(recomputeDice(v.seed, v.sessionId)).toEqual(v.dice);
    for (const v of vectors.xocdia) expect(recomputeCoins(v.seed, v.sessionId)).toEqual(v.coins);
  });
});
