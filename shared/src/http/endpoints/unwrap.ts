import type { ApiResult } from '../../contracts/api';
import { HTTP_MESSAGES } from '../../contracts/messages';
import { ApiError } from '../api-error';

/** A 2xx answer that still says success: false is a failure too. */
export function ensureSuccess<T>(body: ApiResult<T> | null | undefined | ''): ApiResult<T> {
  if (!body || typeof body !== 'object') return { success: true };
  if (body.success === false) {
    throw new ApiError({
      status: 200,
      message: body.message || HTTP_MESSAGES.serverError,
      error: body.error,
      field: body.field,
      data: body,
    });
  }
  return body;
}

/** The `data` of a successful answer; an answer without it is a broken contract. */
export function unwrap<T>(body: ApiResult<T> | null | undefined | ''): T {
  const result = ensureSuccess(body);
  if (result.data === undefined || result.data === null) {
    throw new ApiError({ status: 200, message: HTTP_MESSAGES.serverError, error: 'EMPTY_RESPONSE', data: body });
  }
  return result.data;
}
