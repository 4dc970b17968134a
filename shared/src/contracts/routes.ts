// Every URL of the API, one table per feature, relative to API_BASE ('/api'). The server registers
// each route at `${API_BASE}${TABLE.route(':id')}` from the feature folder the table is named after
// (server/src/__tests__/layering.test.ts holds that), and the pages and the operator CLI call the
// same entries with real ids. A URL is written here and nowhere else.
import type { GameType } from './games';
import type { RemoteName } from './remote-releases';

// The payment service's URLs keep the shape of the service the app replaced (and its answer envelope).
export const PAYMENT_BASE = '/v1/payment-service';

// server/src/auth/
export const AUTH_PATHS = {
  login: '/auth/login',
  signup: '/auth/signup',
  // A proof-of-work challenge for the bot check (ALTCHA), asked before signup and risky logins.
  challenge: '/auth/challenge',
  // An operator's first authenticator code, with the ticket the login answered: signs in.
  totpEnroll: '/auth/totp/enroll',
  me: '/auth/me',
  refresh: '/auth/refresh-token',
  logout: '/auth/logout',
} as const;

// server/src/core/: the signed-in player's balance, login password and public-lists choice.
export const CORE_PATHS = {
  balance: '/core/balance',
  changePassword: '/core/change-password',
  // The player's choice to stay off the winners' ticker and leaderboards (PublicListsPreferenceDto).
  publicLists: '/core/public-lists',
} as const;

// server/src/password-recovery/
export const RECOVERY_PATHS = {
  // POST {username, phone} → always 200 with RECOVERY_MESSAGES.codeSent.
  start: '/auth/password-recovery/start',
  // POST {username, phone, code, newPassword} → 200; the player signs in with the new password.
  reset: '/auth/password-recovery/reset',
  // A signed-in player: POST (no body) → 200 {phoneHint}; then POST {code, newPassword}.
  secondStart: '/core/second-password-recovery/start',
  secondReset: '/core/second-password-recovery/reset',
  // An operator, for a caller whose identity they checked: POST → 200 {phoneHint}. The code goes to
  // the player's phone only; the operator never sees it nor the password.
  operatorStart: (userId: number | string) => `/admin/users/${userId}/recovery`,
} as const;

// server/src/two-factor/: the second-level password.
export const TWO_FACTOR_PATHS = {
  setup: '/core/setup-two-factor-password',
  change: '/core/change-two-factor-password',
  status: '/core/two-factor-status',
  validate: '/core/users/2fa/validate',
} as const;

// server/src/security-events/
export const SECURITY_PATHS = {
  events: '/core/security-events',
} as const;

// server/src/responsible-gaming/
export const RESPONSIBLE_GAMING_PATHS = {
  // The player's own limits (a daily deposit limit, self-exclusion), on the profile screen.
  own: '/core/responsible-gaming',
  // POST {reason}: an operator ends a self-exclusion proven to be an account takeover's (audited,
  // and told to the player).
  liftSelfExclusion: (userId: number | string) => `/admin/users/${userId}/self-exclusion/lift`,
} as const;

// server/src/inbox/
export const INBOX_PATHS = {
  list: '/core/inbox',
  read: (id: number | string) => `/core/inbox/${id}/read`,
  readAll: '/core/inbox/read-all',
} as const;

// server/src/bank-directory/: every Vietnamese bank (public).
export const BANK_DIRECTORY_PATHS = {
  banks: '/bank-directory/v2/banks',
} as const;

// server/src/bank-accounts/: the player's own bank accounts.
export const BANK_ACCOUNT_PATHS = {
  list: `${PAYMENT_BASE}/u/user-bank-accounts`,
  one: (id: number | string) => `${PAYMENT_BASE}/u/user-bank-accounts/${id}`,
  setDefault: (id: number | string) => `${PAYMENT_BASE}/u/user-bank-accounts/${id}/set-default`,
} as const;

// server/src/deposits/: the player's QR orders, the bank feed, and the operators' side of both.
export const DEPOSIT_PATHS = {
  banks: `${PAYMENT_BASE}/u/banks`,
  vendorCards: `${PAYMENT_BASE}/u/vendor-cards`,
  configs: `${PAYMENT_BASE}/u/configs`,
  generateQr: `${PAYMENT_BASE}/u/deposits/generate-qr-code`,
  list: `${PAYMENT_BASE}/u/deposits`,
  order: (id: number | string) => `${PAYMENT_BASE}/u/deposits/${id}`,
  bankWebhook: `${PAYMENT_BASE}/webhooks/bank-transfer`,
  adminList: '/admin/deposits',
  confirm: (id: number | string) => `/admin/deposits/${id}/confirm`,
  reject: (id: number | string) => `/admin/deposits/${id}/reject`,
  unmatchedTransfers: '/admin/unmatched-transfers',
  assignTransfer: (id: number | string) => `/admin/unmatched-transfers/${id}/assign`,
  ignoreTransfer: (id: number | string) => `/admin/unmatched-transfers/${id}/ignore`,
  returnTransfer: (id: number | string) => `/admin/unmatched-transfers/${id}/return`,
  adminVendorCards: '/admin/vendor-cards',
  adminVendorCard: (id: number | string) => `/admin/vendor-cards/${id}`,
  adminConfigs: '/admin/configs',
  // The id as the page holds it, URI-encoded by the caller (the server registers `:id`).
  adminConfig: (id: string) => `/admin/configs/${id}`,
} as const;

