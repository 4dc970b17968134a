import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { check, password as passwordRule, username as usernameRule } from '@app/shared/contracts';
import {
  CONFIG_DEFAULTS,
  PRODUCTION_PASSWORD_HASHING,
  type AppConfig,
  type DatabaseConfig,
  type LogLevel,
  type NodeEnv,
  type SecretSource,
  type SmsConfig,
} from './app-config';
import { parseAddressRange, splitAddressList } from '../http/address-list';
import { SMS_FILE_NAME } from '../sms/file-sms';
import { EnvReader, parseBoolean, type Env } from './env-readers';
import {
  SECRET_NAMES,
  SecretsFileError,
  generateSecret,
  legacySecretsFilePath,
  moveLegacySecretsFile,
  readSecretsFile,
  secretsFilePath,
  writeSecretsFile,
  type SecretName,
  type Secrets,
} from './secrets-file';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export interface LoadConfigOptions {
  // The folder holding host/dist and remote-*/dist; the default home of ./data.
  repoRoot: string;
  // Relative DATA_DIR and STATIC_ROOT are taken from here (default process.cwd()).
  cwd?: string;
}

const NODE_ENVS: readonly NodeEnv[] = ['production', 'development', 'test'];
const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const MIN_SECRET_LENGTH: Record<Exclude<SecretName, 'ADMIN_PASSWORD'>, number> = {
  JWT_SECRET: 32,
  BANK_WEBHOOK_KEY: 16,
  FAIRNESS_SECRET: 32,
};

// The embedded database's folder inside DATA_DIR.
export const EMBEDDED_DATABASE_FOLDER = 'pgdata';

// Where DATA_DIR points, with the same rule for the server and the admin CLI.
export function resolveDataDir(env: Env, options: LoadConfigOptions): string {
  const configured = env.DATA_DIR?.trim();
  if (!configured) return join(options.repoRoot, 'data');
  return resolve(options.cwd ?? process.cwd(), configured);
}

// The operator CLI's socket: ADMIN_SOCKET, else SECRETS_DIR/admin.sock. The server and the CLI
// both find it here, from the same environment.
export function resolveAdminSocketPath(env: Env, options: LoadConfigOptions): string {
  const configured = env.ADMIN_SOCKET?.trim();
  if (configured) return resolve(options.cwd ?? process.cwd(), configured);
  return join(resolveSecretsDir(env, options), 'admin.sock');
}

// Where SECRETS_DIR points (default ./secrets beside ./data, never inside it), with the same rule
// for the server and the admin CLI.
export function resolveSecretsDir(env: Env, options: LoadConfigOptions): string {
  const configured = env.SECRETS_DIR?.trim();
  if (!configured) return join(options.repoRoot, 'secrets');
  return resolve(options.cwd ?? process.cwd(), configured);
}

// For a reader that must not move anything (the admin CLI, maybe run while the server boots): the
// file in SECRETS_DIR, or DATA_DIR's of an install the server has not started on since.
export function findSecretsFile(env: Env, options: LoadConfigOptions): string {
  const file = secretsFilePath(resolveSecretsDir(env, options));
  const legacy = legacySecretsFilePath(resolveDataDir(env, options));
  return !existsSync(file) && existsSync(legacy) ? legacy : file;
}

