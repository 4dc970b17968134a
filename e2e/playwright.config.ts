import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import {
  clusterDatabaseVariable,
  clusterFairnessSecretVariable,
  clusterReleasesDirVariable,
  dataDirVariable,
  E2E_ADMIN,
  E2E_WEBHOOK_KEY,
  ports,
  releasesDirVariable,
  secretsDirVariable,
  seededDatabaseVariable,
  urls,
} from './support/urls';

// The built product, served the way `npm start` serves it, on loopback ports of its own. A second
// server loads remote-auth from another origin (through /remotes.json) and points remote-games at
// a manifest nobody serves, to prove the shell survives a remote that is down.
const root = path.resolve(__dirname, '..');
const dataDir = (name: string) => mkdtempSync(path.join(tmpdir(), `e2e-${name}-`));
// Each server's SECRETS_DIR, made once by the runner and left in its environment, which the
// workers inherit (they load this file again): the tests reach the server's operator socket there
// (support/host-socket.ts), as the operator CLI does on a host.
const secretsDir = (port: number) => (process.env[secretsDirVariable(port)] ??= dataDir(`${port}-secrets`));
// DATA_DIR likewise, so a test finds the SMS the server sent there (SMS_PROVIDER=file, support/sms.ts).
const serverDataDir = (port: number) => (process.env[dataDirVariable(port)] ??= dataDir(String(port)));
const serverEnv = (port: number, extra: Record<string, string> = {}) => ({
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: serverDataDir(port),
  // Apart from DATA_DIR, as in a real install: the generated secrets never land in the repo's ./secrets.
  SECRETS_DIR: secretsDir(port),
  DATABASE_URL: '',
  REDIS_URL: '',
  NODE_ENV: 'test',
  ADMIN_USERNAME: 'admin',
  ADMIN_PASSWORD: 'admin-e2e-Passw0rd',
  ADMIN_SECOND_PASSWORD: E2E_ADMIN.secondaryPassword,
  ADMIN_TOTP_SECRET: E2E_ADMIN.totpSecret,
  RATE_LIMIT_SCALE: '100',
  BANK_WEBHOOK_KEY: E2E_WEBHOOK_KEY,
  // Password-recovery codes are written to DATA_DIR/sms-outbox.jsonl, where the tests read them.
  SMS_PROVIDER: 'file',
  ...extra,
});

export default defineConfig({
  testDir: './tests',
  outputDir: path.join(root, 'test-results/e2e-artifacts'),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // One test at a time per core. Each test goes to whichever worker is free (tests seat players of
  // their own, so none depends on another's order): given whole files, one worker drew the last
  // long file and ran on for 80 s after the other had finished.
  workers: 2,
  fullyParallel: true,
  retries: 0,
  reporter: [['list'], ['json']],
  use: {
    baseURL: urls.main,
    viewport: { width: 430, height: 932 },
    locale: 'vi-VN',
    // A failed test keeps its trace (each step's DOM, the network, the console) and a screenshot of
    // its end. The trace leaves out its filmstrip: screencasting every frame of every test, passing or
    // not, cost Chromium about 40 % more CPU on a page's loads, and the suites share 2 cores.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      // Chromium's headless shell (Debian's chromium-headless-shell, e2e/prepare-machine.mjs).
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: [
    {
      // A month of seeded history on a database of its own: the report and the exports have
      // something to show, and the tests compare it with the tables.
      command: 'node e2e/support/seeded-server.mjs',
      cwd: root,
      url: `${urls.seeded}/api/health`,
      env: serverEnv(ports.seeded, {
        SEEDED_DATABASE: (process.env[seededDatabaseVariable] ??= `e2e_seeded_${randomBytes(4).toString('hex')}`),
        SEED_ARGS: '--days 30 --players 120 --bets 20000 --seed 33',
        TEST_DATABASE_URL: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
      }),
      reuseExistingServer: false,
      timeout: 120_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    },
    {
      command: 'node server/dist/server.js',
      cwd: root,
      url: `${urls.main}/api/health`,
      // Short game rounds so a test sees bets, the result and the payout within seconds.
      // A 12-second withdrawal cool-down, so the wallet journey sees it hold a new account back, then open.
      env: serverEnv(ports.main, { GAME_BETTING_SECONDS: '15', GAME_RESULT_SECONDS: '8', WITHDRAWAL_COOLDOWN_HOURS: String(12 / 3600) }),
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `node e2e/support/static-server.mjs remote-auth/dist ${ports.authOrigin}`,
      cwd: root,
      url: `${urls.authOrigin}/mf-manifest.json`,
      reuseExistingServer: false,
    },
    {
      command: 'node server/dist/server.js',
      cwd: root,
      url: `${urls.alt}/api/health`,
      env: serverEnv(ports.alt, {
        REMOTE_AUTH_URL: `${urls.authOrigin}/mf-manifest.json`,
        // Nothing listens there until the test starts it: a remote whose host is down, then back.
        REMOTE_GAMES_URL: `${urls.gamesOrigin}/mf-manifest.json`,
        // QR orders here expire after 6 s, for the expired-QR journey.
        DEPOSIT_TTL_MINUTES: '0.1',
      }),
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // The server whose remotes a journey publishes, switches and rolls back: of its own, so that no
      // other test's page meets a version made live there.
      command: 'node server/dist/server.js',
      cwd: root,
      url: `${urls.deploys}/api/health`,
      env: serverEnv(ports.deploys, { RELEASES_DIR: (process.env[releasesDirVariable] ??= dataDir('releases')) }),
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // Two nodes on this machine's PostgreSQL and Redis behind a proxy: the docker-compose topology.
      command: 'node server/deploy/start-cluster.mjs',
      cwd: root,
      url: `${urls.cluster}/api/health`,
      env: {
        CLUSTER_PORT: String(ports.cluster),
        CLUSTER_FRESH_DB: '1',
        CLUSTER_DB_NAME: (process.env[clusterDatabaseVariable] ??= `e2e_cluster_${randomBytes(4).toString('hex')}`),
        FAIRNESS_SECRET: (process.env[clusterFairnessSecretVariable] ??= randomBytes(32).toString('hex')),
        // Rounds short enough for a journey to see several.
        GAME_BETTING_SECONDS: '12',
        GAME_RESULT_SECONDS: '8',
        // The bank feed's key, so that a journey there funds its players as a real deposit would.
        BANK_WEBHOOK_KEY: E2E_WEBHOOK_KEY,
        DATABASE_URL: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
        REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
        RATE_LIMIT_SCALE: '100',
        // As an operator would run it in production: installable, with the service worker.
        PWA_ENABLED: 'true',
        // The operator CLI signs in as this admin (a remote rolled back across both nodes), and both
        // nodes read the versions published in one folder.
        ADMIN_PASSWORD: E2E_ADMIN.password,
        ADMIN_SECOND_PASSWORD: E2E_ADMIN.secondaryPassword,
        ADMIN_TOTP_SECRET: E2E_ADMIN.totpSecret,
        RELEASES_DIR: (process.env[clusterReleasesDirVariable] ??= dataDir('cluster-releases')),
      },
      reuseExistingServer: false,
      timeout: 90_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    },
  ],
});
