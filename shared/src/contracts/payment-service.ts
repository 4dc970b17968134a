// What every feature of the payment service shares: its answer envelope, a page, an amount in
// whole đồng, a positive id and the request's idempotency key.
import { define, optional } from 'superstruct';
import { IDEMPOTENCY_KEY_PATTERN } from './constants';
import { PAYMENT_MESSAGES } from './payment-messages';

// Every payment-service answer: success is code 0 with statusCode 200 (201 for a created withdrawal).
export interface PaymentEnvelope<T> {
  code: number;
  statusCode: number;
  message: string;
  data: T;
}

export interface Page<T> {
  items: T[];
  page: number;
  size: number;
  total: number;
}

// A whole, positive, safe number of đồng. Strings, floats, NaN and zero are refused.
export const amount = define<number>('amount', (v) => {
  if (v === undefined || v === null || v === '' || v === 0) return PAYMENT_MESSAGES.amountRequired;
  if (typeof v !== 'number' || !Number.isSafeInteger(v) || v <= 0) return PAYMENT_MESSAGES.amountInvalid;
  return true;
});

export const positiveId = (message: string) =>
  define<number>('id', (v) => (typeof v === 'number' && Number.isSafeInteger(v) && v > 0 ? true : message));

export interface AmountLimits {
  min: number;
  max: number;
}

// Made by the page when the player confirms a request: a copy sent again after a lost answer is
// answered with what the first one did.
export const idempotencyKey = optional(
  define<string>('idempotencyKey', (v) =>
    typeof v === 'string' && IDEMPOTENCY_KEY_PATTERN.test(v) ? true : PAYMENT_MESSAGES.idempotencyKeyInvalid,
  ),
);
