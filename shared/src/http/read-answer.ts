import type { ApiResult } from '../contracts/api';
import { HTTP_MESSAGES } from '../contracts/messages';
import { type PaymentEnvelope } from '../contracts/payment-service';
import { ApiError, isApiError } from './api-error';

// The one place the client reads a server answer. Every endpoint function goes through here, so
// there is one meaning of "success" per answer shape, and every failure reaches callers as an
// ApiError with a Vietnamese message. The server answers in two shapes:
//
// 1. {success, data?, message?, error?, field?}: the app's own API (auth, core, games, public
//    config). `success: false` is a failure even on a 2xx. Read with ensureSuccess / unwrap, or
//    coreCall when the call has a fallback message of its own (2FA, responsible gaming, security
//    events).
// 2. {code, statusCode, message, data}: the payment service's envelope, on every path under
//    /v1/payment-service/ (PAYMENT_BASE). It is a compatibility shape: those routes keep the
//    interface of the payment service the wallet was built against, so the wire keeps its envelope;
//    success is code 0 with an accepted statusCode. Read with paymentCall, and nowhere else.
//
// An endpoint that converts a compatibility shape into the app's own does so in its endpoint file,
// right after reading the answer here.

// ---- Shape 1: {success, data, message} ----

/** A 2xx answer that still says success: false is a failure too. An empty body is a success. */
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

// The answer of a call that names its own failures: a failed request is rethrown with the message
// `messageFor` picks; no answer at all (status 0, or not even an ApiError) is 'Lỗi kết nối server'.
async function answerOf<B>(request: () => Promise<B>, messageFor: (error: ApiError) => string): Promise<B> {
  try {
    return await request();
  } catch (error) {
    if (!isApiError(error)) throw new ApiError({ status: 0, message: HTTP_MESSAGES.connection });
    if (error.status === 0) throw new ApiError({ status: 0, message: HTTP_MESSAGES.connection, url: error.url });
    throw new ApiError({
      status: error.status,
      message: messageFor(error),
      field: error.field,
      error: error.error,
      data: error.data,
      url: error.url,
    });
  }
}

const serverMessage = (body: unknown): string | undefined => {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message.trim() ? message : undefined;
};

/**
 * Runs a call answering shape 1 whose failures name the call (2FA, responsible gaming): its data
 * (undefined when absent), or an ApiError carrying the server's Vietnamese message, else `fallback`
 * (a 5xx or 429 without a message keeps the client's own text); no answer at all becomes
 * 'Lỗi kết nối server'.
 */
export async function coreCall<T>(request: () => Promise<ApiResult<T> | '' | null>, fallback: string): Promise<T | undefined> {
  const body = await answerOf(
    request,
    (error) => serverMessage(error.data) ?? (error.status >= 500 || error.status === 429 ? error.message : fallback),
  );
  if (body && typeof body === 'object' && body.success === false) {
    throw new ApiError({ status: 200, message: serverMessage(body) ?? fallback, error: body.error, field: body.field, data: body });
  }
  return body && typeof body === 'object' ? body.data : undefined;
}

// ---- Shape 2: the payment service's {code, statusCode, message, data} ----

// Success only when code is 0 and statusCode is 200 (or one of `okStatuses`); otherwise the
// server's message, else the call's own fallback.
function readPaymentEnvelope<T>(body: PaymentEnvelope<T> | null | undefined, fallback: string, okStatuses: readonly number[]): T {
  if (!body || typeof body !== 'object' || body.code !== 0 || !okStatuses.includes(body.statusCode)) {
    throw new ApiError({
      status: typeof body?.statusCode === 'number' ? body.statusCode : 200,
      message: (body && typeof body.message === 'string' && body.message) || fallback,
      error: 'PAYMENT_FAILED',
      data: body,
    });
  }
  return body.data;
}

/**
 * Runs a payment-service request: its data, or an ApiError with the server's Vietnamese message
 * when it sent one, else `fallback`; an exception with no server answer becomes
 * 'Lỗi kết nối server'.
 */
export async function paymentCall<T>(
  request: () => Promise<PaymentEnvelope<T>>,
  fallback: string,
  okStatuses: readonly number[] = [200],
): Promise<T> {
  const body = await answerOf(request, (error) => error.message || fallback);
  return readPaymentEnvelope(body, fallback, okStatuses);
}