export function loadConfig(env: Env, options: LoadConfigOptions): AppConfig {
  const read = new EnvReader(env);
  const cwd = options.cwd ?? process.cwd();

  // A typo such as NODE_ENV=prod must not quietly switch off the production checks.
  const nodeEnv = read.oneOf('NODE_ENV', 'development', NODE_ENVS);
  const dataDir = resolveDataDir(env, options);
  const staticRootRaw = read.raw('STATIC_ROOT');
  const staticRoot = staticRootRaw ? resolve(cwd, staticRootRaw) : options.repoRoot;

  const partial = {
    env: nodeEnv,
    port: read.integer('PORT', CONFIG_DEFAULTS.port, 0, 65_535),
    host: read.string('HOST', CONFIG_DEFAULTS.host),
    dataDir,
    database: readDatabase(read, dataDir),
    redisUrl: readRedisUrl(read),
    redisKeyPrefix: read.string('REDIS_KEY_PREFIX', CONFIG_DEFAULTS.redisKeyPrefix),
    adminUsername: readAdminUsername(read),
    gameBettingSeconds: read.decimal('GAME_BETTING_SECONDS', CONFIG_DEFAULTS.gameBettingSeconds, 0.2, 3_600),
    gameResultSeconds: read.decimal('GAME_RESULT_SECONDS', CONFIG_DEFAULTS.gameResultSeconds, 0.2, 600),
    gameChainLength: read.integer('GAME_CHAIN_LENGTH', CONFIG_DEFAULTS.gameChainLength, 1, 1_000_000),
    riskRules: {
      turnoverMultiple: read.decimal('RISK_TURNOVER_MULTIPLE', CONFIG_DEFAULTS.riskRules.turnoverMultiple, 0, 100),
      bigWin: read.integer('RISK_BIG_WIN', CONFIG_DEFAULTS.riskRules.bigWin, 1, 1e15),
      manyWithdrawals: read.integer('RISK_MANY_WITHDRAWALS', CONFIG_DEFAULTS.riskRules.manyWithdrawals, 2, 1_000),
      manyWithdrawalsHours: read.decimal('RISK_MANY_WITHDRAWALS_HOURS', CONFIG_DEFAULTS.riskRules.manyWithdrawalsHours, 0.1, 720),
      lookbackDays: read.integer('RISK_LOOKBACK_DAYS', CONFIG_DEFAULTS.riskRules.lookbackDays, 1, 366),
    },
    depositTtlMinutes: read.decimal('DEPOSIT_TTL_MINUTES', CONFIG_DEFAULTS.depositTtlMinutes, 0.05, 1_440),
    depositSweepIntervalMs: CONFIG_DEFAULTS.depositSweepIntervalMs,
    withdrawalCooldownHours: read.decimal('WITHDRAWAL_COOLDOWN_HOURS', CONFIG_DEFAULTS.withdrawalCooldownHours, 0, 720),
    manualCreditReviewAbove: read.integer('MANUAL_CREDIT_REVIEW_ABOVE', CONFIG_DEFAULTS.manualCreditReviewAbove, 0, 1e15),
    makerCheckerSoloDelayHours: read.decimal('MAKER_CHECKER_SOLO_DELAY_HOURS', CONFIG_DEFAULTS.makerCheckerSoloDelayHours, 0.0001, 720),
    operatorIdleMinutes: read.decimal('OPERATOR_IDLE_MINUTES', CONFIG_DEFAULTS.operatorIdleMinutes, 0.05, 240),
    operatorSessionHours: read.decimal('OPERATOR_SESSION_HOURS', CONFIG_DEFAULTS.operatorSessionHours, 0.01, 24),
    pwaEnabled: read.boolean('PWA_ENABLED', CONFIG_DEFAULTS.pwaEnabled),
    remotes: {
      remote_auth: read.pathOrHttpUrl('REMOTE_AUTH_URL', CONFIG_DEFAULTS.remotes.remote_auth),
      remote_wallet: read.pathOrHttpUrl('REMOTE_WALLET_URL', CONFIG_DEFAULTS.remotes.remote_wallet),
      remote_games: read.pathOrHttpUrl('REMOTE_GAMES_URL', CONFIG_DEFAULTS.remotes.remote_games),
      remote_admin: read.pathOrHttpUrl('REMOTE_ADMIN_URL', CONFIG_DEFAULTS.remotes.remote_admin),
    },
    staticRoot,
    releasesDir: resolve(cwd, read.raw('RELEASES_DIR') ?? join(staticRoot, 'releases')),
    releasesUrl: read.raw('RELEASES_URL') === undefined ? null : read.httpUrl('RELEASES_URL', '').replace(/\/+$/, '') || null,
    sourceMapsPublic: read.boolean('SOURCE_MAPS_PUBLIC', CONFIG_DEFAULTS.sourceMapsPublic),
    rateLimitScale: read.positiveNumber('RATE_LIMIT_SCALE', CONFIG_DEFAULTS.rateLimitScale, 1_000_000),
    altchaMaxNumber: read.integer('ALTCHA_MAX_NUMBER', CONFIG_DEFAULTS.altchaMaxNumber, 2, 1_000_000),
    trustProxy: readTrustProxy(read),
    bankWebhookAllowedIps: readAddressList(read, 'BANK_WEBHOOK_ALLOWED_IPS'),
    logLevel: read.oneOf('LOG_LEVEL', CONFIG_DEFAULTS.logLevel, LOG_LEVELS),
    passwordHashing: { ...PRODUCTION_PASSWORD_HASHING },
    forceLogoutDisconnectDelayMs: CONFIG_DEFAULTS.forceLogoutDisconnectDelayMs,
    socketsPerSession: read.integer('SOCKETS_PER_SESSION', CONFIG_DEFAULTS.socketsPerSession, 1, 10_000),
    sms: readSms(read, nodeEnv, dataDir),
  };

  // In production the secrets must come from the environment: reported with everything else.
  if (nodeEnv === 'production') {
    for (const name of SECRET_NAMES) {
      if (read.raw(name) === undefined) read.problem(name, 'is required when NODE_ENV=production');
    }
    // Seconds of delay would turn maker-checker off by configuration: a second operator, or an hour.
    if (partial.makerCheckerSoloDelayHours < 1)
      read.problem('MAKER_CHECKER_SOLO_DELAY_HOURS', 'must be at least 1 when NODE_ENV=production');
  }
  const adminTotpSecret = read.raw('ADMIN_TOTP_SECRET')?.replace(/\s/g, '').toUpperCase();
  // What authenticator apps read: base32, and at least 80 bits (RFC 4226 asks for 128, 160 advised).
  if (adminTotpSecret !== undefined && !/^[A-Z2-7]{16,128}=*$/.test(adminTotpSecret)) {
    read.problem('ADMIN_TOTP_SECRET', 'must be base32 (A-Z, 2-7), at least 16 characters');
  }
  // Otherwise a secrets file may be written: only once the rest is known to be sane.
  if (read.problems.length) throw new ConfigError(read.problems);

  const secretsFile = secretsFilePath(resolveSecretsDir(env, options));
  // Production reads its secrets from the environment only, and its SECRETS_DIR may not even be
  // writable: a file left in DATA_DIR there is only reported at boot (data-dir-plugin.ts).
  try {
    if (nodeEnv !== 'production') moveLegacySecretsFile(dataDir, secretsFile);
  } catch (error) {
    read.problems.push(`cannot move ${join(dataDir, 'secrets.json')} to ${secretsFile} (${(error as Error).message}); move it by hand`);
    throw new ConfigError(read.problems);
  }
  const secrets = resolveSecrets(read, secretsFile);
  if (read.problems.length) throw new ConfigError(read.problems);

  return {
    ...partial,
    jwtSecret: secrets.values.JWT_SECRET!,
    bankWebhookKey: secrets.values.BANK_WEBHOOK_KEY!,
    adminPassword: secrets.values.ADMIN_PASSWORD!,
    adminPasswordSource: secrets.sources.ADMIN_PASSWORD!,
    adminSecondPassword: read.raw('ADMIN_SECOND_PASSWORD'),
    adminTotpSecret,
    fairnessSecret: secrets.values.FAIRNESS_SECRET!,
    secretsFile,
    adminSocketPath: resolveAdminSocketPath(env, options),
  };
}

