import { useState } from 'react';
import { Link } from '@app/shared/router';
import {
  AppForm,
  Button,
  FormError,
  FormField,
  RECOVERY_RESEND_SECONDS,
  SubmitButton,
  toSubmitErrors,
  TWO_FACTOR_MIN,
  RecoveryCodeField,
} from '@app/shared';
import {
  clearTwoFactorSession,
  resetSecondPassword,
  startSecondPasswordRecovery,
  secondaryPassword,
  confirmSecondPassword,
} from '@app/shared/signed-in';
import { useCountdown } from '../deposit/use-countdown';
import { rememberSecondPasswordLock } from '../two-factor/second-password-lock';
import * as s from './second-password-recovery.css';

const SECOND_RECOVERY_TEXT = {
  title: 'Quên mật khẩu cấp 2',
  intro: 'Mã xác minh 6 số sẽ được gửi qua SMS tới số điện thoại đã đăng ký của tài khoản. Dùng mã này để đặt mật khẩu cấp 2 mới.',
  send: 'Gửi mã xác minh',
  sending: 'Đang gửi mã...',
  code: 'Mã xác minh',
  password: 'Mật khẩu cấp 2 mới',
  confirm: 'Nhập lại mật khẩu cấp 2 mới',
  submit: 'Đặt lại mật khẩu cấp 2',
  submitting: 'Đang đặt lại...',
  resend: 'Gửi lại mã',
  resending: 'Đang gửi lại...',
  resendIn: (seconds: number) => `Gửi lại mã sau ${seconds} giây`,
  doneTitle: 'Đã đặt lại mật khẩu cấp 2',
  doneDetail:
    'Bạn vẫn đăng nhập trên thiết bị này; các thiết bị khác đã được đăng xuất. Từ giờ hãy dùng mật khẩu cấp 2 mới khi rút tiền hoặc thay đổi tài khoản ngân hàng.',
  toBank: 'Về trang Ngân hàng',
  back: 'Quay lại Ngân hàng',
} as const;

type ResetValues = { code: string; password: string; confirmPassword: string };

const BANK_PATH = '/ngan-hang';

// "Quên mật khẩu cấp 2", for a signed-in player: a code by SMS to the phone of the account, then the
// new second-level password with it. The server ends the player's other sessions and clears the
// password's lock and step-up tokens; this session stays, so the page forgets the lock and token it
// remembered and the player goes on with the new password.
export default function SecondPasswordRecoveryScreen() {
  const [sent, setSent] = useState<{ message: string; at: number } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const [resendError, setResendError] = useState<string | null>(null);
  const resendLeft = useCountdown(sent ? sent.at + RECOVERY_RESEND_SECONDS * 1000 : 0, sent !== null, Date.now);
  const resendIn = Math.ceil(resendLeft / 1000);

  const start = async () => {
    try {
      const answer = await startSecondPasswordRecovery();
      setSent({ message: answer.message, at: Date.now() });
      return undefined;
    } catch (error) {
      return toSubmitErrors(error, []);
    }
  };

  const resend = async () => {
    setResending(true);
    setResendError(null);
    const errors = await start();
    if (errors) setResendError(Object.values(errors)[0] ?? null);
    setResending(false);
  };

  const reset = async (values: ResetValues) => {
    try {
      const message = await resetSecondPassword({ code: values.code, newPassword: values.password });
      rememberSecondPasswordLock(null);
      clearTwoFactorSession();
      setDone(message);
      return undefined;
    } catch (error) {
      // The server names the new password `newPassword`; on this form it is `password`.
      const { newPassword, ...errors } = toSubmitErrors(error, ['code', 'newPassword']) as Record<string, string | undefined>;
      return newPassword ? { ...errors, password: newPassword } : errors;
    }
  };

  if (done !== null) {
    return (
      <div className={s.page}>
        <section className={s.card} aria-labelledby="second-recovery-title">
          <h1 id="second-recovery-title" className={s.heading}>
            {SECOND_RECOVERY_TEXT.doneTitle}
          </h1>
          <p className={s.success} role="status">
            {done} {SECOND_RECOVERY_TEXT.doneDetail}
          </p>
          <Link to={BANK_PATH} replace className={s.primaryLink}>
            {SECOND_RECOVERY_TEXT.toBank}
          </Link>
        </section>
      </div>
    );
  }

  return (
    <div className={s.page}>
      <Link to={BANK_PATH} className={s.back}>
        ‹ {SECOND_RECOVERY_TEXT.back}
      </Link>
      <section className={s.card} aria-labelledby="second-recovery-title">
        <h1 id="second-recovery-title" className={s.heading}>
          {SECOND_RECOVERY_TEXT.title}
        </h1>
        {!sent ? (
          <AppForm className={s.form} onSubmit={start}>
            <p className={s.text}>{SECOND_RECOVERY_TEXT.intro}</p>
            <FormError className={s.error} />
            <SubmitButton size="lg" block busyText={SECOND_RECOVERY_TEXT.sending}>
              {SECOND_RECOVERY_TEXT.send}
            </SubmitButton>
          </AppForm>
        ) : (
          <AppForm<ResetValues> className={s.form} onSubmit={reset}>
            {({ submitting }) => (
              <>
                <p className={s.sent} role="status">
                  {sent.message}
                </p>
                <RecoveryCodeField />
                <FormField
                  kind="password"
                  name="password"
                  validate={secondaryPassword}
                  label={SECOND_RECOVERY_TEXT.password}
                  placeholder={`Ít nhất ${TWO_FACTOR_MIN} ký tự, khác mật khẩu đăng nhập`}
                  autoComplete="new-password"
                />
                <FormField
                  kind="password"
                  name="confirmPassword"
                  validate={confirmSecondPassword}
                  label={SECOND_RECOVERY_TEXT.confirm}
                  placeholder={SECOND_RECOVERY_TEXT.confirm}
                  autoComplete="new-password"
                />
                <FormError className={s.error} />
                <SubmitButton size="lg" block busyText={SECOND_RECOVERY_TEXT.submitting}>
                  {SECOND_RECOVERY_TEXT.submit}
                </SubmitButton>
                <Button type="button" variant="secondary" block onClick={resend} disabled={submitting || resending || resendIn > 0}>
                  {resending
                    ? SECOND_RECOVERY_TEXT.resending
                    : resendIn > 0
                      ? SECOND_RECOVERY_TEXT.resendIn(resendIn)
                      : SECOND_RECOVERY_TEXT.resend}
                </Button>
                {resendError && (
                  <p className={s.error} role="alert">
                    {resendError}
                  </p>
                )}
              </>
            )}
          </AppForm>
        )}
      </section>
    </div>
  );
}
