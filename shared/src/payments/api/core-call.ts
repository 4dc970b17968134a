import type { ApiResult } from '../../contracts/api';
import { PAYMENT_MESSAGES } from '../../contracts/payments';
import { ApiError, isApiError } from '../../http/api-error';

const serverMessage = (body: unknown): string | undefined => {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message.trim() ? message : undefined;
};

/**
 * Runs a core call answering {success, data, message} (2FA, responsible gaming): its data, or an
 * ApiError carrying the server's Vietnamese message, else `fallback`; no answer at all becomes
 * 'Lỗi kết nối server'.
 */
export async function coreCall<T>(request: () => Promise<ApiResult<T> | '' | null>, fallback: string): Promise<T | undefined> {
  let body: ApiResult<T> | '' | null;
  try {
    body = await request();
  } catch (error) {
    if (isApiError(error)) {
      if (error.status === 0) throw new ApiError({ status: 0, message: PAYMENT_MESSAGES.connection, url: error.url });
      throw new ApiError({
        status: error.status,
        message: serverMessage(error.data) ?? (error.status >= 500 || error.status === 429 ? error.message : fallback),
        field: error.field,
        error: error.error,
        data: error.data,
        url: error.url,
      });
    }
    throw new ApiError({ status: 0, message: PAYMENT_MESSAGES.connection });
  }
  if (body && typeof body === 'object' && body.success === false) {
    throw new ApiError({ status: 200, message: serverMessage(body) ?? fallback, error: body.error, field: body.field, data: body });
  }
  return body && typeof body === 'object' ? body.data : undefined;
}
