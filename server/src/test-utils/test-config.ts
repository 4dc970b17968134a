import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CONFIG_DEFAULTS, type AppConfig } from '../config/app-config';
import { rememberTotpSecret } from './operator-totp-helpers';

// secondPassword: what a suite that asks for real review tokens (the CLI) boots with as
// adminSecondPassword; other suites' operator has none and writes its tokens (reviewHeaders).
// totpSecret: its authenticator (ADMIN_TOTP_SECRET), whose current code the helpers send at login.
export const TEST_ADMIN = {
  username: 'admin',
  password: 'quantri123',
  secondPassword: 'Duyet-rut-2026',
  totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
} as const;
rememberTotpSecret(TEST_ADMIN.username, TEST_ADMIN.totpSecret);

// One per test process, as one deployment has one: two apps a test runs on the same database are
// two nodes of it, and must reveal the same seeds. A test of a changed secret overrides it.
const FAIRNESS_SECRET = randomBytes(32).toString('hex');

// A complete configuration for tests: random secrets, nothing written to disk, quiet logs, cheap
// argon2 (the production parameters stay in loadConfig) and rate limits raised out of the way
// (the rate-limit tests set rateLimitScale back to 1).
export function makeTestConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const id = randomBytes(6).toString('hex');
  return {
    env: 'test',
    port: 0,
    host: '127.0.0.1',
    dataDir: join(tmpdir(), `vndice-test-${id}`),
    database: { kind: 'pglite', dataDir: null },
    redisUrl: process.env.REDIS_URL || null,
    // Parallel test runs sharing one Redis never see each other's counters or rooms.
    redisKeyPrefix: `test:${id}:`,
    jwtSecret: randomBytes(32).toString('hex'),
    bankWebhookKey: randomBytes(16).toString('hex'),
    adminUsername: TEST_ADMIN.username,
    adminPassword: TEST_ADMIN.password,
    adminPasswordSource: 'env',
    adminTotpSecret: TEST_ADMIN.totpSecret,
    fairnessSecret: FAIRNESS_SECRET,
    secretsFile: join(tmpdir(), `vndice-test-secrets-${id}`, 'secrets.json'),
    adminSocketPath: null,
    gameBettingSeconds: CONFIG_DEFAULTS.gameBettingSeconds,
    gameResultSeconds: CONFIG_DEFAULTS.gameResultSeconds,
    depositTtlMinutes: CONFIG_DEFAULTS.depositTtlMinutes,
    depositSweepIntervalMs: CONFIG_DEFAULTS.depositSweepIntervalMs,
    // Off, so tests can add a bank account and withdraw to it at once; the cool-down tests set it.
    withdrawalCooldownHours: 0,
    pwaEnabled: false,
    remotes: { ...CONFIG_DEFAULTS.remotes },
    staticRoot: join(tmpdir(), `vndice-test-no-static-${id}`),
    sourceMapsPublic: false,
    rateLimitScale: 1000,
    // A bot check every helper solves for real, in a millisecond or two.
    altchaMaxNumber: 4,
    trustProxy: false,
    logLevel: 'silent',
    passwordHashing: { memoryCost: 1024, timeCost: 1, parallelism: 1 },
    forceLogoutDisconnectDelayMs: 50,
    // Messages kept in memory (sms/test-sms.ts), for the tests to read the codes sent.
    sms: { provider: 'test' },
    ...overrides,
  };
}
