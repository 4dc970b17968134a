// The validated configuration the whole server runs on. Built from the environment by
// `loadConfig`, or directly by tests (which is why everything the app needs lives here and
// nothing reads process.env after boot).

import type { RiskRulesDto } from '@app/shared/contracts';

export type NodeEnv = 'production' | 'development' | 'test';
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export type DatabaseConfig =
  // poolSize: connections this node opens (DATABASE_POOL_SIZE, default 10). readUrl: a streaming
  // replica of it for history, lists and reports (DATABASE_READ_URL, db/read-replica.ts).
  | { kind: 'postgres'; url: string; poolSize?: number; readUrl?: string }
  // dataDir null: an in-memory database (DATABASE_URL=memory://, used by tests).
  | { kind: 'pglite'; dataDir: string | null };

export interface PasswordHashingConfig {
  // argon2id cost parameters; memoryCost in KiB.
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

export interface RemoteUrls {
  remote_auth: string;
  remote_wallet: string;
  remote_games: string;
  // The operators' console: the host reads its manifest only for an operator's session.
  remote_admin: string;
}

// Who delivers the SMS of password recovery (SMS_PROVIDER). 'log' writes each message, code
// included, to the server log (development, the default); 'test' keeps them in memory for the tests
// to read; 'file' appends them to a file in DATA_DIR for the end-to-end tests to read; 'esms' sends them as brand-name customer-care messages through eSMS (esms.vn).
export type SmsConfig =
  | { provider: 'log' }
  | { provider: 'test' }
  | { provider: 'file'; path: string }
  | {
      provider: 'esms';
      apiKey: string;
      secretKey: string;
      brandname: string;
      // The API's base, ending in '/' (SMS_API_URL; default CONFIG_DEFAULTS.esmsApiUrl).
      apiUrl: string;
    };

// Where a secret came from, so the boot banner can say where to find a generated password.
export type SecretSource = 'env' | 'secrets-file';

export interface AppConfig {
  env: NodeEnv;
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseConfig;
  redisUrl: string | null;
  // Prepended to every Redis key and channel, so several deployments (or test runs) can share one Redis.
  redisKeyPrefix: string;
  jwtSecret: string;
  bankWebhookKey: string;
  // Addresses and CIDR ranges the bank feed's webhook is accepted from (BANK_WEBHOOK_ALLOWED_IPS, as
  // validated entries); empty or absent: any address, the key alone decides.
  bankWebhookAllowedIps?: readonly string[];
  adminUsername: string;
  adminPassword: string;
  adminPasswordSource: SecretSource;
  // ADMIN_SECOND_PASSWORD, optional: the operator account's second-level password, put back at each
  // boot like adminPassword (admin/bootstrap-admin.ts checks it). Unset: left as it is.
  adminSecondPassword?: string;
  // ADMIN_TOTP_SECRET, optional (base32): the operator account's authenticator secret, put back at
  // each boot like adminPassword. Unset: left as it is (the first login enrols a phone).
  adminTotpSecret?: string;
  // The key every hash chain's seed_N is derived from (games/fairness/chain-secret.ts); it never
  // enters the database. Every node of a deployment must hold the same value: a node with another
  // one cannot reveal the seeds of the chain in progress, calls its round off and starts a new chain.
  fairnessSecret: string;
  secretsFile: string;
  // The host-only channel of the operator CLI (admin/host-control.ts): a Unix socket beside
  // secrets.json (SECRETS_DIR/admin.sock, or ADMIN_SOCKET). null: none (tests that do not use it).
  adminSocketPath: string | null;
  // Round phase lengths in seconds (betting, then result); may be fractions (0.3 for tests), at least 0.2.
  gameBettingSeconds: number;
  gameResultSeconds: number;
  // Seeds per hash chain (GAME_CHAIN_LENGTH, default 10,000); a new chain starts when one runs out.
  gameChainLength?: number;
  // Rounds a seat may sit out unwatched before the idle kick (default IDLE_KICK_ROUNDS, which the
  // pages also show: not read from the environment; tests with short rounds set fewer).
  idleKickRounds?: number;
  // How often a node that does not drive a game's clock tries to take it over (ms, default 2,000).
  gameLeaderRetryMs?: number;
  // The risk flags' thresholds (RISK_TURNOVER_MULTIPLE, RISK_BIG_WIN, RISK_MANY_WITHDRAWALS,
  // RISK_MANY_WITHDRAWALS_HOURS, RISK_LOOKBACK_DAYS); CONFIG_DEFAULTS.riskRules when left out.
  riskRules?: RiskRulesDto;
  // May be a fraction (0.1 = 6 s, for tests); 0.05 to 1440.
  depositTtlMinutes: number;
  // Withdrawals wait this long after a bank account is added or changed, and after the login or the
  // second-level password changes (WITHDRAWAL_COOLDOWN_HOURS, default 24; a fraction for tests; 0
  // turns it off).
  withdrawalCooldownHours: number;
  // Maker-checker: a manual credit above this many đồng (MANUAL_CREDIT_REVIEW_ABOVE, default
  // 10,000,000) waits for a second operator; so does every hand confirmation of a deposit order and
  // every new or changed receiving account, whatever the amount.
  manualCreditReviewAbove?: number;
  // Where no second operator can approve, such a change waits this long instead, cancellable
  // (MAKER_CHECKER_SOLO_DELAY_HOURS, default 24; a fraction for tests).
  makerCheckerSoloDelayHours?: number;
  // How often the due changes of the solo mode are applied.
  pendingChangeSweepIntervalMs?: number;
  // An operator's console session ends after this many minutes without a call
  // (OPERATOR_IDLE_MINUTES, default 15) and this many hours after sign-in whatever happens
  // (OPERATOR_SESSION_HOURS, default 12). Fractions allowed.
  operatorIdleMinutes?: number;
  operatorSessionHours?: number;
  // How often lapsed operator sessions are ended (their sockets told and closed).
  operatorSessionSweepIntervalMs?: number;
  // How often the expiry sweep turns overdue PENDING orders into EXPIRED.
  depositSweepIntervalMs: number;
  pwaEnabled: boolean;
  // Where each remote starts when the registry of versions has no pointer for it yet (REMOTE_<NAME>_URL):
  // from then on the database's pointer says (remotes/remote-registry.ts).
  remotes: RemoteUrls;
  staticRoot: string;
  // The published versions of the remotes (RELEASES_DIR, default <STATIC_ROOT>/releases): a folder
  // every node reads, served at /releases/, one immutable folder per version (npm run remote:publish).
  releasesDir?: string;
  // ... or a static origin that serves that folder (RELEASES_URL, e.g. https://cdn.example.vn/releases):
  // the registry then reads the versions there (versions.json, release.json) and pages load them
  // from there. Null: the folder, served by this server.
  releasesUrl?: string | null;
  // Serve the front ends' *.map files (SOURCE_MAPS_PUBLIC). Off by default: the maps give anyone the
  // readable source; the build still writes them, for the operator's error tracking.
  sourceMapsPublic: boolean;
  rateLimitScale: number;
  // The bot check's work (ALTCHA_MAX_NUMBER, default CONFIG_DEFAULTS.altchaMaxNumber): the largest
  // counter a challenge hides; a browser tries about three quarters of it, each try 1,000 rounds of
  // PBKDF2-SHA-256 (auth/bot-check.ts). Tests set it low so a solve costs milliseconds.
  altchaMaxNumber?: number;
  trustProxy: boolean | string;
  logLevel: LogLevel;
  passwordHashing: PasswordHashingConfig;
  // How long after a `forceLogout` the server cuts the sockets. The event and the disconnect travel
  // on different Redis channels between nodes; the pause lets the event arrive first.
  forceLogoutDisconnectDelayMs: number;
  // Sockets one session may hold on a node (SOCKETS_PER_SESSION); the session's connections a node
  // takes in a burst are twice that (realtime/socket-handlers.ts).
  socketsPerSession?: number;
  // How often at most the players at each table are recounted and, if a figure changed, sent to
  // every page (realtime/players-online.ts; default 2 s). Tests shorten it.
  playersOnlineIntervalMs?: number;
  // Absent: the 'log' driver.
  sms?: SmsConfig;
}

// OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane): about 30 ms per hash on one core, so a
// login storm does not starve the event loop while staying far beyond offline cracking budgets.
export const PRODUCTION_PASSWORD_HASHING: PasswordHashingConfig = {
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export const MIN_PASSWORD_MEMORY_COST_KIB = 19_456;

export const CONFIG_DEFAULTS = {
  port: 3000,
  host: '0.0.0.0',
  adminUsername: 'admin',
  databasePoolSize: 10,
  gameBettingSeconds: 45,
  gameResultSeconds: 15,
  gameChainLength: 10_000,
  gameLeaderRetryMs: 2_000,
  riskRules: {
    turnoverMultiple: 1,
    bigWin: 50_000_000,
    manyWithdrawals: 3,
    manyWithdrawalsHours: 24,
    lookbackDays: 7,
  } satisfies RiskRulesDto,
  depositTtlMinutes: 30,
  withdrawalCooldownHours: 24,
  manualCreditReviewAbove: 10_000_000,
  makerCheckerSoloDelayHours: 24,
  pendingChangeSweepIntervalMs: 5_000,
  operatorIdleMinutes: 15,
  operatorSessionHours: 12,
  operatorSessionSweepIntervalMs: 30_000,
  depositSweepIntervalMs: 2_000,
  pwaEnabled: false,
  sourceMapsPublic: false,
  remotes: {
    remote_auth: '/remotes/remote-auth/mf-manifest.json',
    remote_wallet: '/remotes/remote-wallet/mf-manifest.json',
    remote_games: '/remotes/remote-games/mf-manifest.json',
    remote_admin: '/remotes/remote-admin/mf-manifest.json',
  } satisfies RemoteUrls,
  rateLimitScale: 1,
  altchaMaxNumber: 400,
  redisKeyPrefix: 'vndice:',
  logLevel: 'info' as LogLevel,
  forceLogoutDisconnectDelayMs: 250,
  socketsPerSession: 5,
  esmsApiUrl: 'https://rest.esms.vn/MainService.svc/json/',
} as const;
