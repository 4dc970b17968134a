import { type PaymentEnvelope } from '../../contracts/payment-service';
import { PAYMENT_MESSAGES } from '../../contracts/payment-messages';
import { type WithdrawalDto, type WithdrawalTwoFactor } from '../../contracts/withdrawals';
import { TWO_FACTOR_ACTION } from '../../contracts/two-factor';
import { api, paymentCall } from '@app/shared';
import { WITHDRAWAL_PATHS } from '../../contracts/routes';

// userAgent and ipAddress are fixed placeholder text by contract: the withdrawal payload's twoFactor
// block carries both fields, but the server knows the real ones, so the client always sends these
// same values.
export const TWO_FACTOR_PLACEHOLDER = { userAgent: 'web-client', ipAddress: '0.0.0.0' } as const;

export interface CreateWithdrawalInput {
  bankAccountId: number;
  amount: number;
  twoFactor: WithdrawalTwoFactor;
  // The same for every copy of one request: the server creates one withdrawal for it.
  idempotencyKey?: string;
}

/** The twoFactor block of a withdrawal for the given step-up token (userId 0 when unknown). */
export function withdrawalTwoFactor(stepUpToken: string, userId: number | null | undefined): WithdrawalTwoFactor {
  return {
    userId: typeof userId === 'number' && Number.isFinite(userId) ? userId : 0,
    action: TWO_FACTOR_ACTION,
    sessionId: stepUpToken,
    ...TWO_FACTOR_PLACEHOLDER,
  };
}

/** POST u/withdrawals → the created withdrawal (answered 201; 200 accepted too). */
export function createWithdrawal(input: CreateWithdrawalInput): Promise<WithdrawalDto> {
  return paymentCall(
    () => api.post(WITHDRAWAL_PATHS.list, { json: input, silent: true }).json<PaymentEnvelope<WithdrawalDto>>(),
    PAYMENT_MESSAGES.withdrawalCreate,
    [200, 201],
  );
}
