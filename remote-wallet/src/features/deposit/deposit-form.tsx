import { useEffect, useState } from 'react';
import type { FormApi } from 'final-form';
import { useSnapshot } from 'valtio';
import {
  BankBadge,
  Button,
  EmptyState,
  ErrorCard,
  formatMoney,
  HTTP_MESSAGES,
  Skeleton,
  AppForm,
  FormField,
  FormError,
  SubmitButton,
  Field,
} from '@app/shared';
import {
  depositLimits,
  loadConfigs,
  loadVendorCards,
  paymentCache,
  type VendorCard,
  depositAmountError,
  PAYMENT_MESSAGES,
  type AmountLimits,
} from '@app/shared/signed-in';
import { submitDeposit } from './deposit-runtime';
import { QUICK_AMOUNT_OPTIONS } from './quick-amounts';
import * as s from './deposit.css';

export interface DepositValues {
  bank_id?: number;
  /** Raw digit string from the currency input. */
  amount?: string;
}

/** The deposit form's rules: bank required, amount against the configs' min/max. */
export function validateDeposit(values: DepositValues, limits: AmountLimits | null): Partial<Record<keyof DepositValues, string>> {
  const errors: Partial<Record<keyof DepositValues, string>> = {};
  if (!values.bank_id) errors.bank_id = PAYMENT_MESSAGES.bankRequired;
  const amountError = depositAmountError(values.amount, limits);
  if (amountError) errors.amount = amountError;
  return errors;
}

function useDepositOptions() {
  const cache = useSnapshot(paymentCache);
  useEffect(() => {
    void loadVendorCards().catch(() => undefined);
    void loadConfigs().catch(() => undefined);
  }, []);
  const vendors = cache.vendorCards.filter((c) => c.isActive) as VendorCard[];
  return {
    vendors,
    vendorsLoading: cache.loading.vendorCards && vendors.length === 0,
    vendorsError: vendors.length === 0 ? cache.errors.vendorCards : null,
    limits: depositLimits(cache.configs as never),
    configsError: cache.configs === null ? cache.errors.configs : null,
    retryConfigs: () => void loadConfigs(true).catch(() => undefined),
    retryVendors: () => void loadVendorCards(true).catch(() => undefined),
  };
}

export interface DepositFormProps {
  /** Called after the order is created (the dialog closes itself then). */
  onCreated?: () => void;
}

// The content of the 'Nạp tiền' dialog: receiving bank, amount, quick amounts.
export function DepositForm({ onCreated }: DepositFormProps) {
  const { vendors, vendorsLoading, vendorsError, limits, configsError, retryConfigs, retryVendors } = useDepositOptions();

  // The order's answer was lost and the request is being sent again (the button says so).
  const [retrying, setRetrying] = useState(false);

  const onSubmit = async (values: DepositValues, form: FormApi<DepositValues>) => {
    try {
      await submitDeposit(values.bank_id!, Number(values.amount), () => setRetrying(true));
    } finally {
      setRetrying(false);
    }
    setTimeout(() => form.reset());
    onCreated?.();
  };

  return (
    <AppForm<DepositValues>
      className={s.form}
      data-testid="deposit-form"
      failure={HTTP_MESSAGES.noConnection}
      toastFailure
      onSubmit={onSubmit}
      validate={(values) => validateDeposit(values, limits)}
      initialValues={vendors.length === 1 ? { bank_id: vendors[0].id } : undefined}
    >
      {({ submitting, form, values }) => (
        <>
          <Field<number> name="bank_id">
            {({ input, meta }) => (
              <fieldset className={s.fieldset}>
                <legend className={s.legend}>Chọn ngân hàng</legend>
                {vendorsLoading ? (
                  <div className={s.vendors} aria-busy="true">
                    <Skeleton height={52} radius={12} />
                    <Skeleton height={52} radius={12} />
                  </div>
                ) : vendorsError ? (
                  <ErrorCard message={vendorsError} onRetry={retryVendors} />
                ) : vendors.length === 0 ? (
                  <EmptyState icon="bank" title="Chưa có ngân hàng nhận tiền" description="Vui lòng quay lại sau." />
                ) : (
                  <div className={s.vendors} role="radiogroup" aria-label="Ngân hàng nhận tiền">
                    {vendors.map((v) => {
                      const selected = input.value === v.id;
                      return (
                        <button
                          key={v.id}
                          type="button"
                          role="radio"
                          aria-checked={selected}
                          className={selected ? s.vendorSelected : s.vendor}
                          data-testid={`vendor-option-${v.id}`}
                          disabled={submitting}
                          onClick={() => {
                            input.onChange(v.id);
                            input.onBlur();
                          }}
                        >
                          <BankBadge code={v.bankCode} name={v.name} size={28} />
                          <span className={s.vendorName}>{v.name}</span>
                        </button>
                      );
                    })}
                  </div>
                )}
                {meta.touched && meta.error && (
                  <p className={s.fieldError} role="alert">
                    {meta.error}
                  </p>
                )}
              </fieldset>
            )}
          </Field>

          <FormField kind="currency" name="amount" label="Số tiền nạp" placeholder="Nhập số tiền" suffix="đ" data-testid="deposit-amount" />

          <div className={s.chips} role="group" aria-label="Chọn nhanh số tiền">
            {QUICK_AMOUNT_OPTIONS.filter((q) => limits === null || (q.value >= limits.min && q.value <= limits.max)).map((q) => (
              <button
                key={q.value}
                type="button"
                className={s.chip}
                aria-pressed={values.amount === String(q.value)}
                aria-label={`${q.label}: ${formatMoney(q.value)}`}
                data-testid={`quick-amount-${q.value}`}
                disabled={submitting}
                onClick={() => {
                  form.change('amount', String(q.value));
                  form.blur('amount');
                }}
              >
                {q.label}
              </button>
            ))}
          </div>

          {limits && (
            <p className={s.limits}>
              Tối thiểu {formatMoney(limits.min)} · Tối đa {formatMoney(limits.max)}
            </p>
          )}

          {configsError && (
            <p className={s.formError} role="alert">
              {configsError}{' '}
              <Button variant="ghost" size="sm" onClick={retryConfigs}>
                Thử lại
              </Button>
            </p>
          )}

          <FormError className={s.formError} />

          <SubmitButton
            size="lg"
            block
            busyText={retrying ? PAYMENT_MESSAGES.requestRetrying : 'Đang tạo giao dịch...'}
            data-testid="deposit-submit"
          >
            Nạp tiền
          </SubmitButton>
        </>
      )}
    </AppForm>
  );
}
