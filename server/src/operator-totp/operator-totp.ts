import { createHash, randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verifySync } from 'otplib';
import QRCode from 'qrcode';
import { TOTP_RECOVERY_CODE_COUNT, type TotpEnrolment } from '@app/shared/contracts';
import type { Queryable } from '../db/db';
import { totpEnrolmentExpired, totpInvalid, totpUnreadable } from './totp-errors';
import { totpSecretBox } from './totp-secret-box';
import {
  deleteRecoveryCodes,
  deleteEnrolments,
  deleteTotp,
  findTotp,
  insertEnrolment,
  insertRecoveryCodes,
  insertTotp,
  lockLiveEnrolment,
  lockTotp,
  replaceTotp,
  setLastStep,
  spendEnrolment,
  spendRecoveryCode,
} from './totp-store';

// The operator's second factor at login: a TOTP code (RFC 6238: SHA-1, 6 digits, 30 seconds, what
// every authenticator app reads from the QR) or a recovery code. Every account whose role is not a
// player's needs one; a player's login never reaches here.

export const TOTP_ISSUER = 'Xúc Xắc Vàng';
// A code of the step before or after now is accepted too: a phone's clock a little off, or a code
// typed as it turned.
const TOLERANCE_SECONDS = 30;
// Long enough to find the app, scan and type the first code; the ticket stands for a checked password.
export const ENROLMENT_TTL_SECONDS = 10 * 60;
const SIX_DIGITS = /^\d{6}$/;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
// Recovery codes are compared without case, spaces or dashes, as they are read off paper.
const normalizeRecoveryCode = (code: string) => code.replace(/[\s-]/g, '').toLowerCase();
export const hashRecoveryCode = (code: string) => sha256(normalizeRecoveryCode(code));

// Ten characters of an alphabet without look-alikes (no 0/o, 1/l/i), shown as two groups of five:
// about 50 bits each, far beyond guessing under the login's limits.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
function newRecoveryCode(): string {
  const bytes = randomBytes(10);
  const chars = Array.from(bytes, (b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

export const isBase32Secret = (value: string) => /^[A-Z2-7]{16,128}=*$/.test(value.replace(/\s/g, '').toUpperCase());
export const normalizeBase32 = (value: string) => value.replace(/\s/g, '').toUpperCase();

// The time step a code belongs to, or null when it is not the code of now, the step before or after.
// `after`: the newest step already used, whose code (and any older one) is not taken again.
function acceptedStep(secret: string, code: string, after: number | null): number | null {
  const result = verifySync({
    secret,
    token: code,
    epochTolerance: TOLERANCE_SECONDS,
    ...(after !== null ? { afterTimeStep: after } : {}),
  });
  // A TOTP answer carries the step it matched (the functional API's type is shared with HOTP's).
  return result.valid ? (result as { timeStep: number }).timeStep : null;
}

export type OperatorTotp = ReturnType<typeof createOperatorTotp>;

export function createOperatorTotp(jwtSecret: string) {
  const box = totpSecretBox(jwtSecret);

  return {
    async hasTotp(q: Queryable, userId: number): Promise<boolean> {
      return (await findTotp(q, userId)) !== null;
    },

    // Checks and spends the second factor of a login, in the login's transaction: the code's step
    // becomes the newest used (a replay in that step or an older one is refused), a recovery code is
    // spent. Anything else throws totpInvalid.
    async spendLoginCode(q: Queryable, userId: number, code: string): Promise<'totp' | 'recovery'> {
      const row = await lockTotp(q, userId);
      if (!row) throw totpInvalid();
      if (SIX_DIGITS.test(code)) {
        const secret = safeOpen(box, row.secret_enc);
        if (secret === null) throw totpUnreadable();
        const step = acceptedStep(secret, code, row.last_step);
        if (step === null) throw totpInvalid();
        await setLastStep(q, userId, step);
        return 'totp';
      }
      if (await spendRecoveryCode(q, userId, hashRecoveryCode(code))) return 'recovery';
      throw totpInvalid();
    },

    // A new secret for an operator who has none, held under a single-use ticket until the first code.
    async startEnrolment(q: Queryable, user: { id: number; username: string }): Promise<TotpEnrolment> {
      const secret = generateSecret();
      const ticket = randomBytes(32).toString('base64url');
      // One live ticket per operator: a login that shows a new QR voids the one an earlier login showed.
      await deleteEnrolments(q, user.id);
      await insertEnrolment(q, sha256(ticket), user.id, box.seal(secret), ENROLMENT_TTL_SECONDS);
      const otpauthUri = generateURI({ issuer: TOTP_ISSUER, label: user.username, secret });
      const qrDataUrl = await QRCode.toDataURL(otpauthUri, { errorCorrectionLevel: 'M', margin: 2, width: 280 });
      return { ticket, otpauthUri, qrDataUrl, secret, expiresInSeconds: ENROLMENT_TTL_SECONDS };
    },

    // The first code proves the phone holds the secret: the ticket is spent, the secret kept, and the
    // recovery codes made (answered this once, only their hashes stored). A wrong code leaves the
    // ticket for another try (the login's limits count it).
    async completeEnrolment(q: Queryable, ticket: string, code: string): Promise<{ userId: number; recoveryCodes: string[] }> {
      const ticketHash = sha256(ticket);
      const enrolment = await lockLiveEnrolment(q, ticketHash);
      if (!enrolment) throw totpEnrolmentExpired();
      const step = SIX_DIGITS.test(code) ? acceptedStep(box.open(enrolment.secret_enc), code, null) : null;
      if (step === null) throw totpInvalid();
      await spendEnrolment(q, ticketHash);
      // Another enrolment of the same operator finished first: this one's secret is not theirs.
      if (!(await insertTotp(q, enrolment.user_id, enrolment.secret_enc, step))) throw totpEnrolmentExpired();
      const recoveryCodes = Array.from({ length: TOTP_RECOVERY_CODE_COUNT }, newRecoveryCode);
      await insertRecoveryCodes(q, enrolment.user_id, recoveryCodes.map(hashRecoveryCode));
      return { userId: enrolment.user_id, recoveryCodes };
    },

    // ADMIN_TOTP_SECRET at boot: the account's secret becomes this one. Unchanged, nothing is
    // written; changed, the replay mark and the recovery codes of the old one go with it.
    async setSecret(q: Queryable, userId: number, base32: string): Promise<boolean> {
      const secret = normalizeBase32(base32);
      const current = await findTotp(q, userId);
      if (current && safeOpen(box, current.secret_enc) === secret) return false;
      await replaceTotp(q, userId, box.seal(secret));
      await deleteRecoveryCodes(q, userId);
      return true;
    },

    // The host's reset (the phone lost with the recovery codes): the next login enrols again.
    reset(q: Queryable, userId: number): Promise<boolean> {
      return deleteTotp(q, userId);
    },
  };
}

function safeOpen(box: ReturnType<typeof totpSecretBox>, sealed: string): string | null {
  try {
    return box.open(sealed);
  } catch {
    // Sealed under another JWT_SECRET (it changed since): unreadable here.
    return null;
  }
}
