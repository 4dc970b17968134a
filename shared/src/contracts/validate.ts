import { validate as run, type Struct } from 'superstruct';
import { HTTP_MESSAGES } from './messages';

export type Checked<T> = { ok: true; value: T } | { ok: false; field?: string; message: string };

// Runs a contract struct (with its coercions) and turns the first failure into one Vietnamese
// message. Our own `define` rules return Vietnamese text; anything else (wrong shape) gets the
// generic bad-request message, never superstruct's English.
export function check<T>(struct: Struct<T, unknown>, value: unknown): Checked<T> {
  const [error, result] = run(value, struct, { coerce: true });
  if (!error) return { ok: true, value: result as T };
  const failure = error.failures()[0] ?? error;
  const field = failure.path.length ? String(failure.path[failure.path.length - 1]) : undefined;
  const own = failure.message && !/^Expected|^At path/.test(failure.message);
  return { ok: false, field, message: own ? failure.message : HTTP_MESSAGES.badRequest };
}

// For react-final-form field-level validation: the message, or undefined when valid.
export const fieldError =
  <T>(struct: Struct<T, unknown>) =>
  (value: unknown): string | undefined => {
    const r = check(struct, value ?? '');
    return r.ok ? undefined : r.message;
  };
