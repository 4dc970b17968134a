import { useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from '@app/shared/router';
import {
  ApiError,
  AUTH_MESSAGES,
  CAPTCHA_FIELD,
  CONSOLE_PATH,
  isOperatorRole,
  login,
  loginPassword,
  originPath,
  sessionStore,
  signInWith,
  TOTP_ENROLMENT_REQUIRED,
  TOTP_FIELD,
  TOTP_REQUIRED,
  type SessionGrant,
  type TotpEnrolment,
  toSubmitErrors,
  AppForm,
  FormField,
  FormError,
  SubmitButton,
  LoginUsernameField,
} from '@app/shared';
import { BotCheckField, BotCheckHandle, isBotCheckRefusal, withBotCheck } from '../bot-check/bot-check-field';
import { TotpCodeField } from '../operator-totp/totp-code-field';
import { TotpEnrolmentView } from '../operator-totp/totp-enrolment';
import { SignInNotice } from './sign-in-notice';
import * as styles from '../auth-form/auth-form.css';

type LoginValues = { username: string; password: string; [CAPTCHA_FIELD]?: string; [TOTP_FIELD]?: string };

const refusedWith = (error: unknown, code: string) => error instanceof ApiError && error.error === code;

export default function LoginScreen() {
  const navigate = useNavigate();
  const location = useLocation();

  const [botCheck] = useState(() => new BotCheckHandle());
  // Shown once the server asks for it (after a few wrong passwords from this address), then kept.
  const [showBotCheck, setShowBotCheck] = useState(false);
  const botCheckShown = useRef(false);
  // An operator's account: the code field once the server asks for it (TOTP_REQUIRED), or the
  // enrolment of their phone when they have none yet (TOTP_ENROLMENT_REQUIRED).
  const [showTotp, setShowTotp] = useState(false);
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);

  // An operator who came to sign in without a page in mind is here to work: the console.
  const goOn = () => {
    // An operator who came to sign in without a page in mind is here to work: the console.
    const home = isOperatorRole(sessionStore.user?.role) ? CONSOLE_PATH : '/';
    navigate(originPath(location.state) ?? home, { replace: true });
  };

  const onSubmit = async (values: LoginValues) => {
    const totpCode = showTotp ? values[TOTP_FIELD]?.trim() : undefined;
    const attempt = (solution: string | null | undefined) =>
      login(
        {
          username: values.username,
          password: values.password,
          ...(solution ? { [CAPTCHA_FIELD]: solution } : {}),
          ...(totpCode ? { [TOTP_FIELD]: totpCode } : {}),
        },
        { silent: true },
      );
    try {
      if (botCheckShown.current) {
        const solution = values[CAPTCHA_FIELD] ?? (await botCheck.solved());
        if (!solution) return { [CAPTCHA_FIELD]: AUTH_MESSAGES.captchaRequired };
        await withBotCheck(botCheck, solution, attempt);
      } else {
        try {
          await attempt(undefined);
        } catch (error) {
          if (!isBotCheckRefusal(error)) throw error;
          // The widget appears and solves (under a second), and the same press goes on with it: the
          // player sees the box and a slightly longer wait, and types nothing again.
          botCheckShown.current = true;
          setShowBotCheck(true);
          const solution = await botCheck.solved();
          if (!solution) throw error;
          await attempt(solution);
        }
      }
      goOn();
      return undefined;
    } catch (error) {
      // A solution the server has seen is spent, whatever the answer: the next try gets a new one.
      if (botCheckShown.current) botCheck.renew();
      // The password was right: the operator's code is asked next, in a field that appears now.
      if (refusedWith(error, TOTP_REQUIRED)) {
        setShowTotp(true);
        return showTotp ? { [TOTP_FIELD]: (error as ApiError).message } : undefined;
      }
      if (refusedWith(error, TOTP_ENROLMENT_REQUIRED)) {
        const offered = ((error as ApiError).data as { enrolment?: TotpEnrolment } | undefined)?.enrolment;
        if (offered) {
          setEnrolment(offered);
          return undefined;
        }
      }
      return toSubmitErrors(error, ['username', 'password', TOTP_FIELD]);
    }
  };

  if (enrolment) {
    return (
      <TotpEnrolmentView
        enrolment={enrolment}
        onSignedIn={async (issued: SessionGrant) => {
          await signInWith(issued);
          goOn();
        }}
        onRestart={() => setEnrolment(null)}
      />
    );
  }

  return (
    <section className={styles.card} aria-labelledby="login-title">
      <h1 id="login-title" className={styles.title}>
        Đăng nhập
      </h1>
      <p className={styles.subtitle}>Chào mừng bạn quay lại</p>
      <SignInNotice />
      <AppForm<LoginValues> className={styles.form} onSubmit={onSubmit}>
        {({ submitting }) => (
          <>
            <LoginUsernameField />
            <FormField
              kind="password"
              name="password"
              validate={loginPassword}
              label="Mật khẩu"
              placeholder="Nhập mật khẩu"
              autoComplete="current-password"
            />
            <div className={styles.forgotRow}>
              <Link to="/quen-mat-khau" className={styles.touchLink}>
                Quên mật khẩu?
              </Link>
            </div>
            {showTotp && (
              <>
                <p className={styles.subtitle}>{AUTH_MESSAGES.totpRequired}</p>
                <TotpCodeField disabled={submitting} recovery autoFocus />
              </>
            )}
            {showBotCheck && <BotCheckField handle={botCheck} />}
            <FormError className={styles.formError} />
            <SubmitButton size="lg" block busyText="Đang đăng nhập...">
              Đăng nhập
            </SubmitButton>
          </>
        )}
      </AppForm>
      <p className={styles.footer}>
        Chưa có tài khoản?
        <Link to="/dang-ky" className={styles.link} state={location.state}>
          Đăng ký ngay
        </Link>
      </p>
    </section>
  );
}
