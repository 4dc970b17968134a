import { useState } from 'react';
import { FORM_ERROR } from 'final-form';
import {
  AppForm,
  FormError,
  Button,
  FormTextField,
  isApiError,
  Modal,
  notify,
  SECURITY_MESSAGES,
  TextField,
  FormField,
  Field,
} from '@app/shared';
import {
  createBankAccount,
  firstBankAccount,
  updateBankAccount,
  type UserBankAccount,
  normalizeAccountName,
  PAYMENT_MESSAGES,
} from '@app/shared/signed-in';
import { useStepUp } from '../two-factor/use-step-up';
import { BankPicker } from './bank-picker';
import { validateAccountName, validateAccountNumber, validateBankCode } from './bank-account-rules';
import { invalidateBankAccounts } from './bank-accounts-store';
import { useBanks } from './use-banks';
import * as s from './bank-accounts.css';

type Values = { bankCode?: string; accountNumber?: string; accountName?: string };

const FIRST_ACCOUNT_TEXT = {
  title: 'Xác nhận tên chủ tài khoản',
  message: (name: string) =>
    `Tên chủ tài khoản "${name}" sẽ được dùng làm tên tham chiếu cho tất cả tài khoản ngân hàng sau này và không thể thay đổi. Vui lòng kiểm tra kỹ tên trước khi xác nhận.`,
  confirm: 'Xác nhận',
  cancel: 'Kiểm tra lại',
} as const;

export interface BankAccountDialogProps {
  open: boolean;
  onClose: () => void;
  /** The account being edited; absent when adding. */
  account?: UserBankAccount | null;
  /** The player's accounts now (decides "first account" and the reference name). */
  accounts: readonly UserBankAccount[];
  onSaved?: (account: UserBankAccount) => void;
}

export function BankAccountDialog(props: BankAccountDialogProps) {
  // Mounted only while open, so every opening starts from a clean form.
  if (!props.open) return null;
  return <BankAccountDialogBody {...props} />;
}

