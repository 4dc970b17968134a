import { FORM_ERROR } from 'final-form';
import { HTTP_MESSAGES } from '../contracts/messages';
import { ApiError } from '../http/api-error';

// Turns a failed call into react-final-form submit errors: on the field the server named, else on
// the whole form, so the reader sees the reason next to what they typed.
export function toSubmitErrors(error: unknown, fields: readonly string[]) {
  if (error instanceof ApiError) {
    if (error.field && fields.includes(error.field)) return { [error.field]: error.message };
    return { [FORM_ERROR]: error.message };
  }
  return { [FORM_ERROR]: HTTP_MESSAGES.noConnection };
}