function readDatabase(read: EnvReader, dataDir: string): DatabaseConfig {
  const url = read.raw('DATABASE_URL');
  if (read.raw('DATABASE_READ_URL') !== undefined && !/^postgres(ql)?:\/\/./.test(url ?? '')) {
    read.problem('DATABASE_READ_URL', 'needs DATABASE_URL to be a PostgreSQL server (the replica follows it)', '');
  }
  if (url === undefined) return { kind: 'pglite', dataDir: join(dataDir, EMBEDDED_DATABASE_FOLDER) };
  if (url === 'memory://') return { kind: 'pglite', dataDir: null };
  if (!/^postgres(ql)?:\/\/./.test(url)) {
    read.problem('DATABASE_URL', 'must be a postgres:// URL or memory://', redactUrl(url));
    return { kind: 'pglite', dataDir: null };
  }
  const readUrl = read.raw('DATABASE_READ_URL');
  if (readUrl !== undefined && !/^postgres(ql)?:\/\/./.test(readUrl)) {
    read.problem('DATABASE_READ_URL', 'must be a postgres:// URL (a streaming replica of DATABASE_URL)', redactUrl(readUrl));
  }
  return {
    kind: 'postgres',
    url,
    poolSize: read.integer('DATABASE_POOL_SIZE', CONFIG_DEFAULTS.databasePoolSize, 1, 1_000),
    ...(readUrl !== undefined ? { readUrl } : {}),
  };
}

