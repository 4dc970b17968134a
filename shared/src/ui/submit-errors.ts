import { FORM_ERROR } from 'final-form';
import { HTTP_MESSAGES } from '../contracts/messages';
import { ApiError } from '../http/api-error';

// Turns a failed call into react-final-form submit errors: on the field the server named, else on
// the whole form, so the reader sees the reason next to what they typed.
// `fallback` is said when the failure has no message of its own.
export function toSubmitErrors(error: unknown, fields: readonly string[], fallback?: string): Record<string, string> {
  if (error instanceof ApiError) {
    const message = error.message || (fallback ?? '');
    if (error.field && fields.includes(error.field)) return { [error.field]: message };
    return { [FORM_ERROR]: message };
  }
  return { [FORM_ERROR]: fallback ?? HTTP_MESSAGES.noConnection };
}
