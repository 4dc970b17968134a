import { proxy } from 'valtio';
import { RESULT_MODAL_MS } from '@app/shared';

// Which deposit dialog is showing. Timers live here, not in components, so the result and expired
// dialogs close after 5 s even if the screen that opened them is gone.
export interface DepositResult {
  status: 'confirmed' | 'rejected';
  orderId: number;
  amount: number;
  message?: string;
}

export interface DepositFlowState {
  /** The deposit form as a dialog ('Nạp tiền'). */
  formOpen: boolean;
  qrOpen: boolean;
  result: DepositResult | null;
  expired: { orderId: number } | null;
}

export const depositFlow = proxy<DepositFlowState>({ formOpen: false, qrOpen: false, result: null, expired: null });

let resultTimer: ReturnType<typeof setTimeout> | null = null;
let expiredTimer: ReturnType<typeof setTimeout> | null = null;

export const openDepositForm = () => {
  depositFlow.formOpen = true;
};
export const closeDepositForm = () => {
  depositFlow.formOpen = false;
};
export const openQr = () => {
  depositFlow.qrOpen = true;
};

export function showResult(result: DepositResult): void {
  depositFlow.qrOpen = false;
  depositFlow.result = result;
  if (resultTimer) clearTimeout(resultTimer);
  resultTimer = setTimeout(closeResult, RESULT_MODAL_MS);
}

export function closeResult(): void {
  if (resultTimer) clearTimeout(resultTimer);
  resultTimer = null;
  depositFlow.result = null;
}

export function showExpired(orderId: number): void {
  depositFlow.qrOpen = false;
  depositFlow.expired = { orderId };
  if (expiredTimer) clearTimeout(expiredTimer);
  expiredTimer = setTimeout(closeExpired, RESULT_MODAL_MS);
}

export function closeExpired(): void {
  if (expiredTimer) clearTimeout(expiredTimer);
  expiredTimer = null;
  depositFlow.expired = null;
}

export function resetDepositFlow(): void {
  closeResult();
  closeExpired();
  Object.assign(depositFlow, { formOpen: false, qrOpen: false });
}