function readRedisUrl(read: EnvReader): string | null {
  const url = read.raw('REDIS_URL');
  if (url === undefined) return null;
  if (!/^rediss?:\/\/./.test(url)) {
    read.problem('REDIS_URL', 'must be a redis:// or rediss:// URL', redactUrl(url));
    return null;
  }
  return url;
}

function readAdminUsername(read: EnvReader): string {
  const value = read.raw('ADMIN_USERNAME') ?? CONFIG_DEFAULTS.adminUsername;
  const result = check(usernameRule, value);
  if (!result.ok) {
    read.problem('ADMIN_USERNAME', `is not a valid username: ${result.message}`, value);
    return CONFIG_DEFAULTS.adminUsername;
  }
  return result.value;
}

const SMS_PROVIDERS = ['log', 'test', 'file', 'esms'] as const;

// SMS_PROVIDER and what its driver needs. eSMS takes its keys and a brand name registered with it;
// SMS_API_URL moves the API (a proxy, or a fake in tests). The 'test' and 'file' drivers deliver
// nothing and are refused in production ('file' writes the codes to DATA_DIR for the e2e tests); 'log' is allowed there but writes the codes where operators can read them,
// which the boot banner says (sms-plugin.ts).
function readSms(read: EnvReader, nodeEnv: NodeEnv, dataDir: string): SmsConfig {
  const provider = read.oneOf('SMS_PROVIDER', 'log', SMS_PROVIDERS);
  if ((provider === 'test' || provider === 'file') && nodeEnv === 'production')
    read.problem('SMS_PROVIDER', `must not be ${provider} when NODE_ENV=production`);
  if (provider === 'file') return { provider, path: join(dataDir, SMS_FILE_NAME) };
  if (provider !== 'esms') return { provider };
  const required = (name: string) => {
    const value = read.raw(name);
    if (value === undefined) read.problem(name, 'is required when SMS_PROVIDER=esms');
    return value ?? '';
  };
  const apiUrl = read.httpUrl('SMS_API_URL', CONFIG_DEFAULTS.esmsApiUrl);
  return {
    provider,
    apiKey: required('SMS_API_KEY'),
    secretKey: required('SMS_SECRET_KEY'),
    brandname: required('SMS_BRANDNAME'),
    apiUrl: apiUrl.endsWith('/') ? apiUrl : `${apiUrl}/`,
  };
}

