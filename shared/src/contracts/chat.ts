// Table chat: short messages between the players at one game's table, under masked names
// (maskUsername: `tuan***88`). The server holds every rule (server/src/chat/); the page shows its
// Vietnamese refusals as they come. Messages are plain text everywhere: no page or console ever
// draws one as HTML.
//
// What a message may not carry, because it is how players are lured off the site and robbed: a
// link (http, www., a domain, t.me, Zalo, a Telegram handle) or a phone number (Vietnamese mobile
// and landline numbers, spaced, dotted or with +84). Operators keep a list of words refused as
// well, hide a message, and mute a player for a time; each of those is in the audit log.
//
// Imported by its own path (`@app/shared/contracts/chat`), not through the contracts' index: the
// shell's first load, which carries that index, stays without the chat's rules and sentences; only
// the server, the table's chat chunk and the console's chat screen import them. Its URLs are
// CHAT_PATHS in routes.ts, like every feature's.
import { array, coerce, define, optional, string, type } from 'superstruct';
import { OPERATOR_TEXT_MAX } from './constants';
import { formatVietnamDateTime } from './security';
import { GAME_TYPES, type GameType } from './games';

/** The most characters (code points, after trimming) of one message. */
export const CHAT_TEXT_MAX = 200;
/** The messages a page is given when it opens a table (its newest visible ones). */
export const CHAT_HISTORY_LIMIT = 50;
/** The rate rule per player, across every node and both tables: one message every 2 s, 10 a minute. */
export const CHAT_LIMITS = { minGapMs: 2_000, perMinute: 10 } as const;
/** How many words the operators' filter may hold, and how long each may be. */
export const CHAT_WORDS_MAX = 300;
export const CHAT_WORD_MAX_LENGTH = 40;
/** The longest mute: 30 days, in minutes. */
export const CHAT_MUTE_MAX_MINUTES = 30 * 24 * 60;
/** The console's page of messages, newest first. */
export const CHAT_ADMIN_PAGE = 50;

// A message as every page at the table sees it (`chatMessage` to the game's room; GET
// /api/game-<g>/chat). `name` is masked; `at` an ISO instant.
export interface ChatMessageDto {
  gameType: GameType;
  id: number;
  name: string;
  text: string;
  at: string;
}

// An operator hid a message: every page at the table drops it (`chatHidden`).
export interface ChatHiddenEvent {
  gameType: GameType;
  id: number;
}

// An operator turned the table's chat on or off (`chatEnabled`).
export interface ChatEnabledEvent {
  gameType: GameType;
  enabled: boolean;
}

// GET /api/game-<g>/chat: the table's newest visible messages, oldest first, whether its chat is
// on, and until when the asking player is muted (null when they are not).
export interface ChatHistoryDto {
  gameType: GameType;
  enabled: boolean;
  messages: ChatMessageDto[];
  mutedUntil: string | null;
}

// The console's view of one message: the real username and id, and whether it was hidden.
export interface AdminChatMessageDto {
  id: number;
  gameType: GameType;
  userId: number;
  username: string;
  text: string;
  at: string;
  hiddenAt: string | null;
  hiddenBy: string | null;
  // Until when its author is muted now (null: not muted).
  authorMutedUntil: string | null;
}

export interface AdminChatMessagesDto {
  items: AdminChatMessageDto[];
  // Whether older messages remain (`?before=` the last id).
  hasMore: boolean;
}

export interface ChatMuteDto {
  userId: number;
  username: string;
  until: string;
  reason: string;
  mutedBy: string | null;
  mutedAt: string;
}

export interface ChatGameSettingDto {
  gameType: GameType;
  enabled: boolean;
  updatedAt: string | null;
  updatedBy: string | null;
}

// GET /api/admin/chat/settings: each table's switch and the word filter.
export interface ChatSettingsDto {
  games: ChatGameSettingDto[];
  words: string[];
  wordsUpdatedAt: string | null;
  wordsUpdatedBy: string | null;
}

export const CHAT_EVENTS = {
  message: 'chatMessage',
  hidden: 'chatHidden',
  enabled: 'chatEnabled',
} as const;

