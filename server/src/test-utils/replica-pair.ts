import { execFile } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync, appendFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

// A PostgreSQL primary and a streaming standby of it, each its own server on a spare loopback port,
// for the tests of reads from a replica: never the machine's shared server on 5432. initdb refuses
// to run as root (as CI does), so the servers run as the `postgres` user when there is one.

export interface ReplicaPair {
  primaryUrl: string;
  standbyUrl: string;
  // Holds or lets go the standby's replay (it keeps receiving WAL; it stops applying it).
  pauseReplay(): Promise<void>;
  resumeReplay(): Promise<void>;
  stopStandby(): Promise<void>;
  stop(): Promise<void>;
}

function postgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(root, versions[0], 'bin') : null;
}

/** Whether this machine can run a pair (PostgreSQL's server binaries installed). */
export const canRunReplicaPair = () => postgresBin() !== null;

async function sparePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const asRoot = process.getuid?.() === 0;
// As the postgres user when running as root (runuser), else as whoever runs the tests.
const asPostgres = (bin: string, args: string[]) => (asRoot ? run('runuser', ['-u', 'postgres', '--', bin, ...args]) : run(bin, args));

async function query(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function startReplicaPair(database = 'replica_test'): Promise<ReplicaPair> {
  const bin = postgresBin();
  if (!bin) throw new Error('PostgreSQL server binaries not found under /usr/lib/postgresql');
  const home = mkdtempSync(join(tmpdir(), 'replica-pair-'));
  chmodSync(home, 0o755);
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    chownSync(home, Number(stdout.trim()), Number(group.trim()));
  }
  const primaryDir = join(home, 'primary');
  const standbyDir = join(home, 'standby');
  const [primaryPort, standbyPort] = [await sparePort(), await sparePort()];
  const ctl = join(bin, 'pg_ctl');
  const started: string[] = [];
  const stopServer = async (dir: string) => {
    await asPostgres(ctl, ['stop', '-D', dir, '-m', 'immediate', '-w']).catch(() => undefined);
  };
  try {
    await asPostgres(join(bin, 'initdb'), ['-D', primaryDir, '-A', 'trust', '-U', 'postgres', '--no-sync', '--no-instructions']);
    // Small and fast: a test's server, whose data is thrown away.
    const settings = (port: number) =>
      [
        `port = ${port}`,
        `listen_addresses = '127.0.0.1'`,
        `unix_socket_directories = '${home}'`,
        'fsync = off',
        'full_page_writes = off',
        'wal_level = replica',
        'max_wal_senders = 4',
        'shared_buffers = 32MB',
        'max_connections = 40',
      ].join('\n') + '\n';
    appendFileSync(join(primaryDir, 'postgresql.conf'), settings(primaryPort));
    await asPostgres(ctl, ['start', '-D', primaryDir, '-w', '-l', join(home, 'primary.log')]);
    started.push(primaryDir);
    // -R: the copy starts as a standby following the primary (standby.signal, primary_conninfo).
    await asPostgres(join(bin, 'pg_basebackup'), [
      '-h',
      '127.0.0.1',
      '-p',
      String(primaryPort),
      '-U',
      'postgres',
      '-D',
      standbyDir,
      '-R',
      '-X',
      'stream',
    ]);
    appendFileSync(join(standbyDir, 'postgresql.conf'), `port = ${standbyPort}\nhot_standby = on\n`);
    await asPostgres(ctl, ['start', '-D', standbyDir, '-w', '-l', join(home, 'standby.log')]);
    started.push(standbyDir);

    const server = (port: number, db: string) => `postgres://postgres@127.0.0.1:${port}/${db}`;
    await query(server(primaryPort, 'postgres'), `CREATE DATABASE ${database}`);
    const onStandby = (sql: string) => query(server(standbyPort, database), sql);
    // The database reaches the standby through the WAL like everything else.
    for (let tries = 0; ; tries++) {
      try {
        await onStandby('SELECT 1');
        break;
      } catch (error) {
        if (tries > 100) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    return {
      primaryUrl: server(primaryPort, database),
      standbyUrl: server(standbyPort, database),
      pauseReplay: () => onStandby('SELECT pg_wal_replay_pause()'),
      resumeReplay: () => onStandby('SELECT pg_wal_replay_resume()'),
      stopStandby: () => stopServer(standbyDir),
      async stop() {
        for (const dir of started.reverse()) await stopServer(dir);
        rmSync(home, { recursive: true, force: true });
      },
    };
  } catch (error) {
    for (const dir of started.reverse()) await stopServer(dir);
    rmSync(home, { recursive: true, force: true });
    throw error;
  }
}
