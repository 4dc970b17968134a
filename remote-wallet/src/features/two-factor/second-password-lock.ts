import { type TwoFactorRefusal } from '@app/shared/signed-in';

// When the second-level password's lock ends, as the server last said it: its status, read before a
// dialog that asks for the password opens, or the answer that locked it. A dialog opened again
// while it lasts holds its button from the start instead of letting the player type into a refusal.
let lockedUntil: string | null = null;

export function rememberSecondPasswordLock(until: string | null): void {
  lockedUntil = until;
}

/** The lock's end (ISO) while it is still to come, else null. */
export function secondPasswordLockedUntil(now: number = Date.now()): string | null {
  return lockedUntil !== null && new Date(lockedUntil).getTime() > now ? lockedUntil : null;
}

/** The lock's end named by a refused password's answer body (TWO_FACTOR_LOCKED), if any. */
export function lockNamedIn(body: unknown): string | null {
  const until = (body as TwoFactorRefusal | null | undefined)?.lockedUntil;
  return typeof until === 'string' && !Number.isNaN(new Date(until).getTime()) ? until : null;
}
