import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { buildApp } from '../../app';
import type { AppConfig } from '../../config/app-config';
import { configPlugin } from '../../config/config-plugin';
import { loadConfig } from '../../config/load-config';
import { makeTestConfig, signupUser } from '../../test-utils';
import { dataDirPlugin } from '../data-dir-plugin';
import { makeDataDirOwnerOnly, makeOwnerOnly } from '../owner-only';

// DATA_DIR (secrets.json, the embedded database and its WAL) is readable by the server's user
// alone: 0700 folders, 0600 files, after a first boot, while it runs, after it closes, and after a
// boot on a folder someone left open. This test process keeps the usual umask (022): it is the app's
// own tightening that is checked here, not the umask server.ts sets.
function looseEntries(root: string): string[] {
  const loose: string[] = [];
  const walk = (path: string) => {
    const stats = lstatSync(path);
    const mode = stats.mode & 0o7777;
    if (stats.isDirectory()) {
      if (mode !== 0o700) loose.push(`${path} ${mode.toString(8)}`);
      for (const name of readdirSync(path)) walk(join(path, name));
    } else if (stats.isFile() && mode !== 0o600) {
      loose.push(`${path} ${mode.toString(8)}`);
    }
  };
  walk(root);
  return loose;
}

function countEntries(root: string): number {
  let n = 1;
  if (lstatSync(root).isDirectory()) for (const name of readdirSync(root)) n += countEntries(join(root, name));
  return n;
}

function loosen(root: string): void {
  const stats = lstatSync(root);
  if (stats.isDirectory()) {
    chmodSync(root, 0o777);
    for (const name of readdirSync(root)) loosen(join(root, name));
  } else if (stats.isFile()) {
    chmodSync(root, 0o666);
  }
}

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'owner-only-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('makeOwnerOnly', () => {
  it('tightens every folder to 0700 and every file to 0600, and counts what it changed', () => {
    const root = join(dir, 'data');
    mkdirSync(join(root, 'a', 'b'), { recursive: true, mode: 0o755 });
    writeFileSync(join(root, 'secrets.json'), '{}', { mode: 0o644 });
    writeFileSync(join(root, 'a', 'b', 'wal'), 'x', { mode: 0o666 });
    writeFileSync(join(root, 'a', 'ok'), 'x', { mode: 0o600 });
    chmodSync(join(root, 'a', 'b'), 0o777);
    chmodSync(join(root, 'a', 'b', 'wal'), 0o4755);
    expect(makeOwnerOnly(root)).toBe(5);
    expect(looseEntries(root)).toEqual([]);
    expect(makeOwnerOnly(root)).toBe(0);
  });

  it('does not follow a symbolic link out of the folder, and ignores a folder that is not there', () => {
    const root = join(dir, 'data');
    mkdirSync(root, { mode: 0o700 });
    const outside = join(dir, 'outside.txt');
    writeFileSync(outside, 'x', { mode: 0o644 });
    chmodSync(outside, 0o644);
    symlinkSync(outside, join(root, 'link'));
    expect(makeOwnerOnly(root)).toBe(0);
    expect(lstatSync(outside).mode & 0o777).toBe(0o644);
    expect(makeOwnerOnly(join(dir, 'missing'))).toBe(0);
  });

  it("DATA_DIR: the folder and the server's own entries; what an operator put there keeps its modes", () => {
    const root = join(dir, 'data');
    mkdirSync(join(root, 'pgdata', 'base'), { recursive: true });
    mkdirSync(join(root, 'tools'));
    chmodSync(root, 0o755);
    writeFileSync(join(root, 'secrets.json'), '{}', { mode: 0o644 });
    writeFileSync(join(root, 'pgdata', 'base', '1'), 'x', { mode: 0o666 });
    writeFileSync(join(root, 'tools', 'backup.sh'), '#!/bin/sh', { mode: 0o755 });
    const own = [join(root, 'secrets.json'), join(root, 'pgdata'), join(root, 'pgdata.lock')];
    expect(makeDataDirOwnerOnly(root, own)).toBe(5);
    expect(lstatSync(root).mode & 0o777).toBe(0o700);
    expect(looseEntries(join(root, 'pgdata'))).toEqual([]);
    expect(lstatSync(join(root, 'secrets.json')).mode & 0o777).toBe(0o600);
    // Out of other users' reach all the same: its folder is 0700.
    expect(lstatSync(join(root, 'tools', 'backup.sh')).mode & 0o777).toBe(0o755);
  });
});

