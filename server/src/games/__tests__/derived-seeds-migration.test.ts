import { GAME_PATHS, type FairnessDto, type GameType, type RoundHistoryEntryDto, type RoundResultDto } from '@app/shared/contracts';
import type { DatabaseConfig } from '../../config/app-config';
import { createDb } from '../../db/create-db';
import type { Db } from '../../db/db';
import { runMigrations } from '../../db/migrate';
import { migrations } from '../../db/migrations';
import { signupUser, suiteDatabase, type TestApp } from '../../test-utils';
import { generateHashChain } from '../fairness/hash-chain';
import { drawRound } from '../settlement-service';
import { csrfOf, fund, ledgerCheck, manualEngine, placeBet, startGameApp, stopAppEngines, url, walletBalance } from './game-helpers';
import { chainFromSecret, hashDown, pgDump, rowsAsText, seedFinder, sha256Hex } from './seed-search';

// A database from before migration 007: each game's chain stored with all its seeds, some of them
// revealed by settled rounds; tài xỉu has a round taking bets, xóc đĩa is between rounds. Migrating
// keeps every revealed seed and published commitment, deletes every seed to come, closes the old
// chains; the engine then calls off the round whose seed is gone (bets refunded) and commits new
// chains from FAIRNESS_SECRET, and play goes on, verifiable from the public API alone.
const LEGACY_LENGTH = 20;
const SETTLED: Record<GameType, number> = { taixiu: 5, xocdia: 3 };
const BET = 20_000;

interface LegacyChain {
  id: number;
  seeds: string[];
}

async function writeLegacyGame(db: Db, game: GameType, at: number, openRound: boolean): Promise<LegacyChain> {
  const { seeds, commitment } = generateHashChain(LEGACY_LENGTH);
  const { rows } = await db.query<{ id: number }>('INSERT INTO game_chains (game, length, commitment) VALUES ($1, $2, $3) RETURNING id', [
    game,
    LEGACY_LENGTH,
    commitment,
  ]);
  const id = rows[0].id;
  await db.query(
    `INSERT INTO game_chain_seeds (chain_id, idx, seed) SELECT $1::bigint, s.idx, s.seed FROM unnest($2::int[], $3::text[]) AS s(idx, seed)`,
    [id, seeds.map((_, i) => i), seeds],
  );
  const settled = SETTLED[game];
  for (let k = 1; k <= settled + (openRound ? 1 : 0); k++) {
    const startedAt = at - (settled + 2 - k) * 60_000;
    const done = k <= settled;
    const draw = drawRound(game, seeds[k], k);
    await db.query(
      `INSERT INTO game_rounds (game, session_id, chain_id, chain_index, previous_seed, started_at, betting_ends_at, ends_at,
         status, seed, dice, coins, outcome, winning_sides, settled_at)
       VALUES ($1, $2, $3, $15, $4, $5, $6, $7, $8, $9, $10::int[], $11::text[], $12, $13::text[], $14)`,
      [
        game,
        k,
        id,
        seeds[k - 1],
        startedAt,
        // The open round takes bets for two more minutes.
        done ? startedAt + 45_000 : at + 120_000,
        done ? startedAt + 60_000 : at + 135_000,
        done ? 'settled' : 'betting',
        done ? seeds[k] : null,
        done ? draw.dice : null,
        done ? draw.coins : null,
        done ? draw.outcome : null,
        done ? draw.winningSides : null,
        done ? startedAt + 45_000 : null,
        k,
      ],
    );
  }
  return { id, seeds: [...seeds] };
}

