import {
  clearTwoFactorSession,
  createWithdrawal,
  getTwoFactorStatus,
  readTwoFactorSession,
  sessionStore,
  withdrawalTwoFactor,
  type WithdrawalDto,
} from '@app/shared';

export interface WithdrawRequest {
  bankAccountId: number;
  amount: number;
}

/** Spec section 4 "Withdrawal": a failing status check counts as no second-level password. */
export async function hasSecondPassword(): Promise<boolean> {
  try {
    return (await getTwoFactorStatus()).hasTwoFactor;
  } catch {
    return false;
  }
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
