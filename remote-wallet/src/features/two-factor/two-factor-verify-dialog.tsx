import { useEffect, useState, type FormEvent } from 'react';
import {
  Button,
  isApiError,
  Modal,
  notify,
  PasswordField,
  SECOND_PASSWORD_RECOVERY_PATH,
  sessionStore,
  TWO_FACTOR_ACTIONS,
} from '@app/shared';
import { storeTwoFactorSession, validateTwoFactor, TWO_FACTOR_MESSAGES } from '@app/shared/signed-in';
import { Link } from '@app/shared/router';
import { lockNamedIn, rememberSecondPasswordLock, secondPasswordLockedUntil } from './second-password-lock';
import * as s from './two-factor.css';

const VERIFY_TEXT = {
  title: 'Xác minh mật khẩu cấp 2',
  withdraw: 'Nhập mật khẩu cấp 2 để xác nhận giao dịch rút tiền',
  default: 'Nhập mật khẩu cấp 2 để tiếp tục thực hiện giao dịch',
  bankAccount: 'Nhập mật khẩu cấp 2 để xác nhận thay đổi tài khoản ngân hàng',
  label: 'Mật khẩu cấp 2',
  cancel: 'Hủy',
  submit: 'Xác minh',
  submitting: 'Đang xác minh...',
  forgot: 'Quên mật khẩu cấp 2?',
} as const;

// setTimeout's longest wait; a lock is 15 minutes, but a wrong clock should not make it fire at once.
const LONGEST_TIMER_MS = 2 ** 31 - 1;

export interface TwoFactorVerifyDialogProps {
  open: boolean;
  /** Closing or cancelling; the form is reset. */
  onClose: () => void;
  /** Verified: a withdrawal's token is already stored under '2fa_session_id'. */
  onVerified: (stepUpToken: string) => void | Promise<void>;
  /** `bankAccount` asks for a bank_account_change token, which is never stored. */
  variant?: 'withdraw' | 'default' | 'bankAccount';
}

// The second-level password check: verifying disables the fields and clears the
// previous error; success resets and closes; failure keeps the dialog open with the server's reason
// (from the third wrong password it counts the tries left). While the password is locked (the answer
// that locked it, or the status read before the dialog opened, says until when) the form is held
// and says when it opens again; the way out is the recovery link, there at every step.
export function TwoFactorVerifyDialog({ open, onClose, onVerified, variant = 'default' }: TwoFactorVerifyDialogProps) {
  const [password, setPassword] = useState('');
  const [verifying, setVerifying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [lockedUntil, setLockedUntil] = useState<string | null>(null);

  // Each opening starts from the lock as last known.
  useEffect(() => {
    if (open) setLockedUntil(secondPasswordLockedUntil());
  }, [open]);

  // The lock ends on its own: the form opens again then, without its old refusal.
  useEffect(() => {
    if (!lockedUntil) return undefined;
    const timer = setTimeout(
      () => {
        setLockedUntil(null);
        setError(null);
      },
      Math.min(Math.max(0, new Date(lockedUntil).getTime() - Date.now()), LONGEST_TIMER_MS),
    );
    return () => clearTimeout(timer);
  }, [lockedUntil]);

  const locked = lockedUntil !== null;

  const reset = () => {
    setPassword('');
    setError(null);
    setVerifying(false);
  };

  const close = () => {
    if (verifying) return;
    reset();
    onClose();
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (verifying || locked) return;
    if (!password.trim()) {
      notify.error(TWO_FACTOR_MESSAGES.required);
      return;
    }
    if (password.length < 6) {
      setError(TWO_FACTOR_MESSAGES.tooShort);
      return;
    }
    setVerifying(true);
    setError(null);
    let stepUpToken: string;
    try {
      const forBankAccount = variant === 'bankAccount';
      const token = await validateTwoFactor({
        secondaryPassword: password,
        userId: sessionStore.user?.id ?? 0,
        action: forBankAccount ? TWO_FACTOR_ACTIONS.bankAccountChange : TWO_FACTOR_ACTIONS.withdraw,
      });
      stepUpToken = token.sessionId;
      // Only a withdrawal's token goes where the withdrawal looks for it.
      if (!forBankAccount) storeTwoFactorSession(stepUpToken);
    } catch (failure) {
      const until = isApiError(failure) ? lockNamedIn(failure.data) : null;
      if (until) {
        rememberSecondPasswordLock(until);
        setLockedUntil(until);
        setPassword('');
      }
      setError(isApiError(failure) ? failure.message : TWO_FACTOR_MESSAGES.verifyFailed);
      setVerifying(false);
      return;
    }
    reset();
    await onVerified(stepUpToken);
  };

  const shownError = error ?? (lockedUntil ? TWO_FACTOR_MESSAGES.locked(lockedUntil) : null);

  return (
    <Modal open={open} onClose={close} title={VERIFY_TEXT.title} size="md" closeOnEscape={!verifying} showCloseButton={!verifying}>
      <form className={s.form} onSubmit={submit} noValidate data-testid="two-factor-verify-dialog">
        <p className={s.description}>{VERIFY_TEXT[variant]}</p>
        <PasswordField
          label={VERIFY_TEXT.label}
          name="secondaryPassword"
          autoComplete="off"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          disabled={verifying || locked}
          data-testid="two-factor-verify-password"
          data-autofocus
        />
        {shownError && (
          <p className={s.error} role="alert" data-testid="two-factor-verify-error" data-locked={locked || undefined}>
            {shownError}
          </p>
        )}
        <Link
          to={SECOND_PASSWORD_RECOVERY_PATH}
          className={s.forgot}
          data-testid="two-factor-forgot"
          onClick={(event) => {
            if (verifying) event.preventDefault();
            else close();
          }}
        >
          {VERIFY_TEXT.forgot}
        </Link>
        <div className={s.actions}>
          <Button variant="secondary" onClick={close} disabled={verifying}>
            {VERIFY_TEXT.cancel}
          </Button>
          <Button type="submit" variant="primary" disabled={verifying || locked} data-testid="two-factor-verify-submit">
            {verifying ? VERIFY_TEXT.submitting : VERIFY_TEXT.submit}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
