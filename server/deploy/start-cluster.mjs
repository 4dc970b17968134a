// The docker-compose topology without Docker: N server nodes (default 2) on the PostgreSQL and
// Redis of this machine, behind the compose stack's nginx (server/deploy/nginx.conf in its local
// form: local-nginx.mjs). Used by the e2e cluster test and the games bench, and by anyone who wants
// to see two nodes share sessions, rooms and rate limits. Needs nginx (Debian: apt-get install nginx).
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres REDIS_URL=redis://127.0.0.1:6379 \
//     node server/deploy/start-cluster.mjs
//
// CLUSTER_PORT (default 3300) is nginx; the nodes listen on the next ports, one process each
// (CLUSTER_NODES, default 2). A node that exits is started again, after 0.5 s, then twice as long
// each time it exits again within a minute of starting (up to 30 s); nginx leaves a node that does
// not answer out for 1 s meanwhile. A node that stops answering its health check (hung) is killed
// after 3 s, and so started again. CLUSTER_FRESH_DB=1 makes a throw-away database and drops it on
// exit (tests).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { nginxBinary, writeLocalNginxConfig } from './local-nginx.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const port = Number(process.env.CLUSTER_PORT ?? 3300);
const nodeCount = Number(process.env.CLUSTER_NODES ?? 2);
const baseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const secret = (n) => randomBytes(n).toString('hex');
const env = {
  NODE_ENV: 'production',
  REDIS_URL: redisUrl,
  JWT_SECRET: process.env.JWT_SECRET || secret(32),
  BANK_WEBHOOK_KEY: process.env.BANK_WEBHOOK_KEY || secret(16),
  // One value for every node: whichever drives a game's clock must derive the same seeds (each node
  // has a DATA_DIR and SECRETS_DIR of its own, so a secret generated there would differ from node to node).
  FAIRNESS_SECRET: process.env.FAIRNESS_SECRET || secret(32),
  ADMIN_USERNAME: process.env.ADMIN_USERNAME || 'admin',
  ADMIN_PASSWORD: process.env.ADMIN_PASSWORD || `Admin-${secret(6)}`,
  // Only nginx (loopback) is trusted for X-Forwarded-For.
  TRUST_PROXY: '127.0.0.1',
  RATE_LIMIT_SCALE: process.env.RATE_LIMIT_SCALE || '1',
};

const nginx = nginxBinary();
if (!nginx) {
  console.error('start-cluster: nginx is not installed (Debian: sudo apt-get install nginx)');
  process.exit(1);
}

let databaseUrl = baseUrl;
let freshDb;
if (process.env.CLUSTER_FRESH_DB === '1') {
  // The e2e runner names it, so that its tests can read and plant rows in the cluster's database.
  freshDb = process.env.CLUSTER_DB_NAME || `cluster_${secret(4)}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${freshDb}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${freshDb}`;
  databaseUrl = url.toString();
}

const withApplicationName = (url, name) => {
  const named = new URL(url);
  named.searchParams.set('application_name', name);
  return named.toString();
};

const nodes = [];
let stopping = false;

function startNode(node) {
  node.startedAt = Date.now();
  node.answered = false;
  node.missed = 0;
  node.child = spawn(process.execPath, ['server/dist/server.js'], {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      PORT: String(node.port),
      HOST: '127.0.0.1',
      // Named in pg_stat_activity, so an operator (and the fault suite) can tell which node holds
      // which connection, the game clock's lock included.
      DATABASE_URL: withApplicationName(databaseUrl, `node-${node.port}`),
      DATA_DIR: node.dataDir,
      SECRETS_DIR: path.join(node.dataDir, 'secrets'),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  node.child.once('exit', (code, signal) => {
    if (stopping) return;
    // A node that ran a minute or more was fine until now: start again quickly. One that keeps
    // dying waits longer each time, so a broken node does not spin.
    node.backoff = Date.now() - node.startedAt >= 60_000 ? 500 : Math.min((node.backoff ?? 250) * 2, 30_000);
    console.error(`node on ${node.port} exited (${signal ?? code}); starting it again in ${node.backoff} ms`);
    node.restart = setTimeout(() => startNode(node), node.backoff);
  });
}

for (let i = 1; i <= nodeCount; i++) {
  const node = { port: port + i, dataDir: mkdtempSync(path.join(tmpdir(), `node${i}-`)) };
  node.target = `http://127.0.0.1:${node.port}`;
  nodes.push(node);
  startNode(node);
}

async function waitHealthy(target) {
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(`${target}/api/health`)).ok) return;
    } catch {
      // Not listening yet: try again.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${target} did not become healthy`);
}

