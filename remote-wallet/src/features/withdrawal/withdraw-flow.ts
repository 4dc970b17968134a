import { newRequestKey, retryTransient, sessionStore } from '@app/shared';
import {
  clearTwoFactorSession,
  createWithdrawal,
  readTwoFactorSession,
  withdrawalTwoFactor,
  type WithdrawalDto,
} from '@app/shared/signed-in';

export { hasSecondPassword } from '../two-factor/has-second-password';

export interface WithdrawRequest {
  bankAccountId: number;
  amount: number;
}

/**
 * Creates the withdrawal with the stored server token (else the one just issued), then clears the
 * token: it is single use whatever the answer. A request whose answer is lost (no connection, a node
 * gone) is sent again with the same key, made here once: the server answers a copy with the
 * withdrawal the first one created. `onRetry` is told before each copy, to show the player.
 */
export async function sendWithdrawal(request: WithdrawRequest, issued: string, onRetry?: () => void): Promise<WithdrawalDto> {
  const stepUpToken = readTwoFactorSession() || issued;
  const idempotencyKey = newRequestKey('wd');
  try {
    return await retryTransient(
      () =>
        createWithdrawal({
          bankAccountId: request.bankAccountId,
          amount: request.amount,
          twoFactor: withdrawalTwoFactor(stepUpToken, sessionStore.user?.id),
          idempotencyKey,
        }),
      { onRetry },
    );
  } finally {
    clearTwoFactorSession();
  }
}
