// The docker-compose topology without Docker: N server nodes (default 2) on the PostgreSQL and
// Redis of this machine, behind a small proxy that plays nginx's part. Used by the e2e cluster test
// and by anyone who wants to see two nodes share sessions, rooms and rate limits.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres REDIS_URL=redis://127.0.0.1:6379 \
//     node server/deploy/start-cluster.mjs
//
// CLUSTER_PORT (default 3300) is the proxy; nodes listen on the next ports. CLUSTER_FRESH_DB=1 makes
// a throw-away database and drops it on exit (tests).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import httpProxy from 'http-proxy';
import pg from 'pg';

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
  // has a DATA_DIR of its own, so a secret generated there would differ from node to node).
  FAIRNESS_SECRET: process.env.FAIRNESS_SECRET || secret(32),
  ADMIN_USERNAME: process.env.ADMIN_USERNAME || 'admin',
  ADMIN_PASSWORD: process.env.ADMIN_PASSWORD || `Admin-${secret(6)}`,
  // Only the proxy below (loopback) is trusted for X-Forwarded-For.
  TRUST_PROXY: '127.0.0.1',
  RATE_LIMIT_SCALE: process.env.RATE_LIMIT_SCALE || '1',
};

let databaseUrl = baseUrl;
let freshDb;
if (process.env.CLUSTER_FRESH_DB === '1') {
  freshDb = `cluster_${secret(4)}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${freshDb}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${freshDb}`;
  databaseUrl = url.toString();
}

const nodes = [];
for (let i = 1; i <= nodeCount; i++) {
  const nodePort = port + i;
  const child = spawn(process.execPath, ['server/dist/server.js'], {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      PORT: String(nodePort),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), `node${i}-`)),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  nodes.push({ port: nodePort, child, target: `http://127.0.0.1:${nodePort}` });
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

let stopping = false;
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const node of nodes) node.child.kill('SIGTERM');
  await Promise.all(nodes.map((node) => new Promise((r) => (node.child.exitCode !== null ? r() : node.child.once('exit', r)))));
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
for (const node of nodes) node.child.on('exit', (code) => !stopping && (console.error(`node on ${node.port} exited (${code})`), stop(1)));

// Nodes boot one after the other the first time (migrations take an advisory lock anyway).
for (const node of nodes) await waitHealthy(node.target);

// Round robin per request and per websocket; socket.io's polling fallback is pinned to the first
// node because its requests must all reach the node that holds the session.
// Keep-alive connections to the nodes, as nginx's upstream keepalive: without an agent http-proxy
// asks every node to close its connection after each answer, and passes that close on to the client.
const proxy = httpProxy.createProxyServer({ ws: true, agent: new http.Agent({ keepAlive: true, maxSockets: 256 }) });
// The client's address as the proxy saw it, replacing whatever the client sent (nginx: $remote_addr).
proxy.on('proxyReq', (proxyReq, req) => proxyReq.setHeader('x-forwarded-for', req.socket.remoteAddress ?? ''));
proxy.on('proxyReqWs', (proxyReq, req) => proxyReq.setHeader('x-forwarded-for', req.socket.remoteAddress ?? ''));
proxy.on('error', (_error, _req, res) => {
  if (res && 'writeHead' in res && !res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
  res?.end?.(JSON.stringify({ success: false, message: 'Máy chủ tạm thời không phản hồi, vui lòng thử lại.' }));
});
let next = 0;
const pick = () => nodes[next++ % nodes.length].target;
const server = http.createServer((req, res) => {
  const target = req.url?.startsWith('/socket.io/') ? nodes[0].target : pick();
  proxy.web(req, res, { target });
});
server.on('upgrade', (req, socket, head) => proxy.ws(req, socket, head, { target: pick() }));
server.listen(port, '127.0.0.1', () => {
  console.log(
    `Cluster ready: http://127.0.0.1:${port} → ${nodes.map((n) => n.port).join(', ')} (database ${freshDb ?? new URL(databaseUrl).pathname.slice(1)}, ${redisUrl})`,
  );
  console.log(`Operator login: ${env.ADMIN_USERNAME} / ${env.ADMIN_PASSWORD}`);
});