function BankAccountDialogBody({ onClose, account, accounts, onSaved }: BankAccountDialogProps) {
  const editing = Boolean(account);
  const reference = editing ? null : (firstBankAccount(accounts)?.accountName ?? null);
  const isFirst = !editing && accounts.length === 0;
  const { banks, loading, error: banksError, retry } = useBanks(true);
  const [pending, setPending] = useState<Values | null>(null);
  const [confirming, setConfirming] = useState(false);
  const { stepUp, stepUpDialogs } = useStepUp();

  // A new destination for withdrawals: the second-level password first (set up if need be).
  // The form sending, or the first account's name being confirmed: the dialog stays open meanwhile.
  const [sending, setSending] = useState(false);
  const busy = sending || confirming;

  const movesMoney = (values: Values) =>
    !account || values.bankCode !== account.bankCode || (values.accountNumber ?? '').replace(/\s+/g, '') !== account.accountNumber;

  const send = async (values: Values): Promise<Record<string, string> | undefined> => {
    try {
      const token = movesMoney(values) ? await stepUp() : null;
      // Cancelled at the password: the dialog stays as it was.
      if (movesMoney(values) && !token) return { [FORM_ERROR]: SECURITY_MESSAGES.stepUpRequired };
      let saved: UserBankAccount;
      if (account) {
        saved = await updateBankAccount(account.id, { bankCode: values.bankCode, accountNumber: values.accountNumber ?? '' }, token);
        notify.success(PAYMENT_MESSAGES.bankAccountUpdated);
      } else {
        saved = await createBankAccount(
          {
            bankCode: values.bankCode ?? '',
            accountNumber: values.accountNumber ?? '',
            accountName: normalizeAccountName(values.accountName ?? ''),
          },
          token!,
        );
        notify.success(PAYMENT_MESSAGES.bankAccountCreated);
      }
      void invalidateBankAccounts();
      onSaved?.(saved);
      onClose();
      return undefined;
    } catch (error) {
      const message = isApiError(error) ? error.message : account ? PAYMENT_MESSAGES.bankAccountUpdate : PAYMENT_MESSAGES.bankAccountCreate;
      notify.error(message);
      if (isApiError(error) && error.field && ['bankCode', 'accountNumber', 'accountName'].includes(error.field)) {
        return { [error.field]: message };
      }
      return { [FORM_ERROR]: message };
    }
  };

  const onSubmit = async (values: Values) => {
    if (isFirst) {
      setPending({ ...values, accountName: normalizeAccountName(values.accountName ?? '') });
      return undefined;
    }
    return send(values);
  };

  const confirmFirst = async () => {
    if (!pending) return;
    setConfirming(true);
    const errors = await send(pending);
    setConfirming(false);
    if (errors) setPending(null);
  };

  return (
    <>
      <Modal
        open
        onClose={busy ? () => undefined : onClose}
        closeOnEscape={!busy}
        showCloseButton={!busy}
        title={editing ? 'Sửa tài khoản ngân hàng' : 'Thêm tài khoản ngân hàng'}
        size="lg"
      >
        <AppForm<Values>
          className={s.dialogForm}
          data-testid="bank-account-dialog"
          onSubmit={onSubmit}
          onBusy={setSending}
          initialValues={account ? { bankCode: account.bankCode, accountNumber: account.accountNumber } : undefined}
        >
          <Field name="bankCode" validate={validateBankCode}>
            {({ input, meta }) => (
              <BankPicker
                banks={banks}
                loading={loading}
                loadError={banksError}
                onRetry={retry}
                value={input.value || undefined}
                onChange={(code) => input.onChange(code)}
                onBlur={() => input.onBlur()}
                error={(meta.touched && meta.error) || (meta.submitError && !meta.dirtySinceLastSubmit ? meta.submitError : undefined)}
                disabled={busy}
              />
            )}
          </Field>
          <FormField
            name="accountNumber"
            validate={validateAccountNumber}
            label="Số tài khoản"
            inputMode="numeric"
            autoComplete="off"
            placeholder="Nhập số tài khoản"
            disabled={busy}
            data-testid="account-number"
          />
          {account ? (
            <TextField
              label="Tên chủ tài khoản"
              value={account.accountName}
              readOnly
              disabled
              hint="Không thể sửa tên chủ tài khoản"
              data-testid="account-name"
            />
          ) : (
            <Field name="accountName" validate={(value) => validateAccountName(value, reference)}>
              {({ input, meta }) => (
                <FormTextField
                  input={{
                    ...input,
                    onBlur: (event) => {
                      input.onBlur(event);
                      const normalised = normalizeAccountName(input.value ?? '');
                      if (normalised !== input.value) input.onChange(normalised);
                    },
                  }}
                  meta={meta}
                  label="Tên chủ tài khoản"
                  autoComplete="off"
                  autoCapitalize="characters"
                  placeholder="VD: NGUYEN VAN A"
                  hint={reference ? `Phải khớp với tên đã đăng ký: ${reference}` : 'Viết hoa, không dấu'}
                  disabled={busy}
                  data-testid="account-name"
                />
              )}
            </Field>
          )}
          <FormError className={s.fieldError} />
          <div className={s.dialogActions}>
            <Button variant="secondary" onClick={onClose} disabled={busy}>
              Hủy
            </Button>
            <Button type="submit" variant="primary" loading={busy} data-testid="bank-account-save">
              {editing ? 'Lưu thay đổi' : 'Thêm tài khoản'}
            </Button>
          </div>
        </AppForm>
      </Modal>
      <FirstAccountConfirm
        open={pending !== null}
        name={pending?.accountName ?? ''}
        busy={confirming}
        onConfirm={() => void confirmFirst()}
        onCancel={() => setPending(null)}
      />
      {stepUpDialogs}
    </>
  );
}

function FirstAccountConfirm({
  open,
  name,
  busy,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  name: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal
      open={open}
      onClose={busy ? () => undefined : onCancel}
      closeOnEscape={!busy}
      showCloseButton={false}
      size="sm"
      role="alertdialog"
      title={FIRST_ACCOUNT_TEXT.title}
    >
      <div className={s.confirmBody} data-testid="first-account-confirm-dialog">
        <p className={s.confirmName}>{name}</p>
        <p className={s.confirmNote}>{FIRST_ACCOUNT_TEXT.message(name)}</p>
        <div className={s.dialogActions}>
          <Button variant="secondary" onClick={onCancel} disabled={busy} data-autofocus>
            {FIRST_ACCOUNT_TEXT.cancel}
          </Button>
          <Button variant="primary" onClick={onConfirm} loading={busy} data-testid="first-account-confirm">
            {FIRST_ACCOUNT_TEXT.confirm}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
