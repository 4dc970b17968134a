import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { GAME_PATHS, GAME_TYPES, type FairnessDto, type GameType, type RoundResultDto } from '@app/shared/contracts';
import type { TestApp } from '../../test-utils';
import { manualEngine, startGameApp, stopAppEngines, url } from './game-helpers';
import { chainFromSecret, filesUnder, pgDump, rowsAsText, seedFinder, sha256Hex, type SeedFinder, type SeedHit } from './seed-search';

// The database, its files and its dumps hold each chain's commitment and the seeds already
// revealed, and not one seed to come. After 50 rounds of each game the seeds still to come (9,950
// per chain, and the one of the round taking bets) are computed here from FAIRNESS_SECRET and
// searched for, as hex text and as raw bytes, in the whole database: pg_dump on PostgreSQL; on
// PGlite every file of its data directory (write-ahead log included) and its own dumpDataDir tarball.
const ROUNDS = 50;
const onPostgres = Boolean(process.env.DATABASE_URL);

describe(`after ${ROUNDS} rounds, the database holds no seed to come`, () => {
  let t: TestApp;
  let dataDir: string | null = null;
  const revealed: Record<GameType, string[]> = { taixiu: [], xocdia: [] };
  const unrevealed: Record<GameType, string[]> = { taixiu: [], xocdia: [] };

  beforeAll(async () => {
    if (!onPostgres) dataDir = mkdtempSync(join(tmpdir(), 'seeds-not-stored-'));
    // The production chain length: 10,000 seeds per chain.
    t = await startGameApp({
      gameChainLength: 10_000,
      ...(dataDir ? { database: { kind: 'pglite', dataDir: join(dataDir, 'pgdata') } } : {}),
    });
    await stopAppEngines(t);
    for (const game of GAME_TYPES) {
      const engine = manualEngine(t, game);
      await engine.settle(ROUNDS);
      // Round 51 opens and takes bets.
      await engine.step();
      const { rows } = await t.db.query<{ id: number; length: number; salt: string }>(
        'SELECT id, length, salt FROM game_chains WHERE game = $1',
        [game],
      );
      const seeds = chainFromSecret(t.config.fairnessSecret, { game, id: rows[0].id, salt: rows[0].salt, length: rows[0].length });
      revealed[game] = seeds.slice(0, ROUNDS + 1);
      unrevealed[game] = seeds.slice(ROUNDS + 1);
    }
    findSecret = seedFinder(GAME_TYPES.flatMap((game) => unrevealed[game]));
    findPublic = seedFinder(GAME_TYPES.flatMap((game) => revealed[game]));
  });
  afterAll(async () => {
    await t?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('derives every chain from the secret: /fairness and /history agree with the recipe', async () => {
    for (const game of GAME_TYPES) {
      const fairness: FairnessDto = (await t.app.inject({ method: 'GET', url: url(GAME_PATHS.fairness(game)) })).json().data;
      const history: RoundResultDto[] = (await t.app.inject({ method: 'GET', url: url(`${GAME_PATHS.history(game)}?limit=100`) })).json()
        .data;
      expect(history).toHaveLength(ROUNDS);
      const { rows } = await t.db.query<{ id: number; length: number; salt: string; commitment: string }>(
        'SELECT id, length, salt, commitment FROM game_chains WHERE game = $1',
        [game],
      );
      // 50 rounds of a 10,000-seed chain: one chain, its commitment published.
      expect(rows).toHaveLength(1);
      const chain = rows[0];
      expect(Number(chain.length)).toBe(10_000);
      expect(fairness.chainId).toBe(Number(chain.id));
      expect(fairness.commitment).toBe(chain.commitment);

      const seeds = chainFromSecret(t.config.fairnessSecret, {
        game,
        id: Number(chain.id),
        salt: chain.salt,
        length: Number(chain.length),
      });
      expect(seeds[0]).toBe(chain.commitment);
      for (const round of history) {
        expect(round.seed).toBe(seeds[round.chainIndex]);
        expect(sha256Hex(round.seed)).toBe(round.previousSeed);
      }
      // Round 51 is taking bets: seed_51 and later are secret.
      expect(fairness.currentSessionId).toBe(ROUNDS + 1);
      expect(fairness.previousSeed).toBe(seeds[ROUNDS]);
      expect(unrevealed[game]).toEqual(seeds.slice(ROUNDS + 1));
      expect(unrevealed[game]).toHaveLength(10_000 - ROUNDS);
    }
  });

  let findSecret: SeedFinder;
  let findPublic: SeedFinder;
  const describeHits = (hits: SeedHit[]) => hits.slice(0, 5).map((h) => `${h.form} ${h.seed} in ${h.where}`);

  it('no row of any table holds a seed to come', async () => {
    const rows = Buffer.from(await rowsAsText(t.db), 'utf8');
    expect(describeHits(findSecret(rows, 'rows'))).toEqual([]);
    expect(new Set(findPublic(rows, 'rows').map((h) => h.seed)).size).toBe(2 * (ROUNDS + 1));
  });

  // One check per backend, named after the one this pass runs on (no test is skipped in either pass).
  const pgDumpHoldsNone = () => {
    if (t.config.database.kind !== 'postgres') throw new Error('expected a PostgreSQL test database');
    const dump = pgDump(t.config.database.url);
    expect(dump.length).toBeGreaterThan(10_000);
    expect(describeHits(findSecret(dump, 'pg_dump'))).toEqual([]);
    // The search does find what is there: every revealed seed and commitment, as hex.
    const found = new Set(findPublic(dump, 'pg_dump').map((h) => h.seed));
    expect(found.size).toBe(2 * (ROUNDS + 1));
  };

  const pgliteFilesHoldNone = async () => {
    // Closed first: PGlite writes everything out (a checkpoint) when it closes.
    await t.close();
    const pgdata = join(dataDir!, 'pgdata');
    const files = filesUnder(pgdata);
    expect(files.some((f) => f.path.includes('pg_wal'))).toBe(true);
    const hits: SeedHit[] = [];
    const found = new Set<string>();
    for (const file of files) {
      hits.push(...findSecret(file.bytes, file.path));
      for (const hit of findPublic(file.bytes, file.path)) found.add(hit.seed);
    }
    expect(describeHits(hits)).toEqual([]);
    expect(found.size).toBe(2 * (ROUNDS + 1));

    const pg = new PGlite(pgdata);
    try {
      // dumpDataDir called before PGlite is ready never answers.
      await pg.waitReady;
      const tarball = Buffer.from(await (await pg.dumpDataDir('none')).arrayBuffer());
      expect(tarball.length).toBeGreaterThan(1_000_000);
      expect(describeHits(findSecret(tarball, 'dumpDataDir'))).toEqual([]);
      expect(new Set(findPublic(tarball, 'dumpDataDir').map((h) => h.seed)).size).toBe(2 * (ROUNDS + 1));
    } finally {
      await pg.close();
    }
  };

  it(
    onPostgres
      ? 'PostgreSQL: pg_dump of the whole database holds no seed to come'
      : 'PGlite: no file of the data directory, WAL included, and no dumpDataDir holds a seed to come',
    async () => (onPostgres ? pgDumpHoldsNone() : pgliteFilesHoldNone()),
  );
});
