import { useCallback, useEffect, useState } from 'react';
import { FORM_ERROR, type FormApi } from 'final-form';
import { Field, Form } from 'react-final-form';
import {
  Button,
  changeTwoFactor,
  CHANGE_TWO_FACTOR_FAILED,
  ErrorCard,
  fieldError,
  FormPasswordField,
  getTwoFactorStatus,
  isApiError,
  loginPasswordProof,
  notify,
  secondaryPassword,
  Skeleton,
  setupTwoFactor,
  TWO_FACTOR_MESSAGES,
  type TwoFactorStatus,
} from '@app/shared';
import * as styles from '../screen.css';
import * as own from './profile.css';

const TWO_FACTOR_SECTION_TITLE = 'Mật khẩu cấp 2';

const validatePassword = fieldError(secondaryPassword);
const validateLoginPassword = fieldError(loginPasswordProof);
const confirmOf =
  (field: string) =>
  (value: string | undefined, all: object): string | undefined => {
    if (!value) return TWO_FACTOR_MESSAGES.confirmRequired;
    return value === (all as Record<string, string | undefined>)[field] ? undefined : TWO_FACTOR_MESSAGES.mismatch;
  };

const timeFormat = new Intl.DateTimeFormat('vi-VN', {
  hour: '2-digit',
  minute: '2-digit',
  day: '2-digit',
  month: '2-digit',
  timeZone: 'Asia/Ho_Chi_Minh',
});

type SetupValues = { loginPassword?: string; password?: string; confirmPassword?: string };
type ChangeValues = { currentPassword?: string; loginPassword?: string; newPassword?: string; confirmPassword?: string };

const failure = (error: unknown, fallback: string) => {
  const message = isApiError(error) && error.message ? error.message : fallback;
  notify.error(message);
  return { [FORM_ERROR]: message };
};

