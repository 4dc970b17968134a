// The topology the fault suite breaks: the cluster script's two nodes behind nginx, on a database of
// their own on this machine's PostgreSQL, reached through a link the suite can cut
// (cuttable-link.mjs), and a Redis server of their own on its own port, which the suite restarts.
// Nothing here touches the machine's PostgreSQL or Redis beyond that one database.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startCuttableLink } from './cuttable-link';

const root = path.resolve(__dirname, '../..');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export const FAULT_PORTS = { cluster: 3400, link: 3450, redis: 3460 };
export const WEBHOOK_KEY = 'fault-suite-webhook-key-0123456789';
// totpSecret: the operator's authenticator, set at boot by ADMIN_TOTP_SECRET.
export const ADMIN = { username: 'admin', password: 'Admin-fault-Passw0rd', totpSecret: 'NBSWY3DPO5XXE3DEMFZGK4TUMVZXI2LO' };

// The pid listening on a loopback port (iproute2's ss, on every Debian).
export function pidOnPort(port: number): number | null {
  const out = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
  const match = /pid=(\d+)/.exec(out);
  return match ? Number(match[1]) : null;
}

// Debian's redis-server, on a port of its own, keeping nothing on disk.
function startRedis(port: number, dir: string): ChildProcess {
  const child = spawn('redis-server', ['--bind', '127.0.0.1', '--port', String(port), '--save', '', '--appendonly', 'no', '--dir', dir], {
    stdio: 'ignore',
  });
  child.on('error', (error) => {
    throw new Error(`redis-server could not start (Debian: apt-get install redis-server): ${error.message}`);
  });
  return child;
}

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await sleep(100);
  }
  throw new Error(`${what} did not happen within ${timeoutMs} ms`);
}

const exited = (child: ChildProcess) =>
  new Promise<void>((r) => (child.exitCode !== null || child.signalCode !== null ? r() : child.once('exit', () => r())));

export async function startFaultTopology({ baseDatabaseUrl, gameEnv }: { baseDatabaseUrl: string; gameEnv: Record<string, string> }) {
  const dir = mkdtempSync(path.join(tmpdir(), 'faults-'));
  const database = `faults_${randomBytes(4).toString('hex')}`;
  const direct = new URL(baseDatabaseUrl);
  direct.pathname = `/${database}`;
  const directUrl = direct.toString();
  let link: Awaited<ReturnType<typeof startCuttableLink>> | null = null;
  let redis: ChildProcess | null = null;
  let cluster: ChildProcess | null = null;
  let log = '';

  // Everything this started, stopped and removed, each step whatever the one before did.
  const stop = async () => {
    const steps: Array<() => unknown> = [
      async () => {
        if (!cluster) return;
        cluster.kill('SIGTERM');
        await exited(cluster);
      },
      async () => {
        if (!redis) return;
        redis.kill('SIGKILL');
        await exited(redis);
      },
      () => link?.close(),
      async () => {
        const drop = new pg.Client({ connectionString: baseDatabaseUrl });
        await drop.connect();
        try {
          await drop.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
        } finally {
          await drop.end();
        }
      },
      () => rmSync(dir, { recursive: true, force: true }),
    ];
    const failures: unknown[] = [];
    for (const step of steps)
      await Promise.resolve()
        .then(step)
        .catch((error: unknown) => failures.push(error));
    if (failures.length) throw failures[0];
  };

  try {
    const admin = new pg.Client({ connectionString: baseDatabaseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${database}`);
    await admin.end();

    link = await startCuttableLink({ port: FAULT_PORTS.link, target: { host: direct.hostname, port: Number(direct.port || 5432) } });
    redis = startRedis(FAULT_PORTS.redis, dir);
    await waitFor('redis', async () => pidOnPort(FAULT_PORTS.redis) === redis!.pid);

    cluster = spawn(process.execPath, ['server/deploy/start-cluster.mjs'], {
      cwd: root,
      env: {
        ...process.env,
        ...gameEnv,
        CLUSTER_PORT: String(FAULT_PORTS.cluster),
        CLUSTER_NODES: '2',
        DATABASE_URL: link.url(directUrl),
        REDIS_URL: `redis://127.0.0.1:${FAULT_PORTS.redis}`,
        BANK_WEBHOOK_KEY: WEBHOOK_KEY,
        ADMIN_USERNAME: ADMIN.username,
        ADMIN_PASSWORD: ADMIN.password,
        ADMIN_TOTP_SECRET: ADMIN.totpSecret,
        RATE_LIMIT_SCALE: '100',
        LOG_LEVEL: process.env.FAULT_LOG_LEVEL ?? 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    cluster.stdout!.on('data', (chunk: Buffer) => (log += chunk));
    cluster.stderr!.on('data', (chunk: Buffer) => {
      log += chunk;
      if (process.env.FAULT_VERBOSE) process.stderr.write(chunk);
    });
    const started = cluster;
    await waitFor(
      'the cluster',
      async () => {
        if (started.exitCode !== null) throw new Error(`the cluster script exited (${started.exitCode}):\n${log.slice(-3000)}`);
        return log.includes('Cluster ready');
      },
      90_000,
    );
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }
  const cuttable = link;

  return {
    base: `http://127.0.0.1:${FAULT_PORTS.cluster}`,
    directUrl,
    nodePort: (i: 1 | 2) => FAULT_PORTS.cluster + i,
    log: () => log,
    cutDatabase: () => cuttable.cut(),
    mendDatabase: () => cuttable.mend(),
    async restartRedis(downMs: number) {
      redis!.kill('SIGKILL');
      await exited(redis!);
      await sleep(downMs);
      redis = startRedis(FAULT_PORTS.redis, dir);
      await waitFor('redis again', async () => pidOnPort(FAULT_PORTS.redis) === redis!.pid);
    },
    stop,
  };
}