// server/src/withdrawals/: the player's withdrawals, and the operators' approval or refusal.
export const WITHDRAWAL_PATHS = {
  list: `${PAYMENT_BASE}/u/withdrawals`,
  cancel: (id: number | string) => `${PAYMENT_BASE}/u/withdrawals/${id}/cancel`,
  houseBalance: `${PAYMENT_BASE}/admin/balance`,
  adminList: '/admin/withdrawals',
  approve: (id: number | string) => `/admin/withdrawals/${id}/approve`,
  reject: (id: number | string) => `/admin/withdrawals/${id}/reject`,
  payoutQr: (id: number | string) => `/admin/withdrawals/${id}/payout-qr`,
  approveBatch: '/admin/withdrawals/approve-batch',
} as const;

// server/src/pending-changes/: the changes waiting for a second operator.
export const PENDING_CHANGE_PATHS = {
  list: '/admin/pending-changes',
  one: (id: number | string) => `/admin/pending-changes/${id}`,
  approve: (id: number | string) => `/admin/pending-changes/${id}/approve`,
  reject: (id: number | string) => `/admin/pending-changes/${id}/reject`,
  cancel: (id: number | string) => `/admin/pending-changes/${id}/cancel`,
} as const;

// Both games have the same endpoints; the CSRF token of either serves both.
export const gameBase = (game: GameType) => `/game-${game}` as const;

// server/src/games/ (`:game` where the server registers one route for both games).
export const GAME_PATHS = {
  csrfToken: (game: GameType) => `${gameBase(game)}/csrf-token`,
  current: (game: GameType) => `${gameBase(game)}/current`,
  bet: (game: GameType) => `${gameBase(game)}/bet`,
  cancelBet: (game: GameType, betId: number | string) => `${gameBase(game)}/bet/${betId}`,
  myBets: (game: GameType) => `${gameBase(game)}/my-bets`,
  history: (game: GameType) => `${gameBase(game)}/history`,
  fairness: (game: GameType) => `${gameBase(game)}/fairness`,
  // Public: the bet limits and the round timing (GameTableConfigDto), for the table and its rules.
  config: (game: GameType) => `${gameBase(game)}/config`,
  // Public: the last settled rounds' big wins (RoundBigWinsDto[]), newest first.
  bigWins: (game: GameType) => `${gameBase(game)}/big-wins`,
  // Public: the hũ's pool and its rules (JackpotDto); tài xỉu only.
  jackpot: (game: GameType) => `${gameBase(game)}/jackpot`,
  // Operators (admin): the hũ's setting (JackpotDto), PUT behind 'admin_settings' bound to 'jackpot:<game>'.
  adminJackpot: (game: GameType | ':game') => `/admin/games/${game}/jackpot`,
  // Signed-in players: the day's or the week's biggest net winners (LeaderboardDto); ?period=day|week.
  leaderboard: (game: GameType) => `${gameBase(game)}/leaderboard`,
  // The player's bets in both games (BetHistoryDto[]), newest first; ?limit=&before= (a bet id).
  betHistory: '/games/my-bets',
  adminConfigs: '/admin/games/configs',
  adminConfig: (game: GameType | ':game') => `/admin/games/${game}/config`,
  // Operators: the game stopped for maintenance after the round under way, or started again
  // (GameConfigDto), step-up 'admin_settings' bound to 'game-config:<game>'.
  adminPause: (game: GameType | ':game') => `/admin/games/${game}/pause`,
  adminResume: (game: GameType | ':game') => `/admin/games/${game}/resume`,
  // Public: whether each game is open or paused (GameStateDto[]), for the lobby.
  states: '/games/states',
  // Operators: the game's rounds (AdminRoundsPageDto), newest first; ?limit=&before= (a round id).
  adminRounds: (game: GameType | ':game') => `/admin/games/${game}/rounds`,
  // Operators: who bet what in one round (Page<AdminRoundBetDto>), in the order placed; ?page&size.
  adminRoundBets: (game: GameType | ':game', roundId: number | string) => `/admin/games/${game}/rounds/${roundId}/bets`,
} as const;