// Fastify's trustProxy: true/false (also 1/0), or a comma-separated list of trusted proxy addresses.
// Hop counts are refused: Fastify 5 treats them as "trust nobody", which would silently give every
// player the proxy's address (one shared rate limit for everybody).
function readTrustProxy(read: EnvReader): boolean | string {
  const value = read.raw('TRUST_PROXY');
  if (value === undefined) return false;
  const asBoolean = parseBoolean(value);
  if (asBoolean !== undefined) return asBoolean;
  if (/^\d+$/.test(value) || !/^[0-9a-fA-F.:/,\s]+$/.test(value)) {
    read.problem('TRUST_PROXY', 'must be true, false or a comma-separated list of proxy IP addresses/CIDRs', value);
    return false;
  }
  return value;
}

// Comma-separated IP addresses and CIDR ranges; unset or empty is an empty list. Every entry that
// is neither is named, so a typo cannot silently shut the bank feed out (or let everyone in).
function readAddressList(read: EnvReader, name: string): string[] {
  const value = read.raw(name);
  if (value === undefined) return [];
  const entries = splitAddressList(value);
  const invalid = entries.filter((entry) => parseAddressRange(entry) === null);
  if (invalid.length) read.problem(name, 'must be a comma-separated list of IP addresses or CIDR ranges', invalid.join(', '));
  return entries;
}

interface ResolvedSecrets {
  values: Secrets;
  sources: Partial<Record<SecretName, SecretSource>>;
}

// Environment first; outside production, what is missing comes from (or is generated into) the file.
function resolveSecrets(read: EnvReader, secretsFile: string): ResolvedSecrets {
  const values: Secrets = {};
  const sources: ResolvedSecrets['sources'] = {};
  for (const name of SECRET_NAMES) {
    const value = read.raw(name);
    if (value !== undefined) {
      values[name] = value;
      sources[name] = 'env';
    }
  }

  const missing = SECRET_NAMES.filter((name) => values[name] === undefined);
  if (missing.length) {
    let stored: Secrets;
    try {
      stored = readSecretsFile(secretsFile);
    } catch (error) {
      if (!(error instanceof SecretsFileError)) throw error;
      read.problems.push(error.message);
      return { values, sources };
    }
    let generated = false;
    for (const name of missing) {
      if (stored[name] === undefined) {
        stored[name] = generateSecret(name);
        generated = true;
      }
      values[name] = stored[name];
      sources[name] = 'secrets-file';
    }
    if (generated) {
      try {
        writeSecretsFile(secretsFile, stored);
      } catch (error) {
        read.problems.push(`cannot write ${secretsFile} (${(error as Error).message}); set SECRETS_DIR to a writable folder`);
      }
    }
  }

  validateSecrets(read, values, sources, secretsFile);
  return { values, sources };
}

function validateSecrets(read: EnvReader, values: Secrets, sources: ResolvedSecrets['sources'], secretsFile: string): void {
  const origin = (name: SecretName) => (sources[name] === 'env' ? name : `${name} in ${secretsFile}`);
  for (const name of ['JWT_SECRET', 'BANK_WEBHOOK_KEY', 'FAIRNESS_SECRET'] as const) {
    const value = values[name];
    if (value !== undefined && value.length < MIN_SECRET_LENGTH[name]) {
      read.problems.push(`${origin(name)} must be at least ${MIN_SECRET_LENGTH[name]} characters long`);
    }
  }
  const adminPassword = values.ADMIN_PASSWORD;
  if (adminPassword !== undefined) {
    const result = check(passwordRule, adminPassword);
    if (!result.ok) read.problems.push(`${origin('ADMIN_PASSWORD')} is not accepted: ${result.message}`);
  }
}

// Never echo a database password into logs.
function redactUrl(value: string): string {
  return value.replace(/\/\/([^:@/]*):[^@/]*@/, '//$1:***@');
}
