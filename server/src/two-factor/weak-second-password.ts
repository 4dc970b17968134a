import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

// zxcvbn-ts splits a password into the patterns an attacker's guesser would try. A second-level
// password is refused when it is, as a whole, one of those patterns: a password from its common list
// (tens of thousands, reversed and l33t forms included), the player's own username or phone, a
// repeated character or block ("111111", "121212"), an ascending or descending run ("123456",
// "fedcba"), or a keyboard walk ("qwerty"); or when the guesser finds it within 1,000 tries anyway.
// A six-digit PIN that is none of these passes, even one that reads as a date: refusing half of all
// PINs would push players to write theirs down.
const WHOLE_PATTERNS = new Set(['dictionary', 'repeat', 'sequence', 'spatial']);

let checker: ZxcvbnFactory | null = null;
// Built on first use: the dictionaries cost a moment and some memory.
const zxcvbn = () => (checker ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs }));

export function isWeakSecondPassword(password: string, personal: readonly string[] = []): boolean {
  const result = zxcvbn().check(password, personal.filter(Boolean));
  if (result.score === 0) return true;
  const [only, ...rest] = result.sequence;
  return rest.length === 0 && only !== undefined && WHOLE_PATTERNS.has(only.pattern);
}

// A phone number as players write it: digits, maybe a leading +, spaces, dots or dashes.
const PHONE_LIKE = /^\+?[\d\s.-]{9,}$/;
const MIN_PHONE_TAIL = 6;

// The last digits of the player's phone are what a thief learns first (the number is printed on a
// bank transfer, a delivery, a chat), and zxcvbn knows the phone only as a whole. Refused: the number
// itself, in its 0… or 84… forms, and any 6 digits or more it ends with.
export function isPhoneSecondPassword(password: string, personal: readonly string[] = []): boolean {
  if (!/^\d+$/.test(password) || password.length < MIN_PHONE_TAIL) return false;
  return personal
    .filter((entry) => PHONE_LIKE.test(entry.trim()))
    .some((entry) => {
      const digits = entry.replace(/\D/g, '');
      const forms = [
        digits,
        digits.startsWith('0') ? `84${digits.slice(1)}` : digits,
        digits.startsWith('84') ? `0${digits.slice(2)}` : digits,
      ];
      return forms.some((form) => form.endsWith(password));
    });
}
