import { RECOVERY_CODE_TTL_SECONDS, type RecoveryPurpose } from '@app/shared/contracts';

// What the SMS say. Without diacritics: brand-name messages are registered with the gateway as
// templates in plain letters (a Unicode message costs three times as much and is cut shorter).
const minutes = RECOVERY_CODE_TTL_SECONDS / 60;

export const RECOVERY_SMS = {
  code: (purpose: RecoveryPurpose, code: string) =>
    `${purpose === 'password' ? 'Ma khoi phuc mat khau' : 'Ma dat lai mat khau cap 2'} cua ban la ${code}. ` +
    `Ma co hieu luc ${minutes} phut. Khong chia se ma nay voi bat ky ai, ke ca nhan vien ho tro.`,
  reset: (purpose: RecoveryPurpose, username: string) =>
    `${purpose === 'password' ? 'Mat khau dang nhap' : 'Mat khau cap 2'} cua tai khoan ${username} vua duoc dat lai. ` +
    'Neu khong phai ban, hay lien he ho tro ngay.',
} as const;
