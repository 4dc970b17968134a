// What a chat message may not carry, because it is how players are lured off the site and robbed:
// a link (http, www., a domain, t.me, Zalo, a Telegram handle) or a phone number (Vietnamese mobile
// and landline numbers, spaced, dotted or with +84); and the operators' filtered words. The
// server's rule (server/src/chat/chat-service.ts), which the chat's panel also asks before sending.
// Imported by its own path (`@app/shared/contracts/chat-filters`), not through the contracts'
// index: the shell's first load, which carries that index, stays without it.
import { CHAT_MESSAGES, cleanChatText, cleanChatWord } from './chat';

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
