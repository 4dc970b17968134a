import { useState, type ReactNode } from 'react';
import { AppForm, Button, FormError, FormField, Modal, notify, SubmitButton, type TwoFactorAction } from '@app/shared';
import { consoleStepUpToken } from '../../api/console-step-up-token';
import * as s from './kit.css';

export interface ActionField {
  name: string;
  label: string;
  /** Left empty, the dialog says so and sends nothing. */
  required?: string;
  kind?: 'text' | 'password' | 'date';
  placeholder?: string;
  maxLength?: number;
  hint?: string;
  /** 'current-password' for the login password; a second-level password is never one the browser offers. */
  autoComplete?: string;
}

export interface ActionDialogProps {
  open: boolean;
  title: string;
  /** What is about to happen, with the figures the operator must check (player, bank, amount). */
  summary?: ReactNode;
  fields?: readonly ActionField[];
  confirmLabel: string;
  danger?: boolean;
  /**
   * An action behind the operator's own second-level password: the dialog asks for it last, turns it
   * into a single-use token for `action` (bound to `target`, the one row this dialog changes) and
   * hands the token to onSubmit. A wrong password is said in the dialog, and nothing is sent.
   */
  stepUp?: { action: TwoFactorAction; target?: string };
  /** Runs the action; its answer's message is shown as a toast. A refusal stays in the dialog. */
  onSubmit: (values: Record<string, string>, stepUpToken: string) => Promise<string>;
  onClose: () => void;
  onDone?: () => void;
  /** What the fields hold when the dialog opens (a date range's defaults). */
  initialValues?: Record<string, string>;
  /** A rule over several fields (a range's order): {field: message} for what is wrong. */
  validate?: (values: Record<string, string | undefined>) => Record<string, string> | undefined;
}

export const SECOND_PASSWORD_FIELD: ActionField = {
  name: 'secondPassword',
  label: 'Mật khẩu cấp 2 của bạn',
  kind: 'password',
  required: 'Vui lòng nhập mật khẩu cấp 2',
  hint: 'Thao tác này cần mật khẩu cấp 2 của chính tài khoản quản trị của bạn.',
};

const ruleOf = (field: ActionField) =>
  field.required ? (value: string | undefined) => ((value ?? '').trim() ? undefined : field.required) : undefined;

// Every operator action goes through one of these: it shows what will change, asks for what the action
// needs, and cannot be sent twice (the button is busy until the server answers). A typed password is
// not kept for the next one: the form goes with the closed dialog.
export function ActionDialog({
  open,
  title,
  summary,
  fields: ownFields = [],
  confirmLabel,
  danger,
  stepUp,
  onSubmit,
  onClose,
  onDone,
  initialValues,
  validate,
}: ActionDialogProps) {
  const [busy, setBusy] = useState(false);
  const fields = stepUp ? [...ownFields, SECOND_PASSWORD_FIELD] : ownFields;

  const submit = async (values: Record<string, string | undefined>) => {
    const typed = Object.fromEntries(
      fields.map((f) => [f.name, f.kind === 'password' ? (values[f.name] ?? '') : (values[f.name] ?? '').trim()]),
    );
    const token = stepUp ? await consoleStepUpToken(typed[SECOND_PASSWORD_FIELD.name], stepUp.action, stepUp.target) : '';
    const message = await onSubmit(typed, token);
    if (message) notify.success(message);
    setBusy(false);
    onDone?.();
    onClose();
  };

  return (
    <Modal open={open} onClose={busy ? () => undefined : onClose} closeOnEscape={!busy} title={title} size="md">
      <AppForm<Record<string, string | undefined>>
        className={s.form}
        failure="Không thực hiện được. Vui lòng thử lại."
        onBusy={setBusy}
        onSubmit={submit}
        initialValues={initialValues}
        validate={validate}
      >
        {({ submitting }) => (
          <>
            {summary}
            {fields.map((field) => (
              <FormField
                key={field.name}
                kind={field.kind === 'password' ? 'password' : 'text'}
                type={field.kind === 'date' ? 'date' : undefined}
                name={field.name}
                validate={ruleOf(field)}
                label={field.label}
                hint={field.hint}
                placeholder={field.placeholder}
                maxLength={field.maxLength}
                autoComplete={field.kind === 'password' ? (field.autoComplete ?? 'new-password') : undefined}
              />
            ))}
            <FormError className={s.errorLine} />
            <div className={s.rowActions}>
              <Button type="button" variant="secondary" onClick={onClose} disabled={submitting}>
                Hủy
              </Button>
              <SubmitButton variant={danger ? 'danger' : 'primary'}>{confirmLabel}</SubmitButton>
            </div>
          </>
        )}
      </AppForm>
    </Modal>
  );
}