export const CHAT_MESSAGES = {
  // The player's refusals.
  empty: 'Vui lòng nhập tin nhắn.',
  tooLong: `Tin nhắn dài tối đa ${CHAT_TEXT_MAX} ký tự.`,
  textInvalid: 'Tin nhắn chỉ gồm một dòng chữ, không có ký tự điều khiển hay ký tự lỗi.',
  link: 'Không được gửi đường link, tên miền hay tài khoản Zalo/Telegram trong trò chuyện.',
  phone: 'Không được gửi số điện thoại trong trò chuyện.',
  word: 'Tin nhắn có từ ngữ không được phép. Vui lòng sửa lại.',
  disabled: 'Trò chuyện đang tắt ở bàn này.',
  tooFast: `Bạn gửi quá nhanh. Vui lòng chờ ${CHAT_LIMITS.minGapMs / 1000} giây giữa hai tin nhắn.`,
  tooMany: `Bạn đã gửi ${CHAT_LIMITS.perMinute} tin nhắn trong một phút. Vui lòng chờ một lát.`,
  muted: (until: Date | string, reason: string | null) =>
    `Bạn bị cấm trò chuyện đến ${formatVietnamDateTime(until)}${reason ? ` (lý do: ${reason.replace(/[.\s]+$/, '')})` : ''}.`,
  operatorsDoNotChat: 'Tài khoản quản trị không trò chuyện ở bàn chơi.',
  // The console's.
  gameInvalid: 'Trò chơi không hợp lệ',
  beforeInvalid: 'Mã tin nhắn không hợp lệ',
  enabledInvalid: 'Vui lòng chọn bật hoặc tắt trò chuyện',
  minutesInvalid: `Thời gian cấm phải từ 1 phút đến ${CHAT_MUTE_MAX_MINUTES / (24 * 60)} ngày`,
  reasonRequired: `Vui lòng nhập lý do (tối đa ${OPERATOR_TEXT_MAX} ký tự).`,
  wordsInvalid: `Danh sách từ cấm tối đa ${CHAT_WORDS_MAX} từ, mỗi từ một dòng, dài 1–${CHAT_WORD_MAX_LENGTH} ký tự, không có ký tự điều khiển.`,
  messageNotFound: 'Không tìm thấy tin nhắn này.',
  playerNotFound: 'Không tìm thấy người chơi này.',
  hidden: 'Đã ẩn tin nhắn. Người chơi ở bàn không còn thấy nó.',
  alreadyHidden: 'Tin nhắn này đã được ẩn trước đó.',
  mutedDone: (username: string, until: Date | string) => `Đã cấm ${username} trò chuyện đến ${formatVietnamDateTime(until)}.`,
  unmuted: (username: string) => `Đã bỏ cấm trò chuyện cho ${username}.`,
  notMuted: 'Người chơi này không bị cấm trò chuyện.',
  wordsSaved: 'Đã lưu danh sách từ cấm. Áp dụng ngay cho tin nhắn mới.',
  turnedOn: (game: string) => `Đã bật trò chuyện ở bàn ${game}.`,
  turnedOff: (game: string) => `Đã tắt trò chuyện ở bàn ${game}.`,
  // The pages'.
  loadFailed: 'Không tải được trò chuyện. Vui lòng thử lại.',
  sendFailed: 'Không gửi được tin nhắn. Vui lòng thử lại.',
} as const;

// ——— What a message is ———

