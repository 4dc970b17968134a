import type { ReactNode } from 'react';
import type { FormApi, SubmissionErrors, ValidationErrors } from 'final-form';
import { Form, FormSpy, useFormState } from 'react-final-form';
import { notify } from '../notify/notify';
import { Button, type ButtonProps } from '../ui/button';
import { toSubmitErrors } from '../ui/submit-errors';

export interface FormState<V> {
  submitting: boolean;
  values: V;
  form: FormApi<V>;
}

export interface AppFormProps<V> {
  /** Sends the form. A throw is the refusal: said on the field the server named (of `serverFields`), else above the button. */
  onSubmit: (values: V, form: FormApi<V>) => Promise<SubmissionErrors | void> | SubmissionErrors | void;
  /** The fields a refusal may name; the others' messages go to the whole form. */
  serverFields?: readonly string[];
  /** Said when a refusal carries no message of its own. */
  failure?: string;
  /** A refusal is also a toast (the client's own toast is kept quiet for these calls, or absent). */
  toastFailure?: boolean;
  initialValues?: Partial<V>;
  /** Rules between fields (an amount within the chosen account's limits); a field's own rule is its FormField's. */
  validate?: (values: V) => ValidationErrors | Promise<ValidationErrors>;
  /** Told when the form starts and stops sending (a dialog that must not close meanwhile). */
  onBusy?: (busy: boolean) => void;
  className?: string;
  'data-testid'?: string;
  children: ReactNode | ((state: FormState<V>) => ReactNode);
}

/**
 * The one form of the front ends: react-final-form under a `<form noValidate>` whose fields are
 * `FormField`s, whose refusal is `FormError` and whose button is `SubmitButton` (busy, so not
 * pressed twice, while the form sends).
 */
export function AppForm<V extends object>({
  onSubmit,
  serverFields = [],
  failure,
  toastFailure,
  initialValues,
  validate,
  onBusy,
  className,
  'data-testid': testId,
  children,
}: AppFormProps<V>) {
  const submit = async (values: V, form: FormApi<V>) => {
    try {
      return await onSubmit(values, form);
    } catch (error) {
      const errors = toSubmitErrors(error, serverFields, failure);
      if (toastFailure) notify.error(Object.values(errors)[0]);
      return errors;
    }
  };
  return (
    <Form<V>
      onSubmit={submit}
      initialValues={initialValues}
      validate={validate}
      render={({ handleSubmit, submitting, values, form }) => (
        <form className={className} onSubmit={handleSubmit} noValidate data-testid={testId}>
          {onBusy && <FormSpy subscription={{ submitting: true }} onChange={(state) => onBusy(state.submitting === true)} />}
          {typeof children === 'function' ? children({ submitting: submitting === true, values, form }) : children}
        </form>
      )}
    />
  );
}

/** The form's refusal (what no single field was named for), read out as it appears. */
export function FormError({ className }: { className?: string }) {
  const { submitError } = useFormState({ subscription: { submitError: true } });
  if (!submitError) return null;
  return (
    <p className={className} role="alert">
      {submitError}
    </p>
  );
}

export interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'loading'> {
  /** The label while the form sends ('Đang lưu...'); the children otherwise. */
  busyText?: ReactNode;
}

export function SubmitButton({ busyText, children, variant = 'primary', ...props }: SubmitButtonProps) {
  const { submitting } = useFormState({ subscription: { submitting: true } });
  return (
    <Button {...props} type="submit" variant={variant} loading={submitting}>
      {submitting && busyText !== undefined ? busyText : children}
    </Button>
  );
}
