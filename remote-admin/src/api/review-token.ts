import { sessionStore, TWO_FACTOR_ACTIONS, validateTwoFactor } from '@app/shared';

/** The operator's second-level password → a single-use token for one decision on a withdrawal. */
export async function reviewToken(secondPassword: string): Promise<string> {
  const { sessionId } = await validateTwoFactor({
    secondaryPassword: secondPassword,
    userId: sessionStore.user?.id ?? 0,
    action: TWO_FACTOR_ACTIONS.withdrawalReview,
  });
  return sessionId;
}
