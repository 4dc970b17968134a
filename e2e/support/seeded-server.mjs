// The server over a month of seeded history, for the console's report and export journeys: a fresh
// database on this machine's PostgreSQL (the tests read it to check what the console shows), filled
// by the seed script (server/src/seed/), then the built server on it. The database is dropped when
// Playwright stops the server.
//
//   SEEDED_DATABASE=e2e_seeded_x PORT=3104 node e2e/support/seeded-server.mjs
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const baseUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const name = process.env.SEEDED_DATABASE;
if (!/^e2e_seeded_\w+$/.test(name ?? '')) throw new Error(`SEEDED_DATABASE must be e2e_seeded_<id>, not ${name}`);

const admin = new pg.Client({ connectionString: baseUrl });
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS ${name}`);
await admin.query(`CREATE DATABASE ${name}`);
await admin.end();
const url = new URL(baseUrl);
url.pathname = `/${name}`;
const env = { ...process.env, DATABASE_URL: url.toString(), REDIS_URL: '' };

const seeded = spawnSync(process.execPath, ['server/dist/seed-cli.js', ...(process.env.SEED_ARGS ?? '').split(' ').filter(Boolean)], {
  cwd: root,
  env,
  stdio: 'inherit',
});
if (seeded.status !== 0) throw new Error(`the seed failed (${seeded.status ?? seeded.signal})`);

const server = spawn(process.execPath, ['server/dist/server.js'], { cwd: root, env, stdio: 'inherit' });
let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  server.kill('SIGTERM');
  await new Promise((resolve) => (server.exitCode === null ? server.once('exit', resolve) : resolve()));
  const dropper = new pg.Client({ connectionString: baseUrl });
  await dropper.connect();
  await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await dropper.end();
  process.exit(0);
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.once('exit', (code) => {
  if (!stopping) {
    console.error(`seeded server exited (${code})`);
    void stop();
  }
});