const nginxDir = mkdtempSync(path.join(tmpdir(), 'cluster-nginx-'));
let proxy;
const exited = (child) =>
  new Promise((r) => (!child || child.exitCode !== null || child.signalCode !== null ? r() : child.once('exit', r)));

async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const node of nodes) clearTimeout(node.restart);
  // nginx first, so that no request reaches a node that is stopping.
  proxy?.kill('SIGTERM');
  await exited(proxy);
  for (const node of nodes) node.child.kill('SIGTERM');
  await Promise.all(nodes.map((node) => exited(node.child)));
  rmSync(nginxDir, { recursive: true, force: true });
  for (const node of nodes) rmSync(node.dataDir, { recursive: true, force: true });
  if (freshDb) {
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${freshDb} WITH (FORCE)`);
    await admin.end();
  }
  process.exit(code);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

// Nodes boot one after the other the first time (migrations take an advisory lock anyway).
for (const node of nodes) await waitHealthy(node.target);

const conf = writeLocalNginxConfig({ dir: nginxDir, port, nodePorts: nodes.map((node) => node.port) });
proxy = spawn(nginx, ['-c', conf, '-p', nginxDir, '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] });
proxy.once('exit', (code, signal) => {
  if (stopping) return;
  console.error(`nginx exited (${signal ?? code}); see ${nginxDir}/error.log`);
  void stop(1);
});
await waitHealthy(`http://127.0.0.1:${port}`);
console.log(
  `Cluster ready: http://127.0.0.1:${port} (nginx) → ${nodes.map((n) => n.port).join(', ')} (database ${freshDb ?? new URL(databaseUrl).pathname.slice(1)}, ${redisUrl})`,
);
console.log(`Operator login: ${env.ADMIN_USERNAME} / ${env.ADMIN_PASSWORD}`);

// A hung node (stopped, or stuck in a loop) still accepts connections and answers nothing, which
// nginx only notices request by request, each after its timeout. Each node's health is asked every
// second; one that has answered since it started and then leaves three in a row without any answer
// is killed, and so started again like a node that died: nginx then meets a refused connection and
// goes to the other.
const HEALTH_EVERY_MS = 1_000;
const MISSES_BEFORE_KILL = 3;
const healthTimer = setInterval(() => {
  if (stopping) return clearInterval(healthTimer);
  for (const node of nodes) {
    const child = node.child;
    if (child.exitCode !== null || child.signalCode !== null) continue;
    fetch(`${node.target}/api/health`, { signal: AbortSignal.timeout(HEALTH_EVERY_MS) })
      // Any answer shows the node alive: a 503 (its database unreachable) is for nginx and the
      // pages to meet, and a restart would not bring the database back.
      .then(() => true)
      .catch(() => false)
      .then((ok) => {
        if (stopping || node.child !== child) return;
        if (ok) {
          node.answered = true;
          node.missed = 0;
        } else if (node.answered && ++node.missed >= MISSES_BEFORE_KILL) {
          console.error(`node on ${node.port} has not answered for ${MISSES_BEFORE_KILL} s; killing it`);
          node.answered = false;
          child.kill('SIGKILL');
        }
      });
  }
}, HEALTH_EVERY_MS);
