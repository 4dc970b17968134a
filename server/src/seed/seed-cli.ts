// `node server/dist/seed-cli.js --days 30 --players 300 --bets 50000 [--seed 1] [--end <ISO time>]
// [--round-seconds 180]` (or `pnpm --filter @app/server run seed -- ...`): writes a seeded history
// (seed-history.ts) into the database the server itself would open, from the same environment
// (DATABASE_URL, else the embedded database under DATA_DIR), migrated first. Not while the server
// runs on it: PGlite's data directory refuses a second process, and on PostgreSQL the seed wants a
// database no one else is writing.
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { AppConfig } from '../config/app-config';
import { ConfigError, loadConfig } from '../config/load-config';
import { OWNER_ONLY_UMASK } from '../data-dir/owner-only';
import { createDb } from '../db/create-db';
import { runMigrations } from '../db/migrate';
import { SEED_DEFAULTS, SeedRefusedError, seedHistory, type SeedHistoryOptions } from './seed-history';

// tsx runs this file from server/src/seed, the bundle from server/dist: the repo root (the default
// home of DATA_DIR and SECRETS_DIR) is three or two folders up.
const repoRoot = resolve(__dirname, __dirname.endsWith(join('src', 'seed')) ? '../../..' : '../..');

const USAGE = [
  'Usage: node server/dist/seed-cli.js --days <n> --players <n> --bets <n> [options]',
  '  --days <n>            days of history, up to --end',
  '  --players <n>         players signing up over them',
  '  --bets <n>            bets placed over them (both games)',
  `  --seed <n>            the generator's seed (default ${SEED_DEFAULTS.seed}): same seed, same history`,
  '  --end <time>          the end of the history, ISO 8601 (default: now)',
  `  --round-seconds <n>   length of a round (default ${SEED_DEFAULTS.roundSeconds})`,
  `  --password <text>     every seeded player's login password (default ${SEED_DEFAULTS.password})`,
  'The database is the one the server opens: DATABASE_URL, else DATA_DIR/pgdata. It must hold no history yet.',
].join('\n');

class UsageError extends Error {}

function parseSeedArgs(argv: string[]): SeedHistoryOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      days: { type: 'string' },
      players: { type: 'string' },
      bets: { type: 'string' },
      seed: { type: 'string' },
      end: { type: 'string' },
      'round-seconds': { type: 'string' },
      password: { type: 'string' },
      help: { type: 'boolean' },
    },
    strict: true,
  });
  if (values.help) throw new UsageError('');
  const whole = (name: string, raw: string | undefined, required: boolean): number | undefined => {
    if (raw === undefined) {
      if (required) throw new UsageError(`--${name} is required`);
      return undefined;
    }
    if (!/^\d+$/.test(raw)) throw new UsageError(`--${name} must be a whole number: ${raw}`);
    return Number(raw);
  };
  let endAt: Date | undefined;
  if (values.end !== undefined) {
    endAt = new Date(values.end);
    if (Number.isNaN(endAt.getTime())) throw new UsageError(`--end is not a date: ${values.end}`);
  }
  return {
    days: whole('days', values.days, true)!,
    players: whole('players', values.players, true)!,
    bets: whole('bets', values.bets, true)!,
    seed: whole('seed', values.seed, false),
    roundSeconds: whole('round-seconds', values['round-seconds'], false),
    password: values.password,
    endAt,
  };
}

const thousands = (n: number) => n.toLocaleString('en-US');

async function main(): Promise<number> {
  let options: SeedHistoryOptions;
  try {
    options = parseSeedArgs(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError) && !(error instanceof TypeError)) throw error;
    if (error.message) console.error(error.message);
    console.error(USAGE);
    return error.message ? 1 : 0;
  }
  // As the server: the embedded database's files, made here, start out unreadable by other users.
  process.umask(OWNER_ONLY_UMASK);
  let config: AppConfig;
  try {
    config = loadConfig(process.env, { repoRoot });
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    return 1;
  }
  const where = config.database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : (config.database.dataDir ?? 'memory');
  // The seed writes each day on three connections at once (seed-history.ts), whatever the server's pool.
  const db = await createDb(config.database, { maxConnections: 4 });
  try {
    await runMigrations(db);
    console.log(`Seeding ${where}: ${options.days} days, ${thousands(options.players)} players, ${thousands(options.bets)} bets`);
    const summary = await seedHistory(db, {
      ...options,
      passwordHashing: config.passwordHashing,
      onProgress: (p) =>
        console.log(
          `  day ${String(p.day).padStart(String(p.days).length)}/${p.days}: ${thousands(p.bets)} bets, ${thousands(p.transfers)} transfers, ${(p.elapsedMs / 1000).toFixed(1)} s`,
        ),
    });
    console.log(
      `Seeded ${summary.from.toISOString()} to ${summary.to.toISOString()}: ${thousands(summary.players)} players, ` +
        `${thousands(summary.bets)} bets (${thousands(summary.cancelledBets)} cancelled) in ${thousands(summary.rounds)} rounds ` +
        `(${summary.voidRounds} called off), ${thousands(summary.deposits)} deposits (${thousands(summary.expiredOrders)} orders left to expire), ` +
        `${thousands(summary.withdrawals)} withdrawals, ${thousands(summary.transfers)} transfers, in ${(summary.elapsedMs / 1000).toFixed(1)} s`,
    );
    return 0;
  } catch (error) {
    if (!(error instanceof SeedRefusedError) && !(error instanceof RangeError)) throw error;
    console.error(error.message);
    return 1;
  } finally {
    await db.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    console.error(error);
    process.exitCode = 1;
  },
);
