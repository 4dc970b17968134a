import { SECURITY_MESSAGES, type WithdrawalCooldownReason } from '@app/shared/contracts';
import { AppError } from '../http/app-error';

export interface Cooldown {
  until: Date;
  reason: WithdrawalCooldownReason;
}

// A thief holding a session moves fast: a new destination for the money, or a password changed so
// the player cannot get back in. Money waits `hours` after either, long enough for the player (told
// at once on their other sessions) to notice and call support.
export function withdrawalCooldown(
  destinationChangedAt: Date,
  passwordChangedAt: Date | null,
  hours: number,
  now: Date = new Date(),
): Cooldown | null {
  if (!(hours > 0)) return null;
  const ms = hours * 3_600_000;
  const account = { until: new Date(destinationChangedAt.getTime() + ms), reason: 'bank_account' as const };
  const password = passwordChangedAt ? { until: new Date(passwordChangedAt.getTime() + ms), reason: 'password' as const } : null;
  // The later of the two is the one the player waits for.
  const binding = password && password.until > account.until ? password : account;
  return binding.until > now ? binding : null;
}

export const cooldownRefused = (cooldown: Cooldown) =>
  new AppError(403, 'WITHDRAWAL_COOLDOWN', SECURITY_MESSAGES.cooldown(cooldown.reason, cooldown.until), 'bankAccountId');
