import { sessionStore, type TwoFactorAction } from '@app/shared';
import { validateTwoFactor } from '@app/shared/signed-in';

/**
 * The operator's second-level password → a single-use token for one action: a decision on a
 * withdrawal, or (with `target`, STEP_UP_TARGETS) one change to the one row it names.
 */
export async function consoleStepUpToken(secondPassword: string, action: TwoFactorAction, target?: string): Promise<string> {
  // The wire calls the token sessionId.
  const answer = await validateTwoFactor({ secondaryPassword: secondPassword, userId: sessionStore.user?.id ?? 0, action, target });
  return answer.sessionId;
}
