import { AUTH_MESSAGES, FormField, TOTP_FIELD } from '@app/shared';

// Six digits, or a recovery code (letters and digits, with or without its dash).
const validateCode = (value: string | undefined) =>
  value && /^[A-Za-z0-9]{6,32}$/.test(value.replace(/[\s-]/g, '')) ? undefined : AUTH_MESSAGES.totpCodeFormat;

// The operator's authenticator code: what the phone's app shows now. `recovery` says a recovery code
// is taken in its place (at login; not at enrolment, where there is none yet).
export function TotpCodeField({ disabled, recovery, autoFocus }: { disabled?: boolean; recovery?: boolean; autoFocus?: boolean }) {
  return (
    <FormField
      name={TOTP_FIELD}
      validate={validateCode}
      label="Mã xác thực"
      placeholder="6 số trong ứng dụng Authenticator"
      hint={recovery ? 'Mất điện thoại? Nhập một mã khôi phục đã lưu thay cho mã 6 số.' : undefined}
      autoComplete="one-time-code"
      autoCapitalize="none"
      inputMode={recovery ? 'text' : 'numeric'}
      maxLength={32}
      // Shown only once the server asked for it: the operator types next here.
      autoFocus={autoFocus}
      disabled={disabled}
    />
  );
}
