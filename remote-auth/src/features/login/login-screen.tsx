import { Field, Form } from 'react-final-form';
import { Link, useLocation, useNavigate } from '@app/shared/router';
import {
  CONSOLE_PATH,
  isOperatorRole,
  Button,
  fieldError,
  FormTextField,
  login,
  loginPassword,
  loginUsername,
  FormPasswordField,
  originPath,
  sessionStore,
} from '@app/shared';
import { toSubmitErrors } from '../auth-form/submit-errors';
import * as styles from '../auth-form/auth-form.css';

type LoginValues = { username: string; password: string };

export default function LoginScreen() {
  const navigate = useNavigate();
  const location = useLocation();

  const onSubmit = async (values: LoginValues) => {
    try {
      await login({ username: values.username, password: values.password }, { silent: true });
      // An operator who came to sign in without a page in mind is here to work: the console.
      const home = isOperatorRole(sessionStore.user?.role) ? CONSOLE_PATH : '/';
      navigate(originPath(location.state) ?? home, { replace: true });
      return undefined;
    } catch (error) {
      return toSubmitErrors(error, ['username', 'password']);
    }
  };

  return (
    <section className={styles.card} aria-labelledby="login-title">
      <h1 id="login-title" className={styles.title}>
        Đăng nhập
      </h1>
      <p className={styles.subtitle}>Chào mừng bạn quay lại</p>
      <Form<LoginValues>
        onSubmit={onSubmit}
        render={({ handleSubmit, submitting, submitError }) => (
          <form className={styles.form} onSubmit={handleSubmit} noValidate>
            <Field name="username" validate={fieldError(loginUsername)}>
              {({ input, meta }) => (
                <FormTextField
                  input={input}
                  meta={meta}
                  label="Tên đăng nhập"
                  placeholder="Nhập tên đăng nhập"
                  autoComplete="username"
                  autoCapitalize="none"
                  disabled={submitting}
                />
              )}
            </Field>
            <Field name="password" validate={fieldError(loginPassword)}>
              {({ input, meta }) => (
                <FormPasswordField
                  input={input}
                  meta={meta}
                  label="Mật khẩu"
                  placeholder="Nhập mật khẩu"
                  autoComplete="current-password"
                  disabled={submitting}
                />
              )}
            </Field>
            {submitError && (
              <p className={styles.formError} role="alert">
                {submitError}
              </p>
            )}
            <Button type="submit" variant="primary" size="lg" block loading={submitting}>
              {submitting ? 'Đang đăng nhập...' : 'Đăng nhập'}
            </Button>
          </form>
        )}
      />
      <p className={styles.footer}>
        Chưa có tài khoản?
        <Link to="/dang-ky" className={styles.link} state={location.state}>
          Đăng ký ngay
        </Link>
      </p>
    </section>
  );
}