// Profile: set the second-level password up when it is not set, else change it.
export function TwoFactorSection() {
  const [status, setStatus] = useState<TwoFactorStatus | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  // A forgotten second-level password is replaced with the login password instead of the current one.
  const [forgotten, setForgotten] = useState(false);

  const load = useCallback(() => {
    setLoading(true);
    setLoadError(null);
    getTwoFactorStatus()
      .then(setStatus)
      .catch((e: unknown) => setLoadError(isApiError(e) ? e.message : TWO_FACTOR_MESSAGES.statusFailed))
      .finally(() => setLoading(false));
  }, []);

  useEffect(load, [load]);

  const onSetup = async (values: SetupValues, form: FormApi<SetupValues>) => {
    try {
      await setupTwoFactor(values.password ?? '', values.loginPassword ?? '');
    } catch (error) {
      return failure(error, TWO_FACTOR_MESSAGES.setupFailed);
    }
    notify.success(TWO_FACTOR_MESSAGES.setupSuccess);
    setTimeout(() => form.restart());
    setStatus({ hasTwoFactor: true, lockedUntil: null });
    return undefined;
  };

  const onChange = async (values: ChangeValues, form: FormApi<ChangeValues>) => {
    try {
      const newPassword = values.newPassword ?? '';
      await changeTwoFactor(
        forgotten
          ? { loginPassword: values.loginPassword ?? '', newPassword }
          : { currentPassword: values.currentPassword ?? '', newPassword },
      );
    } catch (error) {
      return failure(error, CHANGE_TWO_FACTOR_FAILED);
    }
    notify.success(TWO_FACTOR_MESSAGES.changeSuccess);
    setTimeout(() => form.restart());
    setForgotten(false);
    return undefined;
  };

  const lockedUntil = status?.lockedUntil ? new Date(status.lockedUntil) : null;

  return (
    <section className={styles.card} aria-labelledby="two-factor-title" data-testid="profile-two-factor">
      <h2 id="two-factor-title" className={styles.cardTitle}>
        {TWO_FACTOR_SECTION_TITLE}
      </h2>
      {loading && !status ? (
        <div aria-busy="true">
          <Skeleton height={44} count={3} radius={12} />
        </div>
      ) : loadError && !status ? (
        <ErrorCard message={loadError} onRetry={load} />
      ) : !status?.hasTwoFactor ? (
        <Form<SetupValues>
          onSubmit={onSetup}
          render={({ handleSubmit, submitting, submitError }) => (
            <form className={styles.form} onSubmit={handleSubmit} noValidate data-testid="profile-two-factor-setup">
              <p className={own.note}>Bạn chưa thiết lập mật khẩu cấp 2. Mật khẩu cấp 2 dùng để xác nhận các giao dịch rút tiền.</p>
              <Field name="loginPassword" validate={validateLoginPassword}>
                {({ input, meta }) => (
                  <FormPasswordField
                    input={input}
                    meta={meta}
                    label="Mật khẩu đăng nhập"
                    autoComplete="current-password"
                    disabled={submitting}
                    data-testid="profile-two-factor-login-password"
                  />
                )}
              </Field>
              <Field name="password" validate={validatePassword}>
                {({ input, meta }) => (
                  <FormPasswordField
                    input={input}
                    meta={meta}
                    label="Mật khẩu cấp 2"
                    autoComplete="new-password"
                    disabled={submitting}
                    data-testid="profile-two-factor-password"
                  />
                )}
              </Field>
              <Field name="confirmPassword" validate={confirmOf('password')}>
                {({ input, meta }) => (
                  <FormPasswordField
                    input={input}
                    meta={meta}
                    label="Xác nhận mật khẩu cấp 2"
                    autoComplete="new-password"
                    disabled={submitting}
                    data-testid="profile-two-factor-confirm"
                  />
                )}
              </Field>
              {submitError && (
                <p className={styles.formError} role="alert">
                  {submitError}
                </p>
              )}
              <Button type="submit" variant="primary" block loading={submitting} data-testid="profile-two-factor-submit">
                {submitting ? 'Đang thiết lập...' : 'Thiết lập mật khẩu cấp 2'}
              </Button>
            </form>
          )}
        />
      ) : (
        <Form<ChangeValues>
          onSubmit={onChange}
          render={({ handleSubmit, submitting, submitError }) => (
            <form className={styles.form} onSubmit={handleSubmit} noValidate data-testid="profile-two-factor-change">
              <p className={own.note}>Đã thiết lập mật khẩu cấp 2.</p>
              {lockedUntil && lockedUntil.getTime() > Date.now() && (
                <p className={styles.formError} role="status">
                  Mật khẩu cấp 2 đang tạm khóa đến {timeFormat.format(lockedUntil)} do nhập sai nhiều lần.
                </p>
              )}
              {forgotten ? (
                <Field key="login" name="loginPassword" validate={validateLoginPassword}>
                  {({ input, meta }) => (
                    <FormPasswordField
                      input={input}
                      meta={meta}
                      label="Mật khẩu đăng nhập"
                      hint="Sau khi đổi, việc rút tiền tạm dừng một thời gian để bảo vệ bạn."
                      autoComplete="current-password"
                      disabled={submitting}
                      data-testid="profile-two-factor-login-password"
                    />
                  )}
                </Field>
              ) : (
                <Field key="current" name="currentPassword" validate={validatePassword}>
                  {({ input, meta }) => (
                    <FormPasswordField
                      input={input}
                      meta={meta}
                      label="Mật khẩu cấp 2 hiện tại"
                      autoComplete="off"
                      disabled={submitting}
                      data-testid="profile-two-factor-current"
                    />
                  )}
                </Field>
              )}
              <Button
                variant="ghost"
                size="sm"
                onClick={() => setForgotten((f) => !f)}
                disabled={submitting}
                data-testid="profile-two-factor-forgotten"
              >
                {forgotten ? 'Dùng mật khẩu cấp 2 hiện tại' : 'Quên mật khẩu cấp 2? Dùng mật khẩu đăng nhập'}
              </Button>
              <Field name="newPassword" validate={validatePassword}>
                {({ input, meta }) => (
                  <FormPasswordField
                    input={input}
                    meta={meta}
                    label="Mật khẩu cấp 2 mới"
                    autoComplete="new-password"
                    disabled={submitting}
                    data-testid="profile-two-factor-new"
                  />
                )}
              </Field>
              <Field name="confirmPassword" validate={confirmOf('newPassword')}>
                {({ input, meta }) => (
                  <FormPasswordField
                    input={input}
                    meta={meta}
                    label="Xác nhận mật khẩu cấp 2 mới"
                    autoComplete="new-password"
                    disabled={submitting}
                    data-testid="profile-two-factor-new-confirm"
                  />
                )}
              </Field>
              {submitError && (
                <p className={styles.formError} role="alert">
                  {submitError}
                </p>
              )}
              <Button type="submit" variant="primary" block loading={submitting} data-testid="profile-two-factor-change-submit">
                {submitting ? 'Đang lưu...' : 'Đổi mật khẩu cấp 2'}
              </Button>
            </form>
          )}
        />
      )}
    </section>
  );
}
