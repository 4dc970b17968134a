import { PAYMENT_BASE, PAYMENT_MESSAGES, API_BASE, type PaymentEnvelope } from '@app/shared/contracts';
import type { AppError } from './app-error';

// The payment service's answer shape: success is code 0 with statusCode 200
// (201 for a created withdrawal).
export function paid<T>(data: T, message: string = PAYMENT_MESSAGES.ok, statusCode = 200): PaymentEnvelope<T> {
  return { code: 0, statusCode, message, data };
}

export const isPaymentServiceUrl = (url: string) => url.startsWith(`${API_BASE}${PAYMENT_BASE}/`);

// A refusal in the same envelope: a non-zero code (the HTTP status), the Vietnamese message, and
// `error`/`field` as the rest of the API gives them, so the shared client reads both alike.
export function paymentFailure(error: AppError) {
  return {
    code: error.statusCode,
    statusCode: error.statusCode,
    message: error.message,
    data: null,
    success: false as const,
    error: error.error,
    ...(error.field ? { field: error.field } : {}),
  };
}