describe('DATA_DIR of a running server', () => {
  // A development boot: secrets generated into SECRETS_DIR (./secrets), the embedded database in
  // DATA_DIR/pgdata.
  function bootConfig(dataDir: string): AppConfig {
    const loaded = loadConfig({ DATA_DIR: dataDir }, { repoRoot: dir, cwd: dir });
    expect(loaded.database).toEqual({ kind: 'pglite', dataDir: join(dataDir, 'pgdata') });
    return makeTestConfig({
      dataDir,
      database: loaded.database,
      redisUrl: null,
      secretsFile: loaded.secretsFile,
      jwtSecret: loaded.jwtSecret,
      bankWebhookKey: loaded.bankWebhookKey,
      fairnessSecret: loaded.fairnessSecret,
      gameBettingSeconds: 0.3,
      gameResultSeconds: 0.2,
    });
  }

  it('is owner-only after boot, while running, after close, and again after a boot on a folder left open', async () => {
    const dataDir = join(dir, 'data');
    const first = buildApp(bootConfig(dataDir));
    try {
      await first.ready();
      // The secrets are not beside the database: a copy of DATA_DIR does not carry them.
      expect(readdirSync(dataDir).sort()).toEqual(['pgdata', 'pgdata.lock']);
      expect(readdirSync(join(dir, 'secrets'))).toEqual(['secrets.json']);
      expect(looseEntries(join(dir, 'secrets'))).toEqual([]);
      // PGlite's own files are among them (the initdb files come out 0666 without the tightening).
      expect(countEntries(join(dataDir, 'pgdata'))).toBeGreaterThan(500);
      expect(looseEntries(dataDir)).toEqual([]);
      // Rounds played, a player signed up: the database writes, its WAL grows.
      await signupUser(first);
      await new Promise((resolve) => setTimeout(resolve, 1_200));
      expect(looseEntries(dataDir)).toEqual([]);
    } finally {
      await first.close();
    }
    expect(looseEntries(dataDir)).toEqual([]);

    // Someone opens it all up.
    loosen(dataDir);
    loosen(join(dir, 'secrets'));
    expect(looseEntries(dataDir).length).toBeGreaterThan(500);
    const second = buildApp(bootConfig(dataDir));
    try {
      await second.ready();
      expect(looseEntries(dataDir)).toEqual([]);
      expect(looseEntries(join(dir, 'secrets'))).toEqual([]);
    } finally {
      await second.close();
    }
    expect(looseEntries(dataDir)).toEqual([]);
  });

  it('says so in the log, a line for each folder, when it had to tighten DATA_DIR or SECRETS_DIR', async () => {
    const dataDir = join(dir, 'data');
    const secretsDir = join(dir, 'secrets');
    mkdirSync(join(dataDir, 'pgdata'), { recursive: true, mode: 0o755 });
    mkdirSync(secretsDir, { mode: 0o755 });
    writeFileSync(join(secretsDir, 'secrets.json'), '{}', { mode: 0o644 });
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    const boot = async () => {
      const app = Fastify({ logger: { level: 'info', stream } });
      app.register(configPlugin, { config: makeTestConfig({ dataDir, secretsFile: join(secretsDir, 'secrets.json') }) });
      app.register(dataDirPlugin);
      await app.ready();
      await app.close();
    };
    await boot();
    expect(lines.map((line) => JSON.parse(line))).toEqual([
      expect.objectContaining({ level: 40, dataDir, entries: 2, msg: expect.stringMatching(/DATA_DIR .*made owner-only/) }),
      expect.objectContaining({ level: 40, secretsDir, entries: 2, msg: expect.stringMatching(/SECRETS_DIR .*made owner-only/) }),
    ]);
    expect(looseEntries(dataDir)).toEqual([]);
    expect(looseEntries(secretsDir)).toEqual([]);
    // Already owner-only: nothing to say.
    await boot();
    expect(lines).toHaveLength(2);
  });

  it('warns at boot when DATA_DIR still holds a secrets.json beside the one in SECRETS_DIR', async () => {
    const dataDir = join(dir, 'data');
    const secretsDir = join(dir, 'secrets');
    mkdirSync(dataDir, { mode: 0o700 });
    mkdirSync(secretsDir, { mode: 0o700 });
    writeFileSync(join(dataDir, 'secrets.json'), '{}', { mode: 0o600 });
    writeFileSync(join(secretsDir, 'secrets.json'), '{}', { mode: 0o600 });
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    const app = Fastify({ logger: { level: 'info', stream } });
    app.register(configPlugin, { config: makeTestConfig({ dataDir, secretsFile: join(secretsDir, 'secrets.json') }) });
    app.register(dataDirPlugin);
    await app.ready();
    await app.close();
    expect(lines.map((line) => JSON.parse(line))).toEqual([
      expect.objectContaining({ level: 40, msg: expect.stringMatching(/DATA_DIR still holds a secrets\.json the server does not read/) }),
    ]);
  });
});
