import { FORM_ERROR, type FormApi } from 'final-form';
import { Field, Form } from 'react-final-form';
import { Button, FormPasswordField, isApiError, Modal, notify, setupTwoFactor, TWO_FACTOR_MESSAGES } from '@app/shared';
import { validateLoginPassword, validateSecondPassword, validateSecondPasswordConfirm } from './two-factor-rules';
import * as s from './two-factor.css';

const SETUP_TEXT = {
  title: 'Thiết lập mật khẩu cấp 2',
  description: 'Bạn cần thiết lập mật khẩu cấp 2 để bảo vệ các giao dịch rút tiền. Hãy ghi nhớ mật khẩu này.',
  loginPassword: 'Mật khẩu đăng nhập',
  loginPasswordHint: 'Nhập mật khẩu đăng nhập để xác nhận đây là bạn.',
  password: 'Mật khẩu cấp 2',
  confirm: 'Xác nhận mật khẩu cấp 2',
  cancel: 'Hủy',
  submit: 'Thiết lập',
  submitting: 'Đang thiết lập...',
} as const;

type SetupValues = { loginPassword: string; password: string; confirmPassword: string };

export interface TwoFactorSetupDialogProps {
  open: boolean;
  onClose: () => void;
  /** The password is set; the caller usually opens the verify dialog next. */
  onDone: () => void;
}

export function TwoFactorSetupDialog({ open, onClose, onDone }: TwoFactorSetupDialogProps) {
  const onSubmit = async (values: SetupValues, form: FormApi<SetupValues>) => {
    try {
      await setupTwoFactor(values.password, values.loginPassword);
    } catch (error) {
      const message = isApiError(error) && error.message ? error.message : TWO_FACTOR_MESSAGES.setupFailed;
      notify.error(message);
      return { [FORM_ERROR]: message };
    }
    notify.success(TWO_FACTOR_MESSAGES.setupSuccess);
    setTimeout(() => form.restart());
    onDone();
    return undefined;
  };

  return (
    <Form<SetupValues>
      onSubmit={onSubmit}
      render={({ handleSubmit, submitting, submitError, form }) => {
        const close = () => {
          if (submitting) return;
          form.restart();
          onClose();
        };
        return (
          <Modal open={open} onClose={close} title={SETUP_TEXT.title} closeOnEscape={!submitting} showCloseButton={!submitting}>
            <form className={s.form} onSubmit={handleSubmit} noValidate data-testid="two-factor-setup-dialog">
              <p className={s.description}>{SETUP_TEXT.description}</p>
              <Field name="loginPassword" validate={validateLoginPassword}>
                {({ input, meta }) => (
                  <FormPasswordField
                    input={input}
                    meta={meta}
                    label={SETUP_TEXT.loginPassword}
                    hint={SETUP_TEXT.loginPasswordHint}
                    autoComplete="current-password"
                    disabled={submitting}
                    data-testid="two-factor-login-password"
                    data-autofocus
                  />
                )}
              </Field>
              <Field name="password" validate={validateSecondPassword}>
                {({ input, meta }) => (
                  <FormPasswordField
                    input={input}
                    meta={meta}
                    label={SETUP_TEXT.password}
                    autoComplete="new-password"
                    disabled={submitting}
                    data-testid="two-factor-password"
                  />
                )}
              </Field>
              <Field name="confirmPassword" validate={validateSecondPasswordConfirm}>
                {({ input, meta }) => (
                  <FormPasswordField
                    input={input}
                    meta={meta}
                    label={SETUP_TEXT.confirm}
                    autoComplete="new-password"
                    disabled={submitting}
                    data-testid="two-factor-confirm"
                  />
                )}
              </Field>
              {submitError && (
                <p className={s.error} role="alert">
                  {submitError}
                </p>
              )}
              <div className={s.actions}>
                <Button variant="secondary" onClick={close} disabled={submitting}>
                  {SETUP_TEXT.cancel}
                </Button>
                <Button type="submit" variant="primary" loading={submitting} data-testid="two-factor-setup-submit">
                  {submitting ? SETUP_TEXT.submitting : SETUP_TEXT.submit}
                </Button>
              </div>
            </form>
          </Modal>
        );
      }}
    />
  );
}
