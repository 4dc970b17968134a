// Business constants that the pages and the server share. Times in milliseconds unless the name says otherwise.
export const API_BASE = '/api';
export const API_TIMEOUT_MS = 10_000;
export const TOKEN_CHECK_INTERVAL_MS = 30_000;
export const TOKEN_REFRESH_THRESHOLD_MS = 5 * 60_000;
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 3600;
export const RETURN_RELOAD_THRESHOLD_MS = 1_000;
export const DEPOSIT_QR_VALIDITY_MS = 30 * 60_000;
export const ORDER_PREFIX_DEFAULT = 'HD';
export const DEPOSIT_MIN_DEFAULT = 10_000;
export const DEPOSIT_MAX_DEFAULT = 100_000_000;
export const PAGE_SIZE = 10;
export const RECENT_ACTIVITY_COUNT = 5;
export const RESULT_MODAL_MS = 5_000;
export const SOCKET = {
  reconnectionAttempts: 10,
  reconnectionDelay: 1_000,
  reconnectionDelayMax: 5_000,
  timeout: 20_000,
  pingInterval: 25_000,
  pingTimeout: 60_000,
  rejoinDebounce: 100,
  // A node's pages, told to resync at once (its Redis link back), re-read within this many ms.
  resyncSpread: 1_000,
} as const;
export const SUPPORT_TOOLTIP_MS = 3_000;
export const TOAST_MS = 3_000;
export const DEV_TOOLS_CHECK_MS = 200;
export const PHONE_FRAME = { width: 430, height: 932, mobileMaxWidth: 768 } as const;
/** A phone's or tablet's browser, by its user agent (the page also checks touch and the screen). */
export const MOBILE_USER_AGENT = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile/i;
export const PAGE_TRANSITION_S = 0.35;
export const CSRF_REFRESH_MARGIN_MS = 30_000;
export const CSRF_LIFETIME_S = 3_600;
// Text lengths: each rule and the message that states it read the same constant.
export const USERNAME_MIN = 4;
export const USERNAME_MAX = 20;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;
export const REFERRAL_MAX = 32;
export const TWO_FACTOR_MIN = 6;
export const TWO_FACTOR_MAX = 64;
export const ACCOUNT_NAME_MIN = 2;
export const ACCOUNT_NAME_MAX = 50;
export const ACCOUNT_NUMBER_MIN = 8;
export const ACCOUNT_NUMBER_MAX = 19;
export const TRANSACTION_REF_MAX = 64;
// An operator's free text: a reject or ban reason, a note.
export const OPERATOR_TEXT_MAX = 500;
// What an operator types into a console search box (a username's start, an order's code).
export const ADMIN_SEARCH_MAX = 64;

// Where the console of the people who run the site lives (loaded for them only; their roles are
// OPERATOR_ROLES in api.ts).
export const CONSOLE_PATH = '/quan-tri';
// Where a player who forgot their second-level password gets it back (linked from every dialog that
// asks for it, the locked one above all).
export const SECOND_PASSWORD_RECOVERY_PATH = '/quen-mat-khau-cap-2';
// The key a page sends with a request it may send again (a bet, a QR order, a withdrawal).
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_:.-]{1,100}$/;
export const INSTALL_PROMPT_HIDE_MS = 24 * 3600_000;
// Where players deposit: most transfers are tens or hundreds of thousands. The form shows only
// those inside the deposit limits.
export const QUICK_AMOUNTS = [50_000, 100_000, 200_000, 500_000, 1_000_000, 2_000_000, 5_000_000, 10_000_000] as const;

export const STORAGE_KEYS = {
  token: 'auth-token',
  authState: 'auth-storage',
  twoFactorSession: '2fa_session_id',
} as const;

// sessionStorage flags of the login and signup flow and the auth layout's redirect rule.
export const SESSION_FLAGS = {
  attemptingLogin: 'attempting-login',
  justLoggedIn: 'just-logged-in',
  justRegistered: 'just-registered',
  loginSession: 'login-session',
} as const;

// Feature switches of the games, sent to the page in the public configuration.
export const FEATURES = { taixiu: true, xocdia: true } as const;
