import { loginUsername, phone } from '../contracts/auth';
import { RECOVERY_CODE_LENGTH, recoveryCode } from '../contracts/recovery';
import { FormField } from './form-field';

// Fields asked the same way on several screens (and in several remotes): one place for their words.

/** The code sent by SMS to recover a password (the login one or the second-level one). */
export function RecoveryCodeField() {
  return (
    <FormField
      name="code"
      validate={recoveryCode}
      label="Mã xác minh"
      placeholder={`Nhập mã ${RECOVERY_CODE_LENGTH} số trong SMS`}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={RECOVERY_CODE_LENGTH + 2}
    />
  );
}

/** An existing account's name, as typed to sign in or to recover it. */
export function LoginUsernameField() {
  return (
    <FormField
      name="username"
      validate={loginUsername}
      label="Tên đăng nhập"
      placeholder="Nhập tên đăng nhập"
      autoComplete="username"
      autoCapitalize="none"
    />
  );
}

/** A phone number; the placeholder says whose (a new one, or the one registered). */
export function PhoneField({ placeholder }: { placeholder: string }) {
  return (
    <FormField
      name="phone"
      validate={phone}
      label="Số điện thoại"
      placeholder={placeholder}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
    />
  );
}
