import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { RECOVERY_CODE_LENGTH, type RecoveryPurpose } from '@app/shared/contracts';

// A code's stored form: an HMAC under a key derived from JWT_SECRET (never in the database), over
// the player, the purpose and the code. A plain hash of 6 digits is reversed in a million tries by
// whoever reads the table; this one needs the server's secret too. Bound to the player and purpose,
// a code sent for one cannot serve another.
export const recoveryCodeKey = (jwtSecret: string) => createHmac('sha256', jwtSecret).update('recovery-code-key:v1').digest();

export const newRecoveryCode = () => String(randomInt(0, 10 ** RECOVERY_CODE_LENGTH)).padStart(RECOVERY_CODE_LENGTH, '0');

export function hashRecoveryCode(key: Buffer, userId: number, purpose: RecoveryPurpose, code: string): string {
  return createHmac('sha256', key).update(`${userId}:${purpose}:${code}`).digest('hex');
}

// Compared in constant time: the time a wrong code takes says nothing of how close it was.
export function sameCodeHash(storedHex: string, candidateHex: string): boolean {
  const stored = Buffer.from(storedHex, 'hex');
  const candidate = Buffer.from(candidateHex, 'hex');
  return stored.length === candidate.length && timingSafeEqual(stored, candidate);
}
