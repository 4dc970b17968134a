import { useEffect, useRef, useState } from 'react';
import { Link } from '@app/shared/router';
import {
  AUTH_MESSAGES,
  Button,
  password,
  PASSWORD_MIN,
  postRecoveryReset,
  postRecoveryStart,
  RECOVERY_RESEND_SECONDS,
  type RecoveryStartPayload,
  toSubmitErrors,
  AppForm,
  FormField,
  FormError,
  SubmitButton,
  RecoveryCodeField,
  LoginUsernameField,
  PhoneField,
} from '@app/shared';
import * as styles from '../auth-form/auth-form.css';

type StartValues = { username: string; phone: string };

// What the code step says when the player came with a code support had sent them.
const HAVE_CODE_MESSAGE = 'Nhập mã xác minh 6 số bạn đã nhận qua SMS. Mã có hiệu lực 5 phút kể từ khi được gửi.';
type ResetValues = { code: string; newPassword: string; confirmPassword: string };

// Seconds left before another code may be asked for, counted down once a second from `from`.
function useCountdown(): [number, (from: number) => void] {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return undefined;
    const timer = setTimeout(() => setLeft((value) => value - 1), 1_000);
    return () => clearTimeout(timer);
  }, [left]);
  return [left, setLeft];
}

const confirmError = (value: string | undefined, values: object) => {
  if (!value) return AUTH_MESSAGES.passwordConfirmRequired;
  return value === (values as Partial<ResetValues>).newPassword ? undefined : AUTH_MESSAGES.passwordMismatch;
};

// "Quên mật khẩu": the player names the account and its phone, receives a 6-digit code by SMS and
// sets a new password with it. The first answer is the same whether or not they match an account
// (the page says so), so the form never tells a stranger which accounts exist.
export default function PasswordRecoveryScreen() {
  const [account, setAccount] = useState<RecoveryStartPayload | null>(null);
  const [sentMessage, setSentMessage] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const [resendIn, startCountdown] = useCountdown();
  const [resending, setResending] = useState(false);
  const [resendError, setResendError] = useState<string | null>(null);
  // Set by "Tôi đã có mã": the same checked fields lead to the code step without sending a code,
  // which would replace the one support sent for this player.
  const haveCode = useRef(false);

  const start = async (values: StartValues) => {
    if (haveCode.current) {
      haveCode.current = false;
      setAccount({ username: values.username, phone: values.phone });
      setSentMessage(HAVE_CODE_MESSAGE);
      return undefined;
    }
    try {
      const answer = await postRecoveryStart({ username: values.username, phone: values.phone }, { silent: true });
      setAccount({ username: values.username, phone: values.phone });
      setSentMessage(answer.message ?? '');
      startCountdown(RECOVERY_RESEND_SECONDS);
      return undefined;
    } catch (error) {
      return toSubmitErrors(error, ['username', 'phone']);
    }
  };

  const resend = async () => {
    if (!account) return;
    setResending(true);
    setResendError(null);
    try {
      const answer = await postRecoveryStart(account, { silent: true });
      setSentMessage(answer.message ?? '');
      startCountdown(RECOVERY_RESEND_SECONDS);
    } catch (error) {
      const errors = toSubmitErrors(error, []);
      setResendError(Object.values(errors)[0] ?? null);
    } finally {
      setResending(false);
    }
  };

  const reset = async (values: ResetValues) => {
    if (!account) return undefined;
    try {
      const answer = await postRecoveryReset({ ...account, code: values.code, newPassword: values.newPassword }, { silent: true });
      setDone(answer.message ?? '');
      return undefined;
    } catch (error) {
      return toSubmitErrors(error, ['code', 'newPassword']);
    }
  };

  if (done !== null) {
    return (
      <section className={styles.card} aria-labelledby="recovery-title">
        <h1 id="recovery-title" className={styles.title}>
          Đã đặt lại mật khẩu
        </h1>
        <p className={styles.subtitle} role="status">
          {done}
        </p>
        <Link to="/dang-nhap" replace className={styles.touchLink}>
          Đăng nhập
        </Link>
      </section>
    );
  }

  return (
    <section className={styles.card} aria-labelledby="recovery-title">
      <h1 id="recovery-title" className={styles.title}>
        Quên mật khẩu
      </h1>
      {!account ? (
        <>
          <p className={styles.subtitle}>Nhập tên đăng nhập và số điện thoại đã đăng ký để nhận mã xác minh qua SMS.</p>
          <AppForm<StartValues> className={styles.form} onSubmit={start}>
            {({ submitting, form }) => (
              <>
                <LoginUsernameField />
                <PhoneField placeholder="Số điện thoại đã đăng ký" />
                <FormError className={styles.formError} />
                <SubmitButton size="lg" block busyText="Đang gửi mã...">
                  Gửi mã xác minh
                </SubmitButton>
                <Button
                  type="button"
                  variant="secondary"
                  block
                  disabled={submitting}
                  onClick={() => {
                    // final-form calls start() at once when the fields pass their rules; when they
                    // do not, the flag must not linger for the next "Gửi mã xác minh".
                    haveCode.current = true;
                    void form.submit();
                    haveCode.current = false;
                  }}
                >
                  Tôi đã có mã xác minh
                </Button>
              </>
            )}
          </AppForm>
        </>
      ) : (
        <>
          <p className={styles.subtitle} role="status">
            {sentMessage}
          </p>
          <AppForm<ResetValues> className={styles.form} onSubmit={reset}>
            {({ submitting }) => (
              <>
                <RecoveryCodeField />
                <FormField
                  kind="password"
                  name="newPassword"
                  validate={password}
                  label="Mật khẩu mới"
                  placeholder={`Ít nhất ${PASSWORD_MIN} ký tự, có chữ và số`}
                  autoComplete="new-password"
                />
                <FormField
                  kind="password"
                  name="confirmPassword"
                  validate={confirmError}
                  label="Nhập lại mật khẩu mới"
                  placeholder="Nhập lại mật khẩu mới"
                  autoComplete="new-password"
                />
                <FormError className={styles.formError} />
                <SubmitButton size="lg" block busyText="Đang đặt lại...">
                  Đặt lại mật khẩu
                </SubmitButton>
                <Button type="button" variant="secondary" block onClick={resend} disabled={submitting || resending || resendIn > 0}>
                  {resending ? 'Đang gửi lại...' : resendIn > 0 ? `Gửi lại mã sau ${resendIn} giây` : 'Gửi lại mã'}
                </Button>
                {resendError && (
                  <p className={styles.formError} role="alert">
                    {resendError}
                  </p>
                )}
              </>
            )}
          </AppForm>
        </>
      )}
      <p className={styles.footer}>
        Đã nhớ mật khẩu?
        <Link to="/dang-nhap" className={styles.link}>
          Đăng nhập
        </Link>
      </p>
    </section>
  );
}
