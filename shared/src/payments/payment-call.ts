import type { PaymentEnvelope } from '../contracts/payments';
import { PAYMENT_MESSAGES } from '../contracts/payments';
import { ApiError, isApiError } from '../http/api-error';

// Every payment call: success only when code is 0 and statusCode is 200 (or one of
// `okStatuses`); otherwise the server's message, else the call's own fallback; an exception with
// no server answer becomes 'Lỗi kết nối server'.
export function unwrapPayment<T>(body: PaymentEnvelope<T> | null | undefined, fallback: string, okStatuses: readonly number[] = [200]): T {
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

// Runs a payment request: answers its data, or throws an ApiError whose message follows the rules
// above (the server's Vietnamese message when it sent one).
export async function paymentCall<T>(
  request: () => Promise<PaymentEnvelope<T>>,
  fallback: string,
  okStatuses: readonly number[] = [200],
): Promise<T> {
  let body: PaymentEnvelope<T>;
  try {
    body = await request();
  } catch (error) {
    if (isApiError(error)) {
      // status 0: nothing came back.
      if (error.status === 0) throw new ApiError({ status: 0, message: PAYMENT_MESSAGES.connection, url: error.url });
      throw new ApiError({
        status: error.status,
        message: error.message || fallback,
        field: error.field,
        error: error.error,
        data: error.data,
        url: error.url,
      });
    }
    throw new ApiError({ status: 0, message: PAYMENT_MESSAGES.connection });
  }
  return unwrapPayment(body, fallback, okStatuses);
}
