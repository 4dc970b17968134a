import { useState } from 'react';
import { AppForm, Button, ErrorCard, FormError, FormField, notify, Skeleton, SubmitButton, useLoaded } from '@app/shared';
import {
  changeTwoFactor,
  CHANGE_TWO_FACTOR_FAILED,
  getTwoFactorStatus,
  loginPasswordProof,
  secondaryPassword,
  TWO_FACTOR_MESSAGES,
  confirmSecondPassword,
  SecondPasswordSetupForm,
} from '@app/shared/signed-in';
import * as styles from '../screen.css';
import * as own from './profile.css';

const TWO_FACTOR_SECTION_TITLE = 'Mật khẩu cấp 2';

const timeFormat = new Intl.DateTimeFormat('vi-VN', {
  hour: '2-digit',
  minute: '2-digit',
  day: '2-digit',
  month: '2-digit',
  timeZone: 'Asia/Ho_Chi_Minh',
});

type ChangeValues = { currentPassword?: string; loginPassword?: string; password?: string; confirmPassword?: string };

// Profile: set the second-level password up when it is not set, else change it.
export function TwoFactorSection() {
  const status = useLoaded(getTwoFactorStatus, [], { failure: TWO_FACTOR_MESSAGES.statusFailed });
  // Set up here: the change form follows at once, without asking the server again.
  const [justSetUp, setJustSetUp] = useState(false);
  // A forgotten second-level password is replaced with the login password instead of the current one.
  const [forgotten, setForgotten] = useState(false);

  const onChange = async (values: ChangeValues, form: { restart: () => void }) => {
    const newPassword = values.password ?? '';
    await changeTwoFactor(
      forgotten
        ? { loginPassword: values.loginPassword ?? '', newPassword }
        : { currentPassword: values.currentPassword ?? '', newPassword },
    );
    notify.success(TWO_FACTOR_MESSAGES.changeSuccess);
    setTimeout(() => form.restart());
    setForgotten(false);
  };

  const lockedUntil = status.data?.lockedUntil ? new Date(status.data.lockedUntil) : null;
  const hasTwoFactor = justSetUp || status.data?.hasTwoFactor;

  return (
    <section className={styles.card} aria-labelledby="two-factor-title" data-testid="profile-two-factor">
      <h2 id="two-factor-title" className={styles.cardTitle}>
        {TWO_FACTOR_SECTION_TITLE}
      </h2>
      {!status.data && !justSetUp && !status.error ? (
        <div aria-busy="true">
          <Skeleton height={44} count={3} radius={12} />
        </div>
      ) : !status.data && !justSetUp ? (
        <ErrorCard message={status.error ?? TWO_FACTOR_MESSAGES.statusFailed} onRetry={status.reload} />
      ) : !hasTwoFactor ? (
        <SecondPasswordSetupForm
          className={styles.form}
          data-testid="profile-two-factor-setup"
          testIdStem="profile-two-factor"
          submitTestId="profile-two-factor-submit"
          intro="Bạn chưa thiết lập mật khẩu cấp 2. Mật khẩu cấp 2 dùng để xác nhận các giao dịch rút tiền."
          introClassName={own.note}
          submitLabel="Thiết lập mật khẩu cấp 2"
          busyLabel="Đang thiết lập..."
          errorClassName={styles.formError}
          onDone={() => setJustSetUp(true)}
        />
      ) : (
        <AppForm<ChangeValues>
          className={styles.form}
          data-testid="profile-two-factor-change"
          failure={CHANGE_TWO_FACTOR_FAILED}
          toastFailure
          onSubmit={onChange}
        >
          {({ submitting }) => (
            <>
              <p className={own.note}>Đã thiết lập mật khẩu cấp 2.</p>
              {lockedUntil && lockedUntil.getTime() > Date.now() && (
                <p className={styles.formError} role="status">
                  Mật khẩu cấp 2 đang tạm khóa đến {timeFormat.format(lockedUntil)} do nhập sai nhiều lần.
                </p>
              )}
              {forgotten ? (
                <FormField
                  key="login"
                  kind="password"
                  name="loginPassword"
                  validate={loginPasswordProof}
                  label="Mật khẩu đăng nhập"
                  hint="Sau khi đổi, việc rút tiền tạm dừng một thời gian để bảo vệ bạn."
                  autoComplete="current-password"
                  data-testid="profile-two-factor-login-password"
                />
              ) : (
                <FormField
                  key="current"
                  kind="password"
                  name="currentPassword"
                  validate={secondaryPassword}
                  label="Mật khẩu cấp 2 hiện tại"
                  autoComplete="off"
                  data-testid="profile-two-factor-current"
                />
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
              <FormField
                kind="password"
                name="password"
                validate={secondaryPassword}
                label="Mật khẩu cấp 2 mới"
                autoComplete="new-password"
                data-testid="profile-two-factor-new"
              />
              <FormField
                kind="password"
                name="confirmPassword"
                validate={confirmSecondPassword}
                label="Xác nhận mật khẩu cấp 2 mới"
                autoComplete="new-password"
                data-testid="profile-two-factor-new-confirm"
              />
              <FormError className={styles.formError} />
              <SubmitButton block busyText="Đang lưu..." data-testid="profile-two-factor-change-submit">
                Đổi mật khẩu cấp 2
              </SubmitButton>
            </>
          )}
        </AppForm>
      )}
    </section>
  );
}