// server/src/chat/: each table's chat (players) and its moderation (operators).
export const CHAT_PATHS = {
  // Signed-in: GET the table's newest visible messages (ChatHistoryDto); a player POSTs {text}.
  messages: (game: GameType) => `${gameBase(game)}/chat`,
  // Operators (OPERATOR_ACCESS.chat): the newest messages, hidden ones included (?game=&before=).
  adminMessages: '/admin/chat/messages',
  hide: (id: number | string) => `/admin/chat/messages/${id}/hide`,
  // POST {minutes, reason}; and its lifting.
  mute: (userId: number | string) => `/admin/chat/players/${userId}/mute`,
  unmute: (userId: number | string) => `/admin/chat/players/${userId}/unmute`,
  // The players muted now.
  mutes: '/admin/chat/mutes',
  // GET each table's switch and the word filter (ChatSettingsDto).
  settings: '/admin/chat/settings',
  // PUT {words}.
  wordFilter: '/admin/chat/word-filter',
  // PUT {enabled}: the table's chat on or off.
  game: (game: GameType | ':game') => `/admin/chat/games/${game}`,
} as const;

// server/src/admin/: the operators' view of the players and the queues.
export const ADMIN_PATHS = {
  overview: '/admin/overview',
  queues: '/admin/queues',
  users: '/admin/users',
  profile: (userId: number | string) => `/admin/users/${userId}/profile`,
  ban: (userId: number | string) => `/admin/users/${userId}/ban`,
  unban: (userId: number | string) => `/admin/users/${userId}/unban`,
  devTools: (userId: number | string) => `/admin/users/${userId}/dev-tools`,
  // Every open session of the player ends now (forceLogout ADMIN_TERMINATE); they may sign in again.
  endSessions: (userId: number | string) => `/admin/users/${userId}/sessions/end`,
} as const;

// server/src/audit/
export const AUDIT_PATHS = {
  list: '/admin/audit',
} as const;

// server/src/reports/: the owner's report over a range of days, from the ledger.
export const REPORT_PATHS = {
  summary: '/admin/reports',
} as const;

// server/src/player-notes/: operators' notes and tags on a player.
export const PLAYER_NOTE_PATHS = {
  notes: (userId: number | string) => `/admin/users/${userId}/notes`,
  tags: (userId: number | string) => `/admin/users/${userId}/tags`,
  // A tag is letters, digits and hyphens: the URL encodes its Vietnamese letters by itself.
  tag: (userId: number | string, tag: string) => `/admin/users/${userId}/tags/${tag}`,
} as const;

// server/src/risk/: the risk flags (every player's, one player's) and clearing one.
export const RISK_PATHS = {
  list: '/admin/risk',
  player: (userId: number | string) => `/admin/users/${userId}/risk`,
  clear: (userId: number | string) => `/admin/users/${userId}/risk/clear`,
} as const;

// server/src/adjustments/: a manual credit or debit of a player's wallet, through maker-checker.
export const ADJUSTMENT_PATHS = {
  adjust: (userId: number | string) => `/admin/users/${userId}/adjust`,
} as const;

// server/src/ip-bans/: addresses shut out (list, ban, lift).
export const IP_BAN_PATHS = {
  list: '/admin/ip-bans',
  lift: (id: number | string) => `/admin/ip-bans/${id}/lift`,
} as const;

// server/src/site-content/: what the operators write for every player's page (the announcement, the
// maintenance notice, the support links); the pages read it in the public configuration.
export const SITE_CONTENT_PATHS = {
  admin: '/admin/site-content',
} as const;

// server/src/referrals/: the player's own code and who joined with it; the reward's setting.
export const REFERRAL_PATHS = {
  // The signed-in player's code, the players who joined with it and what the reward paid (MyReferralsDto).
  own: '/core/referrals',
  // Admins: GET the reward's setting, PUT {enabled, shareBp} with step-up 'admin_settings' bound to
  // STEP_UP_TARGETS.referralSettings (ReferralSettingsDto).
  adminSettings: '/admin/referral-settings',
} as const;

// server/src/exports/: a CSV file of rows, streamed (kind: EXPORT_KINDS).
export const EXPORT_PATHS = {
  csv: (kind: string) => `/admin/exports/${kind}`,
} as const;

// server/src/ledger/: every balance recomputed from the entries.
export const LEDGER_PATHS = {
  check: '/admin/ledger/check',
} as const;

// server/src/health/ (also served at the bare /health, for load balancers).
export const HEALTH_PATHS = {
  health: '/health',
} as const;

// server/src/static/: what the shell reads before it draws (no session needed).
export const STATIC_PATHS = {
  publicConfig: '/public-config',
} as const;

// server/src/remotes/: which version of each remote front end a page loads (no session needed), the
// page's beacon of what it loaded, and the admins' registry (each change with step-up
// 'admin_settings' bound to STEP_UP_TARGETS.remote).
export const REMOTE_RELEASE_PATHS = {
  // POST {remote, version, kind}: a page's report of a version it loaded, failed to load or fell back from.
  report: '/remotes/report',
  // GET: this browser's canary group's versions (RemoteChoicesDto).
  choices: '/remotes',
  adminList: '/admin/remotes',
  adminUse: (remote: RemoteName) => `/admin/remotes/${remote}/use`,
  adminRollback: (remote: RemoteName) => `/admin/remotes/${remote}/rollback`,
  adminCanary: (remote: RemoteName) => `/admin/remotes/${remote}/canary`,
} as const;