describe('migration 007 on a database whose chains stored their seeds', () => {
  let database: DatabaseConfig;
  let db: Db;
  let suite: Awaited<ReturnType<typeof suiteDatabase>> | undefined;
  let t: TestApp;
  const legacy = {} as Record<GameType, LegacyChain>;
  const upTo006 = migrations.slice(
    0,
    migrations.findIndex((m) => m.id === '007_derived_seeds'),
  );

  // The rounds are written here by the test's own engines (or straight into the database), which no
  // node's events tell of: the app's round board is told to read them again (games/live/round-board.ts).
  const get = async <T>(path: string): Promise<T> => {
    t.app.games.board.forget();
    return (await t.app.inject({ method: 'GET', url: url(path) })).json().data;
  };

  beforeAll(async () => {
    suite = await suiteDatabase();
    database = suite.database;
    db = await createDb(database);
    expect(upTo006.map((m) => m.id)).toContain('006_house_shards');
    await runMigrations(db, upTo006);
    const at = Date.now();
    legacy.taixiu = await writeLegacyGame(db, 'taixiu', at, true);
    legacy.xocdia = await writeLegacyGame(db, 'xocdia', at, false);
    // The app migrates the database as it boots; its engines run on the wall clock.
    t = await startGameApp({ database }, { db });
  });
  afterAll(async () => {
    await t?.close();
    await db?.close();
    await suite?.drop();
  });

  it('keeps the revealed seeds and commitments, deletes every seed to come, closes the old chains', async () => {
    const { rows: applied } = await db.query<{ id: string }>(`SELECT id FROM schema_migrations WHERE id = '007_derived_seeds'`);
    expect(applied).toHaveLength(1);
    const { rows: table } = await db.query<{ name: string | null }>(`SELECT to_regclass('game_chain_seeds')::text AS name`);
    expect(table[0].name).toBeNull();

    for (const game of ['taixiu', 'xocdia'] as const) {
      const { id, seeds } = legacy[game];
      const { rows } = await db.query<{ commitment: string; closed_at: unknown; salt: string | null }>(
        'SELECT commitment, closed_at, salt FROM game_chains WHERE id = $1',
        [id],
      );
      expect(rows[0]).toMatchObject({ commitment: seeds[0], salt: null });
      expect(rows[0].closed_at).not.toBeNull();

      const history = await get<RoundResultDto[]>(`${GAME_PATHS.history(game)}?limit=100`);
      const old = history.filter((r) => r.chainId === id).sort((a, b) => a.sessionId - b.sessionId);
      expect(old.map((r) => [r.sessionId, r.chainIndex, r.seed, r.previousSeed])).toEqual(
        Array.from({ length: SETTLED[game] }, (_, i) => [i + 1, i + 1, seeds[i + 1], seeds[i]]),
      );
    }

    // Nothing of either old chain beyond what was revealed, in any row of any table (and, on
    // PostgreSQL, in pg_dump of the database). Xóc đĩa may already have opened its next round on
    // a new chain; tài xỉu's open round kept only its previous seed, revealed by round 5.
    const gone = seedFinder([...legacy.taixiu.seeds.slice(SETTLED.taixiu + 1), ...legacy.xocdia.seeds.slice(SETTLED.xocdia + 1)]);
    const kept = seedFinder([...legacy.taixiu.seeds.slice(0, SETTLED.taixiu + 1), ...legacy.xocdia.seeds.slice(0, SETTLED.xocdia + 1)]);
    const rows = Buffer.from(await rowsAsText(db), 'utf8');
    expect(gone(rows, 'rows')).toEqual([]);
    expect(new Set(kept(rows, 'rows').map((h) => h.seed)).size).toBe(SETTLED.taixiu + SETTLED.xocdia + 2);
    if (database.kind === 'postgres') {
      const dump = pgDump(database.url);
      expect(gone(dump, 'pg_dump')).toEqual([]);
      expect(new Set(kept(dump, 'pg_dump').map((h) => h.seed)).size).toBe(SETTLED.taixiu + SETTLED.xocdia + 2);
    }
  });

  it('calls off the round whose seed is gone, refunds its bets, and goes on with a new chain', async () => {
    // The round open at the upgrade still takes bets (for two minutes).
    const player = await signupUser(t.app);
    await fund(t.app, player.user.id, 100_000);
    const csrf = await csrfOf(t.app, player.token);
    const placed = await placeBet(t.app, { token: player.token, csrf }, 'taixiu', {
      sessionId: SETTLED.taixiu + 1,
      side: 'tai',
      amount: BET,
    });
    expect(placed.statusCode).toBe(200);
    expect(await walletBalance(t.app, player.user.id)).toBe(100_000 - BET);

    await stopAppEngines(t);
    const engine = manualEngine(t, 'taixiu');
    // Past the end of its betting: no seed to reveal, so no draw.
    while (engine.now() < Date.now() + 200_000) await engine.step();
    const voided = await db.query<{ status: string; seed: string | null }>(
      `SELECT status, seed FROM game_rounds WHERE game = 'taixiu' AND session_id = $1`,
      [SETTLED.taixiu + 1],
    );
    expect(voided.rows[0]).toEqual({ status: 'void', seed: null });
    const bet = await db.query<{ status: string; payout: number }>('SELECT status, payout FROM game_bets WHERE id = $1', [
      placed.json().data.betId,
    ]);
    expect(bet.rows[0]).toEqual({ status: 'refunded', payout: 0 });
    expect(await walletBalance(t.app, player.user.id)).toBe(100_000);
    expect(engine.warnings.map((w) => w.msg).join('\n')).toMatch(/called off and its bets refunded/);
    expect((await ledgerCheck(t.app)).ok).toBe(true);
    // Listed as void, its chain's seeds gone for good: nothing to publish, ever.
    const history = await get<RoundHistoryEntryDto[]>(`${GAME_PATHS.history('taixiu')}?limit=100`);
    expect(history.find((r) => r.sessionId === SETTLED.taixiu + 1)).toMatchObject({
      status: 'void',
      voidReason: 'chain_closed',
      seed: null,
      reveal: 'never',
    });
  });

  it.each(['taixiu', 'xocdia'] as const)(
    '%s: new chain committed from the secret; every round verifies from /history and /fairness',
    async (game) => {
      await stopAppEngines(t);
      const engine = manualEngine(t, game);
      await engine.settle(6);

      const fairness = await get<FairnessDto>(GAME_PATHS.fairness(game));
      expect(fairness.chainId).toBeGreaterThan(legacy[game].id);
      // The old chain is the one before, with the commitment it always had.
      expect(fairness.previousChain).toEqual({
        chainId: legacy[game].id,
        commitment: legacy[game].seeds[0],
        voidedRounds: game === 'taixiu' ? 1 : 0,
      });
      const { rows } = await db.query<{ salt: string; length: number; closed_at: unknown }>(
        'SELECT salt, length, closed_at FROM game_chains WHERE id = $1',
        [fairness.chainId],
      );
      expect(rows[0].closed_at).toBeNull();
      const derived = chainFromSecret(t.config.fairnessSecret, {
        game,
        id: fairness.chainId,
        salt: rows[0].salt,
        length: Number(rows[0].length),
      });
      expect(fairness.commitment).toBe(derived[0]);

      const commitments = new Map([
        [legacy[game].id, legacy[game].seeds[0]],
        [fairness.chainId, fairness.commitment],
      ]);
      const history = (await get<RoundHistoryEntryDto[]>(`${GAME_PATHS.history(game)}?limit=100`))
        .filter((r): r is RoundResultDto => r.status === 'settled')
        .reverse();
      expect(history.filter((r) => r.chainId === fairness.chainId).length).toBeGreaterThanOrEqual(6);
      for (const r of history) {
        expect(sha256Hex(r.seed)).toBe(r.previousSeed);
        expect(hashDown(r.seed, r.chainIndex)).toBe(commitments.get(r.chainId));
        const draw = drawRound(game, r.seed, r.sessionId);
        expect(r.outcome).toBe(draw.outcome);
      }
      // The first round of the new chain starts from its commitment.
      const first = history.find((r) => r.chainId === fairness.chainId)!;
      expect(first.chainIndex).toBe(1);
      expect(first.previousSeed).toBe(fairness.commitment);
    },
  );
});
