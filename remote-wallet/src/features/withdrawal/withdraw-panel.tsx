import { useCallback, useEffect, useMemo, useState } from 'react';
import type { FormApi } from 'final-form';
import { useSnapshot } from 'valtio';
import {
  AppForm,
  BankBadge,
  Button,
  EmptyState,
  ErrorCard,
  formatMoney,
  isApiError,
  notify,
  refreshBalance,
  SECURITY_MESSAGES,
  Skeleton,
  useBalance,
  FormField,
  Field,
} from '@app/shared';
import { type UserBankAccount, vndText, PAYMENT_MESSAGES, withdrawalAmountError } from '@app/shared/signed-in';
import { BankAccountDialog } from '../bank-accounts/bank-account-dialog';
import { bankAccountsStore, loadBankAccounts, maskAccountNumber } from '../bank-accounts/bank-accounts-store';
import { TwoFactorSetupDialog } from '../two-factor/two-factor-setup-dialog';
import { TwoFactorVerifyDialog } from '../two-factor/two-factor-verify-dialog';
import { HeldAmount } from './held-amount';
import { useWithdrawLimits } from './use-withdraw-limits';
import { hasSecondPassword, sendWithdrawal, type WithdrawRequest } from './withdraw-flow';
import { useWithdrawalStatusUpdates } from './withdrawal-history';
import { reloadWithdrawals } from './withdrawals-store';
import * as s from './withdrawal.css';

type Values = { bank_account_id?: number; amount?: string };
type Step = 'idle' | 'checking' | 'setup' | 'verify' | 'sending' | 'retrying';

const NO_ACCOUNT_TEXT = 'Bạn chưa có tài khoản rút tiền';

/** Why and until when withdrawals to this account wait, or null (ended cool-downs count as none). */
export function cooldownOf(account: UserBankAccount, now = Date.now()): string | null {
  if (!account.withdrawableFrom || !account.cooldownReason) return null;
  if (new Date(account.withdrawableFrom).getTime() <= now) return null;
  return SECURITY_MESSAGES.cooldown(account.cooldownReason, account.withdrawableFrom);
}

/** Re-renders when the next cool-down of these accounts runs out; answers how many have so far. */
function useCooldownEnds(accounts: readonly UserBankAccount[]): number {
  const [ended, setEnded] = useState(0);
  useEffect(() => {
    const now = Date.now();
    const next = accounts
      .map((a) => (a.withdrawableFrom ? Date.parse(a.withdrawableFrom) : NaN))
      .filter((at) => at > now)
      .sort((a, b) => a - b)[0];
    if (next === undefined) return undefined;
    const timer = setTimeout(() => setEnded((n) => n + 1), Math.min(next - now + 250, 2_147_483_647));
    return () => clearTimeout(timer);
  }, [accounts, ended]);
  return ended;
}

/** Preselected: the default active account, else the first active one; inactive ones cannot be chosen. */
export function preselectAccount(accounts: readonly UserBankAccount[]): number | undefined {
  const active = accounts.filter((a) => a.isActive);
  return (active.find((a) => a.isDefault) ?? active[0])?.id;
}

