import type { ReactNode } from 'react';
import { loginPasswordProof, secondaryPassword, TWO_FACTOR_MESSAGES } from '../contracts/two-factor';
import { AppForm, Button, FormError, FormField, notify, sameAs, SubmitButton } from '@app/shared';
import { setupTwoFactor } from '../api/two-factor/setup-two-factor';

type SetupValues = { loginPassword?: string; password?: string; confirmPassword?: string };

/** A new second-level password typed again: the field beside one named `password`. */
export const confirmSecondPassword = sameAs('password', TWO_FACTOR_MESSAGES.confirmRequired, TWO_FACTOR_MESSAGES.mismatch);

export interface SecondPasswordSetupFormProps {
  /** Stem of the fields' test ids: `<stem>-login-password`, `<stem>-password`, `<stem>-confirm`. */
  testIdStem?: string;
  'data-testid'?: string;
  submitTestId?: string;
  /** What the password is for, above the fields. */
  intro?: ReactNode;
  /** The screen's own wording of the two new-password fields and of the login password's hint. */
  labels?: { password?: string; confirm?: string; loginPasswordHint?: string };
  submitLabel: string;
  busyLabel?: string;
  /** The button beside the submit that gives up (a dialog's 'Hủy'). */
  onCancel?: () => void;
  onBusy?: (busy: boolean) => void;
  /** The password is set (the success toast is already up). */
  onDone: () => void;
  className?: string;
  errorClassName?: string;
  actionsClassName?: string;
  introClassName?: string;
}

/**
 * Setting the second-level password up, wherever it is asked for (a player's profile, the dialog
 * before a first withdrawal or bank account, an operator's console): the login password proves it is
 * them; the new one follows the contract's rule (the server checks the same struct), typed twice.
 */
export function SecondPasswordSetupForm({
  testIdStem,
  'data-testid': testId,
  submitTestId,
  intro,
  labels = {},
  submitLabel,
  busyLabel,
  onCancel,
  onBusy,
  onDone,
  className,
  errorClassName,
  actionsClassName,
  introClassName,
}: SecondPasswordSetupFormProps) {
  const id = (part: string) => (testIdStem ? `${testIdStem}-${part}` : undefined);
  const submit = (
    <SubmitButton block={!onCancel} busyText={busyLabel} data-testid={submitTestId}>
      {submitLabel}
    </SubmitButton>
  );
  return (
    <AppForm<SetupValues>
      className={className}
      data-testid={testId}
      failure={TWO_FACTOR_MESSAGES.setupFailed}
      toastFailure
      onBusy={onBusy}
      onSubmit={async (values, form) => {
        await setupTwoFactor(values.password ?? '', values.loginPassword ?? '');
        notify.success(TWO_FACTOR_MESSAGES.setupSuccess);
        setTimeout(() => form.restart());
        onDone();
      }}
    >
      {({ submitting }) => (
        <>
          {intro && <p className={introClassName}>{intro}</p>}
          <FormField
            kind="password"
            name="loginPassword"
            validate={loginPasswordProof}
            label="Mật khẩu đăng nhập"
            hint={labels.loginPasswordHint}
            autoComplete="current-password"
            data-testid={id('login-password')}
            data-autofocus
          />
          <FormField
            kind="password"
            name="password"
            validate={secondaryPassword}
            label={labels.password ?? 'Mật khẩu cấp 2'}
            autoComplete="new-password"
            data-testid={id('password')}
          />
          <FormField
            kind="password"
            name="confirmPassword"
            validate={confirmSecondPassword}
            label={labels.confirm ?? 'Xác nhận mật khẩu cấp 2'}
            autoComplete="new-password"
            data-testid={id('confirm')}
          />
          <FormError className={errorClassName} />
          {onCancel ? (
            <div className={actionsClassName}>
              <Button variant="secondary" onClick={onCancel} disabled={submitting}>
                Hủy
              </Button>
              {submit}
            </div>
          ) : (
            submit
          )}
        </>
      )}
    </AppForm>
  );
}
