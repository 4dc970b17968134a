import {
  clearTwoFactorSession,
  createWithdrawal,
  readTwoFactorSession,
  sessionStore,
  withdrawalTwoFactor,
  type WithdrawalDto,
} from '@app/shared';

export { hasSecondPassword } from '../two-factor/has-second-password';

export interface WithdrawRequest {
  bankAccountId: number;
  amount: number;
}

/**
 * Creates the withdrawal with the stored server token (else the one just issued), then clears the
 * token: it is single use whatever the answer.
 */
export async function sendWithdrawal(request: WithdrawRequest, issued: string): Promise<WithdrawalDto> {
  const sessionId = readTwoFactorSession() || issued;
  try {
    return await createWithdrawal({
      bankAccountId: request.bankAccountId,
      amount: request.amount,
      twoFactor: withdrawalTwoFactor(sessionId, sessionStore.user?.id),
    });
  } finally {
    clearTwoFactorSession();
  }
}
