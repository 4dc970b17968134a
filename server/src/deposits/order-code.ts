import { randomInt } from 'node:crypto';
import { ORDER_CODE_ALPHABET, ORDER_CODE_LENGTH } from '@app/shared/contracts';

// A fresh order code: ORDER_CODE_LENGTH characters drawn uniformly (crypto) from the alphabet.
export function newOrderCode(): string {
  let code = '';
  for (let i = 0; i < ORDER_CODE_LENGTH; i += 1) code += ORDER_CODE_ALPHABET[randomInt(ORDER_CODE_ALPHABET.length)];
  return code;
}

// Bank apps change case and add spaces, dots or dashes ("hd 8f3k-2q2x"): compare on A-Z0-9 only.
export function normalizeTransferText(text: string): string {
  return text.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

// Only this much of a transfer's text is scanned: real contents are short (at most 210 characters).
const SCAN_LIMIT = 512;
const codeChars = new Set(ORDER_CODE_ALPHABET);

// Every window of ORDER_CODE_LENGTH alphabet characters in a normalised text: the candidates for an
// order code. They are looked up by the unique index on `code`, whatever the prefix was when the
// order was made (an operator may have changed prefix_order since), and a candidate then counts
// only if the order's full content (prefix + code) occurs in the text.
export function candidateCodes(normalized: string): string[] {
  const text = normalized.slice(0, SCAN_LIMIT);
  const found = new Set<string>();
  let run = 0;
  for (let i = 0; i < text.length; i += 1) {
    run = codeChars.has(text[i]) ? run + 1 : 0;
    if (run >= ORDER_CODE_LENGTH) found.add(text.slice(i - ORDER_CODE_LENGTH + 1, i + 1));
  }
  return [...found];
}
