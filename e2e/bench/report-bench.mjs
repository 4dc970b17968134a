// The owner's report at scale: BENCH_REPORT_BETS bets (10 million) of BENCH_REPORT_PLAYERS players
// over 90 days, seeded into a fresh PostgreSQL database by the seed script (server/dist/seed-cli.js),
// then the server on it: the first report (which keeps the 89 closed days from the ledger, what the
// server's nightly roll-up does one day at a time, timed on its own), then GET /api/admin/reports for the 90 days by day, week and month, 20 times each, beside
// the anchor measured in the same minutes: GET /api/admin/queues, the console's lightest signed-in
// read (the same HTTP path, session and JSON answer, without the report's work). Last, an export of
// a week of bets streamed to the end: rows per second, and the server's resident memory before and
// at its peak (the export reads 500 rows per statement; its memory must not grow with the file).
import { spawn, spawnSync } from 'node:child_process';
import http from 'node:http';
import { readFileSync } from 'node:fs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freshTotpCode } from './totp.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PORT = Number(process.env.BENCH_REPORT_PORT ?? 3203);
const BETS = Number(process.env.BENCH_REPORT_BETS ?? 10_000_000);
const PLAYERS = Number(process.env.BENCH_REPORT_PLAYERS ?? 20_000);
const DAYS = 90;
const RUNS = 20;
const ADMIN = { username: 'admin', password: 'Bench-admin-123', totpSecret: 'MFRGGZDFMZTWQ2LKNNWG23TPOBYXE43U' };

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)];
const vietnamDate = (at) => new Date(at.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
const addDays = (date, days) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const residentKb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

async function sql(url, text) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

export async function runReportBench() {
  const name = `bench_report_${Date.now().toString(36)}`;
  await sql(PG_URL, `CREATE DATABASE ${name}`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-report-'));
  const env = {
    ...process.env,
    DATABASE_URL: url.toString(),
    REDIS_URL: '',
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SECRETS_DIR: path.join(dataDir, 'secrets'),
    NODE_ENV: 'production',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
    FAIRNESS_SECRET: 'bench-fairness-bench-fairness-bench-fairness',
    BANK_WEBHOOK_KEY: 'bench-report-webhook-key-0123456789',
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    ADMIN_TOTP_SECRET: ADMIN.totpSecret,
    RATE_LIMIT_SCALE: '100000',
  };
  let server;
  try {
    console.log(`\nThe owner's report at ${BETS.toLocaleString('en')} bets over ${DAYS} days (PostgreSQL)`);
    const seedStarted = performance.now();
    const seeded = spawnSync(
      process.execPath,
      ['server/dist/seed-cli.js', '--days', String(DAYS), '--players', String(PLAYERS), '--bets', String(BETS), '--seed', '7'],
      { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    if (seeded.status !== 0) throw new Error(`seed failed (${seeded.status ?? seeded.signal})`);
    const counts = (
      await sql(url.toString(), `SELECT (SELECT count(*) FROM game_bets) AS bets, (SELECT count(*) FROM transfers) AS transfers`)
    ).rows[0];
    console.log(
      `seeded ${Number(counts.bets).toLocaleString('en')} bets, ${Number(counts.transfers).toLocaleString('en')} ledger transfers in ${((performance.now() - seedStarted) / 1000).toFixed(0)} s`,
    );

    server = spawn(process.execPath, ['server/dist/server.js'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
    const base = `http://127.0.0.1:${PORT}/api`;
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`${base}/health`)).ok) break;
      } catch {
        // Not listening yet.
      }
      if (i > 600) throw new Error('the report bench server did not start');
      await new Promise((r) => setTimeout(r, 200));
    }
    const login = await fetch(`${base}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: ADMIN.username, password: ADMIN.password, totpCode: await freshTotpCode(ADMIN.totpSecret) }),
    });
    if (!login.ok) throw new Error(`operator login: ${login.status}`);
    const cookie = login.headers
      .getSetCookie()
      .find((line) => line.startsWith('operator_session='))
      ?.split(';')[0];
    const timed = async (pathAndQuery) => {
      const started = performance.now();
      const answer = await fetch(`${base}${pathAndQuery}`, { headers: { cookie } });
      const body = await answer.arrayBuffer();
      if (!answer.ok) throw new Error(`${pathAndQuery}: ${answer.status} ${Buffer.from(body).toString()}`);
      return { ms: performance.now() - started, bytes: body.byteLength };
    };

    const today = vietnamDate(new Date());
    const from = addDays(today, -(DAYS - 1));
    // Without fetch's 300 s wait for the answer's headers: keeping 89 days may take longer.
    const firstStarted = performance.now();
    await new Promise((resolve, reject) => {
      const request = http.get(`${base}/admin/reports?from=${from}&to=${today}&period=day`, { headers: { cookie } }, (answer) => {
        answer.resume();
        answer.on('end', () => (answer.statusCode === 200 ? resolve() : reject(new Error(`first report: ${answer.statusCode}`))));
      });
      request.on('error', reject);
    });
    const firstSeconds = (performance.now() - firstStarted) / 1000;
    console.log(
      `first report after seeding: keeps the ${DAYS - 1} closed days from the ledger (the nightly roll-up's work, one day a night), then answers: ${firstSeconds.toFixed(1)} s, ${(firstSeconds / (DAYS - 1)).toFixed(1)} s a day`,
    );

    const anchor = [];
    const byPeriod = { day: [], week: [], month: [] };
    for (let i = 0; i < RUNS; i++) {
      // Taking turns, so the anchor is measured in the same minutes as the report.
      anchor.push((await timed('/admin/queues')).ms);
      for (const period of Object.keys(byPeriod))
        byPeriod[period].push((await timed(`/admin/reports?from=${from}&to=${today}&period=${period}`)).ms);
    }
    console.log(`anchor GET /api/admin/queues        p50 ${median(anchor).toFixed(1)} ms  p95 ${pct(anchor, 95).toFixed(1)} ms`);
    for (const [period, xs] of Object.entries(byPeriod)) {
      console.log(
        `GET /api/admin/reports 90 days by ${period.padEnd(5)} p50 ${median(xs).toFixed(1)} ms  p95 ${pct(xs, 95).toFixed(1)} ms  (goal ≤ 300 ms; ${(median(xs) / median(anchor)).toFixed(1)}× the anchor)`,
      );
    }

    const weekFrom = addDays(today, -7);
    const weekTo = addDays(today, -1);
    const before = residentKb(server.pid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, residentKb(server.pid))), 50);
    const started = performance.now();
    const exported = await timed(`/admin/exports/bets?from=${weekFrom}&to=${weekTo}`);
    clearInterval(sampler);
    const rows = Number(
      (
        await sql(
          url.toString(),
          `SELECT count(*) AS n FROM game_bets WHERE created_at >= '${weekFrom}T00:00:00+07' AND created_at < '${today}T00:00:00+07'`,
        )
      ).rows[0].n,
    );
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `export of a week of bets: ${rows.toLocaleString('en')} rows, ${(exported.bytes / 1e6).toFixed(1)} MB in ${seconds.toFixed(1)} s (${Math.round(rows / seconds).toLocaleString('en')} rows/s); server RSS ${(before / 1024).toFixed(0)} MB before, ${(peak / 1024).toFixed(0)} MB at its peak`,
    );
  } finally {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill();
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
    await sql(PG_URL, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runReportBench();
