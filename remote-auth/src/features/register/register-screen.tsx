import { useState } from 'react';
import { Link, useLocation, useNavigate } from '@app/shared/router';
import {
  AUTH_MESSAGES,
  CAPTCHA_FIELD,
  fieldError,
  password,
  originPath,
  referralCode,
  signup,
  username,
  toSubmitErrors,
  AppForm,
  FormField,
  FormError,
  SubmitButton,
  PhoneField,
} from '@app/shared';
import { REFERRAL_LINK_PARAM } from '@app/shared/signed-in';
import { BotCheckField, BotCheckHandle, withBotCheck } from '../bot-check/bot-check-field';
import * as styles from '../auth-form/auth-form.css';

type RegisterValues = {
  username: string;
  phone: string;
  password: string;
  confirmPassword: string;
  referralCode?: string;
  [CAPTCHA_FIELD]?: string;
};

const validateConfirm = (value: string | undefined, all: object) => {
  if (!value) return AUTH_MESSAGES.passwordConfirmRequired;
  return value === (all as RegisterValues).password ? undefined : AUTH_MESSAGES.passwordMismatch;
};
const validateReferral = (value: string | undefined) => (value?.trim() ? fieldError(referralCode)(value) : undefined);

// A friend's link (/dang-ky?ref=CODE) fills the code in; anything not shaped like a code is left out
// rather than shown as an error the visitor did not type.
const codeFromLink = (search: string): string | undefined => {
  const code = new URLSearchParams(search).get(REFERRAL_LINK_PARAM)?.trim();
  return code && !validateReferral(code) ? code : undefined;
};

export default function RegisterScreen() {
  const navigate = useNavigate();
  const location = useLocation();

  const [botCheck] = useState(() => new BotCheckHandle());
  const [initialValues] = useState<Partial<RegisterValues>>(() => {
    const code = codeFromLink(location.search);
    return code ? { referralCode: code } : {};
  });

  const onSubmit = async (values: RegisterValues) => {
    // The widget solves on its own while the form is filled; a quick player may still wait a moment.
    const solution = values[CAPTCHA_FIELD] ?? (await botCheck.solved());
    if (!solution) return { [CAPTCHA_FIELD]: AUTH_MESSAGES.captchaRequired };
    try {
      await withBotCheck(botCheck, solution, (checked) =>
        signup(
          {
            username: values.username,
            phone: values.phone,
            password: values.password,
            ...(values.referralCode?.trim() ? { referralCode: values.referralCode.trim() } : {}),
            [CAPTCHA_FIELD]: checked,
          },
          { silent: true },
        ),
      );
      // A visitor sent to login from a guarded page may register instead; they go back there too.
      navigate(originPath(location.state) ?? '/', { replace: true });
      return undefined;
    } catch (error) {
      // The server has used the solution up (a taken name, say): the next try needs a new one. A
      // refused check is told above the button: the field's own message would vanish with the new
      // solution, before the player could read it.
      botCheck.renew();
      return toSubmitErrors(error, ['username', 'phone', 'password', 'referralCode']);
    }
  };

  return (
    <section className={styles.card} aria-labelledby="register-title">
      <h1 id="register-title" className={styles.title}>
        Đăng ký
      </h1>
      <p className={styles.subtitle}>Tạo tài khoản mới trong vài giây</p>
      <AppForm<RegisterValues> className={styles.form} onSubmit={onSubmit} initialValues={initialValues}>
        <FormField
          name="username"
          validate={username}
          label="Tên đăng nhập"
          placeholder="4–20 ký tự: chữ không dấu, số, _"
          autoComplete="username"
          autoCapitalize="none"
        />
        <PhoneField placeholder="VD: 0912345678" />
        <FormField
          kind="password"
          name="password"
          validate={password}
          label="Mật khẩu"
          placeholder="Ít nhất 8 ký tự, có chữ và số"
          autoComplete="new-password"
        />
        <FormField
          kind="password"
          name="confirmPassword"
          validate={validateConfirm}
          label="Nhập lại mật khẩu"
          placeholder="Nhập lại mật khẩu"
          autoComplete="new-password"
        />
        <FormField
          name="referralCode"
          validate={validateReferral}
          label="Mã giới thiệu (không bắt buộc)"
          placeholder="Nhập mã nếu có"
          autoCapitalize="characters"
        />
        <BotCheckField handle={botCheck} />
        <FormError className={styles.formError} />
        <SubmitButton size="lg" block busyText="Đang đăng ký...">
          Đăng ký
        </SubmitButton>
      </AppForm>
      <p className={styles.footer}>
        Đã có tài khoản?
        <Link to="/dang-nhap" className={styles.link} state={location.state}>
          Đăng nhập
        </Link>
      </p>
    </section>
  );
}