// The 'Rút tiền' dialog content: choose an active bank account, enter an amount, then the
// second-level password (set up first if needed), then the withdrawal is created. `onDone` runs once
// it is created (the dialog closes itself then).
// `showBalance`: false under the wallet screen's balance card, which already says it.
export function WithdrawPanel({ onDone, showBalance = true }: { onDone?: () => void; showBalance?: boolean } = {}) {
  const { accounts, loading, loaded, error } = useSnapshot(bankAccountsStore);
  const { balance } = useBalance();
  const { limits, failed: limitsFailed, retry: retryLimits } = useWithdrawLimits();
  const [step, setStep] = useState<Step>('idle');
  const [request, setRequest] = useState<{ values: WithdrawRequest; form: FormApi<Values> } | null>(null);
  const [adding, setAdding] = useState(false);

  useWithdrawalStatusUpdates();
  useEffect(() => {
    void loadBankAccounts();
  }, []);

  const list = accounts as UserBankAccount[];
  const cooldownEnded = useCooldownEnds(list);
  const chosenCooldown = (id: number | undefined) => {
    const chosen = list.find((a) => a.id === id);
    return chosen ? cooldownOf(chosen) : null;
  };
  const selectedInitially = preselectAccount(list);
  const initialValues = useMemo<Values>(() => ({ bank_account_id: selectedInitially }), [selectedInitially]);

  // Form-level validation: it reruns when the limits or the balance change (a field-level rule
  // would keep the verdict computed before the configs arrived).
  const validate = useCallback(
    (values: Values) => {
      const errors: Partial<Record<keyof Values, string>> = {};
      const chosen = list.find((a) => a.id === values.bank_account_id);
      if (!chosen) errors.bank_account_id = PAYMENT_MESSAGES.accountNotFound;
      else if (!chosen.isActive) errors.bank_account_id = PAYMENT_MESSAGES.accountInactive;
      else if (cooldownOf(chosen)) errors.bank_account_id = cooldownOf(chosen)!;
      const amountError = withdrawalAmountError(values.amount, limits, balance, vndText);
      if (amountError) errors.amount = amountError;
      return errors;
    },
    // cooldownEnded: a cool-down that has just run out stops blocking without a reload.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [list, limits, balance, cooldownEnded],
  );

  const onSubmit = async (values: Values, form: FormApi<Values>) => {
    const req = { bankAccountId: Number(values.bank_account_id), amount: Number(values.amount) };
    setRequest({ values: req, form });
    setStep('checking');
    setStep((await hasSecondPassword()) ? 'verify' : 'setup');
  };

  const cancel = () => {
    setStep('idle');
    setRequest(null);
  };

  const onVerified = async (stepUpToken: string) => {
    if (!request) return;
    setStep('sending');
    try {
      await sendWithdrawal(request.values, stepUpToken, () => setStep('retrying'));
      notify.success(PAYMENT_MESSAGES.withdrawalCreated);
      request.form.restart();
      void refreshBalance();
      void reloadWithdrawals();
      onDone?.();
    } catch (e) {
      notify.error(isApiError(e) ? e.message : PAYMENT_MESSAGES.withdrawalCreate);
    } finally {
      setStep('idle');
      setRequest(null);
    }
  };

  if (!loaded && (loading || !error)) {
    return (
      <div aria-busy="true" data-testid="withdraw-loading">
        <Skeleton height={72} count={2} radius={12} />
      </div>
    );
  }
  if (!loaded && error) {
    return <ErrorCard message={error} onRetry={() => void loadBankAccounts(true)} retrying={loading} />;
  }

  const dialogs = (
    <>
      <BankAccountDialog open={adding} accounts={list} onClose={() => setAdding(false)} />
      <TwoFactorSetupDialog open={step === 'setup'} onClose={cancel} onDone={() => setStep('verify')} />
      <TwoFactorVerifyDialog open={step === 'verify'} variant="withdraw" onClose={cancel} onVerified={onVerified} />
    </>
  );

  if (list.length === 0) {
    return (
      <>
        <EmptyState
          icon="bank"
          title={NO_ACCOUNT_TEXT}
          description="Thêm tài khoản ngân hàng đứng tên bạn để rút tiền."
          data-testid="no-bank-account"
          action={
            <Button onClick={() => setAdding(true)} data-testid="add-bank-account">
              Thêm tài khoản ngân hàng
            </Button>
          }
        />
        {dialogs}
      </>
    );
  }

  const busy = step !== 'idle';

  return (
    <>
      <AppForm<Values> className={s.form} data-testid="withdraw-form" onSubmit={onSubmit} initialValues={initialValues} validate={validate}>
        {({ values }) => (
          <>
            <Field<number | undefined> name="bank_account_id">
              {({ input, meta }) => (
                <fieldset className={s.accounts} disabled={busy}>
                  <legend className={s.groupLabel}>Tài khoản nhận tiền</legend>
                  {list.map((account) => {
                    const selected = input.value === account.id;
                    return (
                      <label
                        key={account.id}
                        className={!account.isActive ? s.accountDisabled : selected ? s.accountSelected : s.account}
                        data-testid={`withdraw-account-${account.id}`}
                        data-selected={selected || undefined}
                      >
                        <input
                          type="radio"
                          className={s.radio}
                          name={input.name}
                          value={account.id}
                          checked={selected}
                          disabled={!account.isActive}
                          onChange={() => input.onChange(account.id)}
                          onBlur={() => input.onBlur()}
                        />
                        <BankBadge code={account.bankCode} name={account.bankName} size={36} />
                        <span className={s.accountText}>
                          <span className={s.bankName}>{account.bankName || account.bankCode}</span>
                          <span className={s.number}>{maskAccountNumber(account.accountNumber)}</span>
                          <span className={s.small}>{account.accountName}</span>
                        </span>
                        {account.isDefault && <span className={s.tag}>Mặc định</span>}
                        {!account.isActive && <span className={s.tag}>Tạm khóa</span>}
                      </label>
                    );
                  })}
                  {meta.touched && meta.error && meta.error !== chosenCooldown(input.value) && (
                    <p className={s.error} role="alert">
                      {meta.error}
                    </p>
                  )}
                </fieldset>
              )}
            </Field>
            {chosenCooldown(values.bank_account_id) && (
              <p className={s.cooldown} role="status" data-testid="withdraw-cooldown">
                {chosenCooldown(values.bank_account_id)}
              </p>
            )}
            <Button variant="ghost" size="sm" onClick={() => setAdding(true)} disabled={busy} data-testid="add-bank-account">
              + Thêm tài khoản ngân hàng
            </Button>
            {showBalance && (
              <>
                <div className={s.balanceLine}>
                  <span>Số dư khả dụng</span>
                  <span className={s.strong}>{formatMoney(balance)}</span>
                </div>
                <HeldAmount className={s.heldLine} />
              </>
            )}
            <FormField
              kind="currency"
              name="amount"
              label="Số tiền rút"
              placeholder="Nhập số tiền"
              suffix="đ"
              disabled={busy}
              data-testid="withdraw-amount"
            />
            {limits ? (
              <p className={s.hint}>
                Tối thiểu {formatMoney(limits.min)} · Tối đa {formatMoney(limits.max)}
              </p>
            ) : limitsFailed ? (
              <p className={s.error}>
                {PAYMENT_MESSAGES.configsLoad}{' '}
                <Button variant="ghost" size="sm" onClick={retryLimits}>
                  Thử lại
                </Button>
              </p>
            ) : null}
            <Button
              type="submit"
              variant="primary"
              size="lg"
              block
              loading={busy}
              disabled={!values.bank_account_id || chosenCooldown(values.bank_account_id) !== null}
              data-testid="withdraw-submit"
            >
              {step === 'sending' ? 'Đang gửi yêu cầu...' : step === 'retrying' ? PAYMENT_MESSAGES.requestRetrying : 'Rút tiền'}
            </Button>
          </>
        )}
      </AppForm>
      {dialogs}
    </>
  );
}
