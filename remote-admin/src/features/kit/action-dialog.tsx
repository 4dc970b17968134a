import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button, Modal, notify, PasswordField, TextField, type TwoFactorAction, messageOf } from '@app/shared';
import { stepUpToken } from '../../api/step-up-token';
import * as s from './kit.css';

export interface ActionField {
  name: string;
  label: string;
  /** Left empty, the dialog says so and sends nothing. */
  required?: string;
  kind?: 'text' | 'password';
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
  /** What is wrong with the values before anything is sent (two entries that must match), or null. */
  validate?: (values: Record<string, string>) => string | null;
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
}

export const SECOND_PASSWORD_FIELD: ActionField = {
  name: 'secondPassword',
  label: 'Mật khẩu cấp 2 của bạn',
  kind: 'password',
  required: 'Vui lòng nhập mật khẩu cấp 2',
  hint: 'Thao tác này cần mật khẩu cấp 2 của chính tài khoản quản trị của bạn.',
};

// Every operator action goes through one of these: it shows what will change, asks for what the action
// needs, and cannot be sent twice (the button is busy until the server answers).
export function ActionDialog({
  open,
  title,
  summary,
  fields: ownFields = [],
  confirmLabel,
  danger,
  validate,
  stepUp,
  onSubmit,
  onClose,
  onDone,
}: ActionDialogProps) {
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Set before the first await: a second Enter in the same instant finds it, as state would not.
  const sending = useRef(false);
  const fields = stepUp ? [...ownFields, SECOND_PASSWORD_FIELD] : ownFields;

  // Forgotten as the dialog closes: a typed password is not kept for the next one.
  useEffect(() => {
    if (open) return;
    setValues({});
    setErrors({});
    setFailure(null);
  }, [open]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    const missing: Record<string, string> = {};
    for (const field of fields) if (field.required && !(values[field.name] ?? '').trim()) missing[field.name] = field.required;
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    const typed = Object.fromEntries(
      fields.map((f) => [f.name, f.kind === 'password' ? (values[f.name] ?? '') : (values[f.name] ?? '').trim()]),
    );
    const invalid = validate?.(typed) ?? null;
    setFailure(invalid);
    if (invalid) return;
    sending.current = true;
    setBusy(true);
    try {
      const token = stepUp ? await stepUpToken(typed[SECOND_PASSWORD_FIELD.name], stepUp.action, stepUp.target) : '';
      const message = await onSubmit(typed, token);
      if (message) notify.success(message);
      onDone?.();
      onClose();
    } catch (error) {
      setFailure(messageOf(error, 'Không thực hiện được. Vui lòng thử lại.'));
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  // Typing into a field takes back what was said about it being empty.
  const set = (name: string) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [name]: event.target.value }));
    setErrors((e) => (e[name] ? { ...e, [name]: '' } : e));
  };

  return (
    <Modal open={open} onClose={busy ? () => undefined : onClose} closeOnEscape={!busy} title={title} size="md">
      <form className={s.form} onSubmit={submit} noValidate>
        {summary}
        {fields.map((field) =>
          field.kind === 'password' ? (
            <PasswordField
              key={field.name}
              label={field.label}
              value={values[field.name] ?? ''}
              onChange={set(field.name)}
              error={errors[field.name]}
              hint={field.hint}
              autoComplete={field.autoComplete ?? 'new-password'}
              disabled={busy}
            />
          ) : (
            <TextField
              key={field.name}
              label={field.label}
              value={values[field.name] ?? ''}
              onChange={set(field.name)}
              error={errors[field.name]}
              hint={field.hint}
              placeholder={field.placeholder}
              maxLength={field.maxLength}
              disabled={busy}
            />
          ),
        )}
        {failure && (
          <p className={s.errorLine} role="alert">
            {failure}
          </p>
        )}
        <div className={s.rowActions}>
          <Button type="button" variant="secondary" onClick={onClose} disabled={busy}>
            Hủy
          </Button>
          <Button type="submit" variant={danger ? 'danger' : 'primary'} loading={busy}>
            {confirmLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
