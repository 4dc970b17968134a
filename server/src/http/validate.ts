import type { Struct } from 'superstruct';
import { check, HTTP_MESSAGES } from '@app/shared/contracts';
import { badRequest } from './app-error';

// Validates with a contract struct (so the answer is the same Vietnamese sentence the form shows)
// and throws a 400 naming the field. A missing body counts as an empty object, so the player reads
// "please enter the username" instead of a generic complaint; a JSON null is a wrong shape.
export function parseInput<T>(struct: Struct<T, unknown>, input: unknown): T {
  const value = input === undefined ? {} : input;
  // PostgreSQL text cannot hold NUL; refusing it here keeps such input a 400, never a driver error.
  // Nesting deeper than any form is refused too: a 64 KiB body nests 30,000 deep, and the
  // validators (printing the value in their messages) and JSON.stringify would overflow the stack.
  if (!isStorable(value)) throw badRequest(HTTP_MESSAGES.badRequest);
  const result = check(struct, value);
  if (!result.ok) throw badRequest(result.message, result.field);
  return result.value;
}

const MAX_DEPTH = 32;

// No NUL in any string or key, and at most MAX_DEPTH levels; walked without recursion.
function isStorable(input: unknown): boolean {
  const pending: Array<[unknown, number]> = [[input, 0]];
  while (pending.length) {
    const [value, depth] = pending.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return false;
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_DEPTH) return false;
    for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
      if (key.includes('\u0000')) return false;
      pending.push([inner, depth + 1]);
    }
  }
  return true;
}
