import { type AmountLimits, type PaymentEnvelope } from '../../contracts/payment-service';
import { PAYMENT_MESSAGES } from '../../contracts/payment-messages';
import { paymentSettings, type SystemConfigDto } from '../../contracts/deposits';
import { api, type RequestOptions, paymentCall } from '@app/shared';
import type { SystemConfig } from '../../payments/deposits/deposit-types';
import { DEPOSIT_PATHS } from '../../contracts/routes';

/** GET u/configs → [{id, value}]. */
export async function getConfigs(options: RequestOptions = {}): Promise<SystemConfig[]> {
  const list = await paymentCall(
    () => api.get(DEPOSIT_PATHS.configs, { silent: true, ...options }).json<PaymentEnvelope<SystemConfigDto[]>>(),
    PAYMENT_MESSAGES.configsLoad,
  );
  return (Array.isArray(list) ? list : []).map((c) => ({ id: String(c.id), value: String(c.value ?? '') }));
}

/** The deposit limits; null while the configs are not loaded (the form then says so). */
export function depositLimits(configs: readonly SystemConfig[] | null | undefined): AmountLimits | null {
  if (!configs) return null;
  const { min, max } = paymentSettings(configs);
  return { min, max };
}

export const orderPrefix = (configs: readonly SystemConfig[] | null | undefined): string => paymentSettings(configs ?? []).prefix;
