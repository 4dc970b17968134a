import { DEPOSIT_MAX_DEFAULT, DEPOSIT_MIN_DEFAULT, ORDER_PREFIX_DEFAULT } from '../../contracts/constants';
import {
  CONFIG_KEYS,
  PAYMENT_MESSAGES,
  PAYMENT_PATHS,
  type AmountLimits,
  type PaymentEnvelope,
  type SystemConfigDto,
} from '../../contracts/payments';
import { api } from '../../http/client';
import type { RequestOptions } from '../../http/request-options';
import type { SystemConfig } from '../deposit-types';
import { paymentCall } from '../payment-call';

/** GET u/configs → [{id, value}]. */
export async function getConfigs(options: RequestOptions = {}): Promise<SystemConfig[]> {
  const list = await paymentCall(
    () => api.get(PAYMENT_PATHS.configs, { silent: true, ...options }).json<PaymentEnvelope<SystemConfigDto[]>>(),
    PAYMENT_MESSAGES.configsLoad,
  );
  return (Array.isArray(list) ? list : []).map((c) => ({ id: String(c.id), value: String(c.value ?? '') }));
}

export function configValue(configs: readonly SystemConfig[] | null | undefined, id: string): string | undefined {
  return configs?.find((c) => c.id === id)?.value;
}

function configNumber(configs: readonly SystemConfig[], id: string, fallback: number): number {
  const raw = configValue(configs, id);
  const n = raw === undefined || raw.trim() === '' ? NaN : Number(raw);
  return Number.isSafeInteger(n) && n > 0 ? n : fallback;
}

/** The deposit limits; null while the configs are not loaded (the form then says so). */
export function depositLimits(configs: readonly SystemConfig[] | null | undefined): AmountLimits | null {
  if (!configs) return null;
  return {
    min: configNumber(configs, CONFIG_KEYS.depositMin, DEPOSIT_MIN_DEFAULT),
    max: configNumber(configs, CONFIG_KEYS.depositMax, DEPOSIT_MAX_DEFAULT),
  };
}

export function orderPrefix(configs: readonly SystemConfig[] | null | undefined): string {
  return configValue(configs, CONFIG_KEYS.prefixOrder)?.trim() || ORDER_PREFIX_DEFAULT;
}
