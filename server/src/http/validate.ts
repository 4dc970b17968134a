import type { Struct } from 'superstruct';
import { check, HTTP_MESSAGES } from '@app/shared/contracts';
import { badRequest } from './app-error';

// Validates with a contract struct (so the answer is the same Vietnamese sentence the form shows)
// and throws a 400 naming the field. A missing body counts as an empty object, so the player reads
// "please enter the username" instead of a generic complaint; a JSON null is a wrong shape.
export function parseInput<T>(struct: Struct<T, any>, input: unknown): T {
  const value = input === undefined ? {} : input;
  // PostgreSQL text cannot hold NUL; refusing it here keeps such input a 400, never a driver error.
  if (containsNul(value)) throw badRequest(HTTP_MESSAGES.badRequest);
  const result = check(struct, value);
  if (!result.ok) throw badRequest(result.message, result.field);
  return result.value;
}

function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
    if (key.includes('\u0000') || containsNul(inner, depth + 1)) return true;
  }
  return false;
}