// Invisible characters that change nothing a reader sees but split a word or a number so that a
// filter no longer knows it (zero-width spaces and joiners, the word joiner, a soft hyphen), and
// the direction marks and overrides that make text read in another order than it is stored: taken
// out of a message before anything else looks at it.
const INVISIBLE = /[\u00ad\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g;
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** A message as it is kept: invisible characters out, composed (NFC), trimmed. */
export const cleanChatText = (raw: string): string => raw.replace(INVISIBLE, '').normalize('NFC').trim();

/** Characters as the limit counts them (code points: an emoji is one, as PostgreSQL counts). */
export const chatLength = (text: string): number => [...text].length;

/** Why the text cannot be a message at all (empty, too long, not one line), before any filter. */
export function chatTextProblem(text: string): string | null {
  if (CONTROL.test(text) || LONE_SURROGATE.test(text)) return CHAT_MESSAGES.textInvalid;
  if (text === '') return CHAT_MESSAGES.empty;
  return chatLength(text) > CHAT_TEXT_MAX ? CHAT_MESSAGES.tooLong : null;
}

// POST /api/game-<g>/chat {text}.
export const SendChatBody = type({
  text: coerce(
    define<string>('text', (v) => (typeof v === 'string' ? (chatTextProblem(v) ?? true) : CHAT_MESSAGES.empty)),
    string(),
    cleanChatText,
  ),
});
export type SendChatInput = typeof SendChatBody.TYPE;

/** A word of the filter as it is kept: one line, composed, lower case, single spaces. */
export const cleanChatWord = (raw: string): string => raw.replace(INVISIBLE, '').normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();

// ——— Links and phone numbers ———

// The text the link and phone rules read: letters and digits of other widths as plain ASCII
// (NFKC: `ｗｗｗ`, `０９１２`), lower case.
const folded = (text: string) => text.normalize('NFKC').toLowerCase();

// A dot written to get past a filter: `(.)`, `[.]`, ` dot `, ` chấm `.
const HIDDEN_DOT = String.raw`\s*(?:\(\s*\.\s*\)|\[\s*\.\s*\]|\(dot\)|\[dot\]|\bdot\b|\bch[aấ]m\b)\s*`;
// The endings a link in this chat would have: the common ones, Vietnam's, and those the scam sites
// of the region use.
const TLDS =
  'com|net|org|vn|info|biz|io|me|co|cc|tv|xyz|top|club|site|online|store|shop|link|live|app|dev|vip|win|bet|fun|pro|asia|icu|ly|gl|gg|to|tk|ml|ga|cf|gq|ws|su|ru|cn|us|uk|in|ph|th|kh|la|sg|my|id';
// Those of them that are no Vietnamese word (to, có, là, mẹ, gà...) nor chat talk (vip, win, gg,
// online): the only ones taken as an ending after a dot spaced out or hidden, where a sentence's
// full stop could otherwise be read as a link (`thắng to. to lắm`).
const PLAIN_TLDS = 'com|net|org|vn|biz|io|xyz|club|site|store|shop|asia|icu|tk|ml|cf|gq|ru|cn';
const LINK_PATTERNS: readonly RegExp[] = [
  /\bh\s*t\s*t\s*p\s*s?\s*:\s*\/\s*\//,
  /\bw\s*w\s*w\s*\./,
  // host.tld, ending there or going on with a path; or with a space before its dot, or its dot hidden
  // (prose leaves no space before a full stop).
  new RegExp(String.raw`[a-z0-9-]\.(?:${TLDS})(?![a-z0-9])`),
  new RegExp(String.raw`[a-z0-9-]\s+\.\s*(?:${PLAIN_TLDS})(?![a-z0-9])`),
  new RegExp(String.raw`[a-z0-9-]${HIDDEN_DOT}(?:${PLAIN_TLDS})(?![a-z0-9])`),
  // a.b/xyz: a name with a dot and a slash after it, whatever its ending (not a ratio: 1.98/1).
  /[a-z0-9-]\.[a-z][a-z0-9-]+\/\S*/,
  // The messengers players are asked onto, by name, and a Telegram handle.
  /\bt\s*\.\s*me\b/,
  /\bz\s*a\s*l\s*o\b|\bzalo|\bza1o\b/,
  /\btele(?:gram)?\b|\btelegr|\btele\s+gram\b/,
  /(?:^|[^a-z0-9_])@[a-z0-9_]{4,}/,
];

/** Whether the text carries a link, a domain or a messenger contact. */
export const hasChatLink = (text: string): boolean => {
  const t = folded(text);
  return LINK_PATTERNS.some((pattern) => pattern.test(t));
};

// Between two digits of a number written to be read: spaces, dots, dashes, brackets.
const SEP = String.raw`[\s.\-()]*`;
const digits = (n: number) => `(?:${SEP}\\d){${n}}`;
const PHONE_PATTERNS: readonly RegExp[] = [
  // A mobile number: 0 then 3, 5, 7, 8 or 9 then 8 digits (0912 345 678, 0912.345.678).
  new RegExp(String.raw`(?<!\d)0${SEP}[35789]${digits(8)}(?!\d)`),
  // The same with the country code: +84 912 345 678, (+84) 912..., 84912345678. A bare 84 takes no
  // dots, which would make it an amount (84.912.345.678 đồng).
  new RegExp(String.raw`\+${SEP}8${SEP}4${SEP}0?${SEP}[35789]${digits(8)}(?!\d)`),
  /(?<![\d.])84[\s-]*0?[\s-]*[35789](?:[\s-]*\d){8}(?!\d)/,
  // A landline: 02 then 9 digits (024 3826 1234).
  new RegExp(String.raw`(?<!\d)0${SEP}2${digits(9)}(?!\d)`),
];

/** Whether the text carries a Vietnamese phone number, however it is spaced. */
export const hasChatPhone = (text: string): boolean => {
  const t = folded(text);
  return PHONE_PATTERNS.some((pattern) => pattern.test(t));
};

// ——— The word filter ———

const WORD_CHAR = String.raw`[\p{L}\p{N}]`;
const stripMarks = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The operators' word filter as a matcher. A word matches on its own (not inside a longer word),
 * whatever the case, and with anything that is not a letter or a digit slipped between its letters
 * (`l.ừ.a đ-ả-o`). A word written with its Vietnamese marks matches only with them (`lồn` leaves
 * `lớn` alone); one written without matches the marked forms too (`lua dao` also finds `lừa đảo`).
 */
export function chatWordMatcher(words: readonly string[]): (text: string) => boolean {
  const marked: string[] = [];
  const bare: string[] = [];
  for (const raw of words) {
    const word = cleanChatWord(raw);
    if (!word) continue;
    const letters = [...word.replace(/[^\p{L}\p{N}]+/gu, '')];
    if (!letters.length) continue;
    const body = letters.map(escape).join(String.raw`[^\p{L}\p{N}]*`);
    (stripMarks(word) === word ? bare : marked).push(body);
  }
  const wrap = (bodies: string[]) => (bodies.length ? new RegExp(`(?<!${WORD_CHAR})(?:${bodies.join('|')})(?!${WORD_CHAR})`, 'u') : null);
  const markedRe = wrap(marked);
  const bareRe = wrap(bare);
  return (text: string) => {
    const t = cleanChatText(text).toLowerCase();
    return (markedRe?.test(t) ?? false) || (bareRe?.test(stripMarks(t)) ?? false);
  };
}

/**
 * Why the text is refused as a message (a link, a phone number, a filtered word), or null. The
 * server's rule; a page may ask it too, to say so before sending.
 */
export function chatContentProblem(text: string, hasFilteredWord: (text: string) => boolean = () => false): string | null {
  if (hasChatLink(text)) return CHAT_MESSAGES.link;
  if (hasChatPhone(text)) return CHAT_MESSAGES.phone;
  if (hasFilteredWord(text)) return CHAT_MESSAGES.word;
  return null;
}

// ——— The console's requests ———

const gameRule = define<GameType>('game', (v) => (GAME_TYPES.includes(v as GameType) ? true : CHAT_MESSAGES.gameInvalid));

// GET /api/admin/chat/messages?game=&before=: the newest messages (of one game, or both), hidden ones
// included, CHAT_ADMIN_PAGE at a time.
export const AdminChatMessagesQuery = type({
  game: optional(gameRule),
  before: optional(
    coerce(
      define<number>('before', (v) => (typeof v === 'number' && Number.isSafeInteger(v) && v > 0 ? true : CHAT_MESSAGES.beforeInvalid)),
      string(),
      (v) => (/^[1-9]\d{0,14}$/.test(v.trim()) ? Number(v.trim()) : v),
    ),
  ),
});

const reasonRule = coerce(
  define<string>('reason', (v) =>
    typeof v === 'string' && v.length > 0 && v.length <= OPERATOR_TEXT_MAX && !CONTROL.test(v) ? true : CHAT_MESSAGES.reasonRequired,
  ),
  string(),
  (v) => v.trim(),
);

// POST /api/admin/chat/players/:id/mute {minutes, reason}: muted from now for that long.
export const MuteChatBody = type({
  minutes: define<number>('minutes', (v) =>
    typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= CHAT_MUTE_MAX_MINUTES ? true : CHAT_MESSAGES.minutesInvalid,
  ),
  reason: reasonRule,
});

const isWord = (v: unknown): v is string =>
  typeof v === 'string' && !CONTROL.test(v) && !LONE_SURROGATE.test(v) && v.length >= 1 && v.length <= CHAT_WORD_MAX_LENGTH;

// PUT /api/admin/chat/word-filter {words}: the whole list, each word cleaned (an empty list filters
// nothing; the server keeps a word given twice once).
export const ChatWordsBody = type({
  words: coerce(
    define<string[]>('words', (v) =>
      Array.isArray(v) && v.length <= CHAT_WORDS_MAX && v.every(isWord) ? true : CHAT_MESSAGES.wordsInvalid,
    ),
    array(),
    // Only a list of acceptable words is cleaned (a word of spaces becomes '' and is then refused).
    (v) => (v.every(isWord) ? v.map(cleanChatWord) : v),
  ),
});

// PUT /api/admin/chat/games/:game {enabled}.
export const ChatGameBody = type({
  enabled: define<boolean>('enabled', (v) => (typeof v === 'boolean' ? true : CHAT_MESSAGES.enabledInvalid)),
});
export const ChatGameParams = type({ game: gameRule });

// Mute lengths the console offers.
export const CHAT_MUTE_CHOICES: ReadonlyArray<{ minutes: number; label: string }> = [
  { minutes: 15, label: '15 phút' },
  { minutes: 60, label: '1 giờ' },
  { minutes: 24 * 60, label: '24 giờ' },
  { minutes: 7 * 24 * 60, label: '7 ngày' },
  { minutes: CHAT_MUTE_MAX_MINUTES, label: '30 ngày' },
];
