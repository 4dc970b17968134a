import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PRODUCTION_PASSWORD_HASHING, MIN_PASSWORD_MEMORY_COST_KIB } from '../app-config';
import { ConfigError, loadConfig } from '../load-config';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'config-test-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const secretsDir = () => join(dir, 'secrets');
const load = (env: Record<string, string | undefined>) =>
  loadConfig({ DATA_DIR: dir, SECRETS_DIR: secretsDir(), ...env }, { repoRoot: '/repo', cwd: '/work' });

function problemsOf(env: Record<string, string | undefined>): string[] {
  try {
    load(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

const PRODUCTION_SECRETS = {
  NODE_ENV: 'production',
  JWT_SECRET: 'j'.repeat(40),
  BANK_WEBHOOK_KEY: 'k'.repeat(20),
  ADMIN_PASSWORD: 'operator123',
  FAIRNESS_SECRET: 'f'.repeat(32),
};

describe('loadConfig', () => {
  it('reads ADMIN_TOTP_SECRET as base32 (spaces and case forgiven), and refuses anything else', () => {
    expect(load({ ADMIN_TOTP_SECRET: 'jbsw y3dp ehpk 3pxp' }).adminTotpSecret).toBe('JBSWY3DPEHPK3PXP');
    expect(load({}).adminTotpSecret).toBeUndefined();
    expect(load({ ADMIN_TOTP_SECRET: '' }).adminTotpSecret).toBeUndefined();
    for (const bad of ['JBSWY3DP', 'JBSWY3DPEHPK3PX1', 'not base32 at all!!']) {
      expect(problemsOf({ ADMIN_TOTP_SECRET: bad }).join('\n')).toContain('ADMIN_TOTP_SECRET');
    }
  });

  it('applies the documented defaults', () => {
    const config = loadConfig({}, { repoRoot: dir, cwd: '/work' });
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      host: '0.0.0.0',
      dataDir: join(dir, 'data'),
      database: { kind: 'pglite', dataDir: join(dir, 'data', 'pgdata') },
      redisUrl: null,
      adminUsername: 'admin',
      gameBettingSeconds: 45,
      gameResultSeconds: 15,
      depositTtlMinutes: 30,
      pwaEnabled: false,
      remotes: {
        remote_auth: '/remotes/remote-auth/mf-manifest.json',
        remote_wallet: '/remotes/remote-wallet/mf-manifest.json',
        remote_games: '/remotes/remote-games/mf-manifest.json',
        remote_admin: '/remotes/remote-admin/mf-manifest.json',
      },
      staticRoot: dir,
      sourceMapsPublic: false,
      rateLimitScale: 1,
      trustProxy: false,
    });
  });

  it('reads every variable', () => {
    const config = load({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: 'var/data',
      DATABASE_URL: 'postgres://u:p@db:5432/app',
      DATABASE_POOL_SIZE: '40',
      REDIS_URL: 'redis://cache:6379',
      ADMIN_USERNAME: 'Operator',
      GAME_BETTING_SECONDS: '30',
      GAME_RESULT_SECONDS: '10',
      DEPOSIT_TTL_MINUTES: '15',
      PWA_ENABLED: 'true',
      REMOTE_AUTH_URL: 'https://cdn.example.com/auth/mf-manifest.json',
      STATIC_ROOT: 'static',
      SOURCE_MAPS_PUBLIC: 'true',
      RATE_LIMIT_SCALE: '2.5',
      TRUST_PROXY: '10.0.0.1, 10.0.0.0/8',
      JWT_SECRET: 's'.repeat(32),
      BANK_WEBHOOK_KEY: 'b'.repeat(16),
      ADMIN_PASSWORD: 'operator123',
      FAIRNESS_SECRET: 'f'.repeat(32),
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/work/var/data',
      database: { kind: 'postgres', url: 'postgres://u:p@db:5432/app', poolSize: 40 },
      redisUrl: 'redis://cache:6379',
      adminUsername: 'operator',
      gameBettingSeconds: 30,
      gameResultSeconds: 10,
      depositTtlMinutes: 15,
      pwaEnabled: true,
      remotes: { remote_auth: 'https://cdn.example.com/auth/mf-manifest.json' },
      staticRoot: '/work/static',
      sourceMapsPublic: true,
      rateLimitScale: 2.5,
      trustProxy: '10.0.0.1, 10.0.0.0/8',
      jwtSecret: 's'.repeat(32),
      adminPassword: 'operator123',
      adminPasswordSource: 'env',
      fairnessSecret: 'f'.repeat(32),
    });
  });

  it('a PostgreSQL server gets a pool of 10 connections unless DATABASE_POOL_SIZE says otherwise', () => {
    expect(load({ DATABASE_URL: 'postgres://db/app' }).database).toEqual({ kind: 'postgres', url: 'postgres://db/app', poolSize: 10 });
    for (const bad of ['0', '2.5', 'many', '100000']) {
      expect(problemsOf({ DATABASE_URL: 'postgres://db/app', DATABASE_POOL_SIZE: bad }).join('\n')).toContain('DATABASE_POOL_SIZE');
    }
  });

  it('DATABASE_READ_URL names a replica of the PostgreSQL server DATABASE_URL names, and nothing else', () => {
    expect(load({ DATABASE_URL: 'postgres://db/app', DATABASE_READ_URL: 'postgres://replica/app' }).database).toEqual({
      kind: 'postgres',
      url: 'postgres://db/app',
      poolSize: 10,
      readUrl: 'postgres://replica/app',
    });
    expect(problemsOf({ DATABASE_URL: 'postgres://db/app', DATABASE_READ_URL: 'mysql://replica' }).join('\n')).toContain(
      'DATABASE_READ_URL',
    );
    expect(problemsOf({ DATABASE_READ_URL: 'postgres://replica/app' }).join('\n')).toContain('DATABASE_READ_URL needs DATABASE_URL');
  });

  it('DATABASE_URL=memory:// selects an in-memory database', () => {
    expect(load({ DATABASE_URL: 'memory://' }).database).toEqual({ kind: 'pglite', dataDir: null });
  });

  it('lists every invalid variable by name, at once', () => {
    const problems = problemsOf({
      PORT: 'abc',
      NODE_ENV: 'prod',
      DATABASE_URL: 'mysql://x:secret@y',
      REDIS_URL: 'http://cache',
      GAME_BETTING_SECONDS: '-5',
      PWA_ENABLED: 'maybe',
      SOURCE_MAPS_PUBLIC: 'public',
      REMOTE_GAMES_URL: '//evil.example.com/x',
      RATE_LIMIT_SCALE: '0',
      TRUST_PROXY: '2',
      ADMIN_USERNAME: 'Ad Min!',
    });
    const text = problems.join('\n');
    for (const name of [
      'PORT',
      'NODE_ENV',
      'DATABASE_URL',
      'REDIS_URL',
      'GAME_BETTING_SECONDS',
      'PWA_ENABLED',
      'SOURCE_MAPS_PUBLIC',
      'REMOTE_GAMES_URL',
      'RATE_LIMIT_SCALE',
      'TRUST_PROXY',
      'ADMIN_USERNAME',
    ]) {
      expect(text).toContain(name);
    }
    expect(text).not.toContain('secret');
    expect(new ConfigError(problems).message).toMatch(/^Invalid configuration:\n {2}- /);
  });

  it('stops a production boot without the secrets', () => {
    const problems = problemsOf({ NODE_ENV: 'production' });
    expect(problems).toEqual([
      'JWT_SECRET is required when NODE_ENV=production',
      'BANK_WEBHOOK_KEY is required when NODE_ENV=production',
      'ADMIN_PASSWORD is required when NODE_ENV=production',
      'FAIRNESS_SECRET is required when NODE_ENV=production',
    ]);
    expect(problemsOf({ NODE_ENV: 'production', PORT: 'x' })).toHaveLength(5);
    expect(() => load(PRODUCTION_SECRETS)).not.toThrow();
    expect(() => statSync(join(dir, 'secrets.json'))).toThrow();
  });

  it('refuses weak secrets', () => {
    const problems = problemsOf({ ...PRODUCTION_SECRETS, JWT_SECRET: 'short', ADMIN_PASSWORD: 'password' });
    expect(problems.join('\n')).toMatch(/JWT_SECRET must be at least 32 characters/);
    expect(problems.join('\n')).toMatch(/ADMIN_PASSWORD is not accepted/);
  });

  it('requires FAIRNESS_SECRET in production, at least 32 characters, wherever it comes from', () => {
    const { FAIRNESS_SECRET: _omitted, ...withoutIt } = PRODUCTION_SECRETS;
    expect(problemsOf(withoutIt)).toEqual(['FAIRNESS_SECRET is required when NODE_ENV=production']);
    expect(problemsOf({ ...PRODUCTION_SECRETS, FAIRNESS_SECRET: 'f'.repeat(31) })).toEqual([
      'FAIRNESS_SECRET must be at least 32 characters long',
    ]);
    expect(load({ ...PRODUCTION_SECRETS, FAIRNESS_SECRET: ` ${'f'.repeat(32)} ` }).fairnessSecret).toBe('f'.repeat(32));
    // Production never falls back to the file, even one holding a good value.
    mkdirSync(secretsDir());
    writeFileSync(join(secretsDir(), 'secrets.json'), JSON.stringify({ FAIRNESS_SECRET: 'g'.repeat(40) }));
    expect(problemsOf(withoutIt)).toEqual(['FAIRNESS_SECRET is required when NODE_ENV=production']);
    // Outside production a short one in the file is refused too, naming the file.
    writeFileSync(join(secretsDir(), 'secrets.json'), JSON.stringify({ FAIRNESS_SECRET: 'short' }));
    expect(problemsOf({}).join('\n')).toMatch(/FAIRNESS_SECRET in .*secrets\.json must be at least 32 characters long/);
  });

  it('outside production, generates missing secrets once into SECRETS_DIR/secrets.json (folder 700, file 600)', () => {
    const first = load({});
    const file = join(secretsDir(), 'secrets.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(secretsDir()).mode & 0o777).toBe(0o700);
    expect(existsSync(join(dir, 'secrets.json'))).toBe(false);
    expect(first.adminPasswordSource).toBe('secrets-file');
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(first.fairnessSecret.length).toBeGreaterThanOrEqual(32);
    expect(first.fairnessSecret).not.toBe(first.jwtSecret);
    expect(JSON.parse(readFileSync(file, 'utf8')).FAIRNESS_SECRET).toBe(first.fairnessSecret);
    expect(first.adminPassword).toMatch(/^(?=.*[a-f])(?=.*\d)[0-9a-f]{20}$/);

    const second = load({});
    expect([second.jwtSecret, second.bankWebhookKey, second.adminPassword, second.fairnessSecret]).toEqual([
      first.jwtSecret,
      first.bankWebhookKey,
      first.adminPassword,
      first.fairnessSecret,
    ]);

    // A value in the environment wins and is not written to the file.
    const overridden = load({ ADMIN_PASSWORD: 'fromenv123' });
    expect(overridden.adminPassword).toBe('fromenv123');
    expect(JSON.parse(readFileSync(file, 'utf8')).ADMIN_PASSWORD).toBe(first.adminPassword);
  });

  it('adds FAIRNESS_SECRET to a secrets file written before it existed, keeping the rest', () => {
    const file = join(secretsDir(), 'secrets.json');
    mkdirSync(secretsDir());
    const older = { JWT_SECRET: 'j'.repeat(40), BANK_WEBHOOK_KEY: 'k'.repeat(20), ADMIN_PASSWORD: 'operator123' };
    writeFileSync(file, JSON.stringify(older));
    const config = load({});
    expect(config.jwtSecret).toBe(older.JWT_SECRET);
    expect(config.fairnessSecret.length).toBeGreaterThanOrEqual(32);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ ...older, FAIRNESS_SECRET: config.fairnessSecret });
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('moves the secrets an older install generated into DATA_DIR to SECRETS_DIR, keeping their values', () => {
    const older = {
      JWT_SECRET: 'j'.repeat(40),
      BANK_WEBHOOK_KEY: 'k'.repeat(20),
      ADMIN_PASSWORD: 'operator123',
      FAIRNESS_SECRET: 'f'.repeat(40),
    };
    writeFileSync(join(dir, 'secrets.json'), JSON.stringify(older), { mode: 0o644 });
    const config = load({});
    expect([config.jwtSecret, config.bankWebhookKey, config.adminPassword, config.fairnessSecret]).toEqual([
      older.JWT_SECRET,
      older.BANK_WEBHOOK_KEY,
      older.ADMIN_PASSWORD,
      older.FAIRNESS_SECRET,
    ]);
    expect(config.secretsFile).toBe(join(secretsDir(), 'secrets.json'));
    expect(existsSync(join(dir, 'secrets.json'))).toBe(false);
    expect(JSON.parse(readFileSync(config.secretsFile, 'utf8'))).toEqual(older);
    expect(statSync(config.secretsFile).mode & 0o777).toBe(0o600);
    // A file already in SECRETS_DIR wins; the old one is left for the operator (the boot warns).
    writeFileSync(join(dir, 'secrets.json'), JSON.stringify({ ...older, FAIRNESS_SECRET: 'g'.repeat(40) }));
    expect(load({}).fairnessSecret).toBe(older.FAIRNESS_SECRET);
    expect(existsSync(join(dir, 'secrets.json'))).toBe(true);
  });

  it('moves nothing in production, which reads its secrets from the environment alone', () => {
    writeFileSync(join(dir, 'secrets.json'), JSON.stringify({ FAIRNESS_SECRET: 'g'.repeat(40) }));
    const config = load({ ...PRODUCTION_SECRETS, SECRETS_DIR: '/nonexistent/read-only' });
    expect(config.fairnessSecret).toBe(PRODUCTION_SECRETS.FAIRNESS_SECRET);
    expect(existsSync(join(dir, 'secrets.json'))).toBe(true);
  });

  it('puts SECRETS_DIR at ./secrets by default, beside ./data and not in it', () => {
    const config = loadConfig({}, { repoRoot: dir, cwd: '/work' });
    expect(config.secretsFile).toBe(join(dir, 'secrets', 'secrets.json'));
    expect(loadConfig({ SECRETS_DIR: 'vault' }, { repoRoot: dir, cwd: dir }).secretsFile).toBe(join(dir, 'vault', 'secrets.json'));
  });

  it('reports a corrupt secrets file instead of overwriting it', () => {
    mkdirSync(secretsDir());
    writeFileSync(join(secretsDir(), 'secrets.json'), '{not json');
    expect(problemsOf({}).join('\n')).toMatch(/secrets\.json is not valid JSON/);
  });

  it('keeps production password hashing strong (argon2id, at least 19 MiB)', () => {
    expect(load({}).passwordHashing).toEqual(PRODUCTION_PASSWORD_HASHING);
    expect(PRODUCTION_PASSWORD_HASHING.memoryCost).toBeGreaterThanOrEqual(MIN_PASSWORD_MEMORY_COST_KIB);
    expect(PRODUCTION_PASSWORD_HASHING.timeCost).toBeGreaterThanOrEqual(2);
  });

  it('reads BANK_WEBHOOK_ALLOWED_IPS as addresses and CIDR ranges, and names every bad entry', () => {
    expect(load({}).bankWebhookAllowedIps).toEqual([]);
    expect(load({ BANK_WEBHOOK_ALLOWED_IPS: ' ' }).bankWebhookAllowedIps).toEqual([]);
    expect(load({ BANK_WEBHOOK_ALLOWED_IPS: '203.0.113.7, 198.51.100.0/24,2001:db8::/32' }).bankWebhookAllowedIps).toEqual([
      '203.0.113.7',
      '198.51.100.0/24',
      '2001:db8::/32',
    ]);
    const problems = problemsOf({ BANK_WEBHOOK_ALLOWED_IPS: '203.0.113.7, bank.example.com, 10.0.0.0/33, 1.2.3' });
    expect(problems).toEqual([
      'BANK_WEBHOOK_ALLOWED_IPS must be a comma-separated list of IP addresses or CIDR ranges (got "bank.example.com, 10.0.0.0/33, 1.2.3")',
    ]);
  });

  it('reads SMS_PROVIDER (log by default) and asks eSMS for its keys and brand name', () => {
    expect(load({}).sms).toEqual({ provider: 'log' });
    expect(load({ SMS_PROVIDER: 'test' }).sms).toEqual({ provider: 'test' });
    expect(load({ SMS_PROVIDER: 'file', DATA_DIR: '/srv/data' }).sms).toEqual({ provider: 'file', path: '/srv/data/sms-outbox.jsonl' });
    expect(
      load({
        SMS_PROVIDER: 'esms',
        SMS_API_KEY: 'key',
        SMS_SECRET_KEY: 'secret',
        SMS_BRANDNAME: 'VNDICE',
        SMS_API_URL: 'http://127.0.0.1:9/api',
      }).sms,
    ).toEqual({ provider: 'esms', apiKey: 'key', secretKey: 'secret', brandname: 'VNDICE', apiUrl: 'http://127.0.0.1:9/api/' });
    expect(load({ SMS_PROVIDER: 'esms', SMS_API_KEY: 'k', SMS_SECRET_KEY: 's', SMS_BRANDNAME: 'B' }).sms).toMatchObject({
      apiUrl: 'https://rest.esms.vn/MainService.svc/json/',
    });
    expect(problemsOf({ SMS_PROVIDER: 'esms', SMS_API_URL: 'ftp://x' })).toEqual([
      'SMS_API_URL must be an http(s) URL (got "ftp://x")',
      'SMS_API_KEY is required when SMS_PROVIDER=esms',
      'SMS_SECRET_KEY is required when SMS_PROVIDER=esms',
      'SMS_BRANDNAME is required when SMS_PROVIDER=esms',
    ]);
    expect(problemsOf({ SMS_PROVIDER: 'twilio' })).toEqual(['SMS_PROVIDER must be one of log, test, file, esms (got "twilio")']);
    expect(problemsOf({ ...PRODUCTION_SECRETS, SMS_PROVIDER: 'test' })).toEqual(['SMS_PROVIDER must not be test when NODE_ENV=production']);
    expect(problemsOf({ ...PRODUCTION_SECRETS, SMS_PROVIDER: 'file' })).toEqual(['SMS_PROVIDER must not be file when NODE_ENV=production']);
  });
});
