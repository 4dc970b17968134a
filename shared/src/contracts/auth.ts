import { coerce, define, optional, string, type, type Struct } from 'superstruct';
import { PASSWORD_MAX, PASSWORD_MIN, REFERRAL_MAX, USERNAME_MAX, USERNAME_MIN } from './constants';
import { AUTH_MESSAGES } from './messages';

// One definition of each rule, used by the forms and by the server, so both say the same words.
const USERNAME_RE = /^[a-z][a-z0-9_]*$/;
// Vietnamese mobile numbers: 10 digits, prefixes 03, 05, 07, 08, 09 (also written +84 / 84).
const PHONE_RE = /^0[35789]\d{8}$/;
const REFERRAL_RE = new RegExp(`^[A-Za-z0-9]{1,${REFERRAL_MAX}}$`);

const trimmed = (s: Struct<string, null>) => coerce(s, string(), (v) => v.trim());

export const username = coerce(
  define<string>('username', (v) => {
    if (typeof v !== 'string' || v === '') return AUTH_MESSAGES.usernameRequired;
    if (v.length < USERNAME_MIN || v.length > USERNAME_MAX) return AUTH_MESSAGES.usernameLength;
    if (!USERNAME_RE.test(v)) return AUTH_MESSAGES.usernameChars;
    return true;
  }),
  string(),
  (v) => v.trim().toLowerCase(),
);

export const normalizePhone = (v: string) => {
  const digits = v.replace(/[\s.-]/g, '');
  if (digits.startsWith('+84')) return '0' + digits.slice(3);
  if (digits.startsWith('84') && digits.length === 11) return '0' + digits.slice(2);
  return digits;
};

/**
 * A number players may call for support, as normalizePhone leaves it: a mobile number as `phone`
 * takes it, a landline (02 and 9 digits) or a free or paid hotline (1800, 1900 and 4 or 6 digits).
 */
export const isHotlineNumber = (v: string): boolean => PHONE_RE.test(v) || /^02\d{9}$/.test(v) || /^1[89]00(\d{4}|\d{6})$/.test(v);

export const phone = coerce(
  define<string>('phone', (v) => {
    if (typeof v !== 'string' || v === '') return AUTH_MESSAGES.phoneRequired;
    if (!PHONE_RE.test(v)) return AUTH_MESSAGES.phoneInvalid;
    return true;
  }),
  string(),
  normalizePhone,
);

export const password = define<string>('password', (v) => {
  if (typeof v !== 'string' || v === '') return AUTH_MESSAGES.passwordRequired;
  if (v.length < PASSWORD_MIN || v.length > PASSWORD_MAX) return AUTH_MESSAGES.passwordLength;
  if (!/[A-Za-z]/.test(v) || !/\d/.test(v)) return AUTH_MESSAGES.passwordWeak;
  return true;
});

// Login only asks that something was typed: the rules of today must not lock out older accounts.
export const loginPassword = define<string>('loginPassword', (v) =>
  typeof v === 'string' && v !== '' && v.length <= 128 ? true : AUTH_MESSAGES.passwordRequired,
);
export const loginUsername = coerce(
  define<string>('loginUsername', (v) => (typeof v === 'string' && v !== '' && v.length <= 64 ? true : AUTH_MESSAGES.usernameRequired)),
  string(),
  (v) => v.trim().toLowerCase(),
);

export const currentPassword = define<string>('currentPassword', (v) =>
  typeof v === 'string' && v !== '' && v.length <= 128 ? true : AUTH_MESSAGES.currentPasswordRequired,
);

export const referralCode = trimmed(
  define<string>('referralCode', (v) =>
    v === '' || (typeof v === 'string' && REFERRAL_RE.test(v)) ? true : AUTH_MESSAGES.referralInvalid,
  ) as Struct<string, null>,
);

// The bot check's answer: the ALTCHA widget's payload (base64 JSON), under the field name the
// contract has always carried for a captcha.
export const CAPTCHA_FIELD = 'cf-turnstile-response';
// The error code of a refused or missing bot check: the page shows the widget and asks again.
export const CAPTCHA_REQUIRED = 'CAPTCHA_REQUIRED';

const captcha = optional(
  define<string>('captcha', (v) => (typeof v === 'string' && v.length <= 4096 ? true : AUTH_MESSAGES.captchaInvalid)),
);

// An operator's second factor at login: the 6-digit code of their authenticator app, or one of their
// recovery codes (letters and digits, dashes and spaces ignored).
export const TOTP_FIELD = 'totpCode';
// The error codes of the operator's login: a code is needed (the page shows its field), and no
// authenticator is set up yet (the answer carries the enrolment: a ticket, the QR, the secret).
export const TOTP_REQUIRED = 'TOTP_REQUIRED';
export const TOTP_INVALID = 'TOTP_INVALID';
export const TOTP_ENROLMENT_REQUIRED = 'TOTP_ENROLMENT_REQUIRED';
export const TOTP_RECOVERY_CODE_COUNT = 10;

export const totpCode = coerce(
  define<string>('totpCode', (v) => (typeof v === 'string' && /^[A-Za-z0-9]{6,32}$/.test(v) ? true : AUTH_MESSAGES.totpCodeFormat)),
  string(),
  (v) => v.replace(/[\s-]/g, ''),
);

export const LoginBody = type({
  username: loginUsername,
  password: loginPassword,
  'cf-turnstile-response': captcha,
  totpCode: optional(totpCode),
});

// What TOTP_ENROLMENT_REQUIRED carries: `ticket` (single use, minutes) stands for the checked
// password until the first code confirms the phone; it is not a session.
export interface TotpEnrolment {
  ticket: string;
  otpauthUri: string;
  qrDataUrl: string;
  secret: string;
  expiresInSeconds: number;
}

export const TotpEnrolBody = type({
  ticket: define<string>('ticket', (v) =>
    typeof v === 'string' && v.length > 0 && v.length <= 128 ? true : AUTH_MESSAGES.totpEnrolmentExpired,
  ),
  code: totpCode,
});

export const SignupBody = type({
  username,
  phone,
  password,
  referralCode: optional(referralCode),
  'cf-turnstile-response': captcha,
});

export const ChangePasswordBody = type({
  currentPassword,
  newPassword: password,
});
