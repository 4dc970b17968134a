import { subscribe } from 'valtio';
import {
  connectRealtime,
  DEPOSIT_QR_VALIDITY_MS,
  getSocket,
  notify,
  onLogout,
  registerRejoin,
  newRequestKey,
  retryTransient,
  serverNow,
  sessionStore,
  subscribeRealtime,
} from '@app/shared';
import {
  clearCurrentDeposit,
  currentDepositStore,
  DEPOSIT_STATUS_EVENT,
  generateQrCode,
  getDeposit,
  loadDeposits,
  parseDepositStatusUpdate,
  setCurrentDeposit,
  updateCurrentDepositStatus,
  type CurrentDeposit,
  PAYMENT_MESSAGES,
} from '@app/shared/signed-in';
import { depositFlow, openQr, resetDepositFlow, showExpired, showResult } from './deposit-flow-store';

// The deposit's life after creation: the order room, realtime status,
// the expiry timer. Started once per page by the first deposit screen; it then outlives screens,
// so a confirmation that arrives while the player is elsewhere still updates the stores.

export const RESULT_TEXT = {
  confirmedTitle: 'Nạp tiền thành công!',
  confirmedBody: 'Số tiền đã được cộng vào tài khoản của bạn',
  rejectedTitle: 'Nạp tiền bị từ chối!',
  rejectedBody: 'Vui lòng liên hệ bộ phận hỗ trợ (CSKH) hoặc tạo lệnh nạp mới.',
} as const;

/** The order room this page is watching (joined again after every reconnect). */
let watchedOrder: number | null = null;

export function joinOrderRoom(orderId: number): void {
  watchedOrder = orderId;
  getSocket()?.emit('join_order', { orderId });
}

function leaveOrderRoom(orderId?: number): void {
  const id = orderId ?? watchedOrder;
  if (id === null || id === undefined) return;
  if (watchedOrder === id) watchedOrder = null;
  getSocket()?.emit('leave_order', { orderId: id });
}

const refetchDeposits = () => {
  void loadDeposits(1).catch(() => undefined);
};

/** At expiryTime (or on an EXPIRED event): leave the room, clear the deposit, say it expired. */
function expireCurrentDeposit(orderId?: number): void {
  const current = currentDepositStore.deposit;
  if (!current || (orderId !== undefined && current.orderId !== orderId)) return;
  leaveOrderRoom(current.orderId);
  clearCurrentDeposit(current.orderId);
  showExpired(current.orderId);
  refetchDeposits();
}

export function handleDepositStatus(payload: unknown): void {
  const update = parseDepositStatusUpdate(payload);
  if (!update) return;
  const current = currentDepositStore.deposit;
  const isCurrent = current?.orderId === update.orderId;

  if (update.status === 'EXPIRED') {
    if (isCurrent) expireCurrentDeposit(update.orderId);
    else refetchDeposits();
    return;
  }
  if (update.status !== 'CONFIRMED' && update.status !== 'REJECTED') return;

  // The inbox item of it comes from the server (inbox_item), whatever screen is open.
  refetchDeposits();
  const confirmed = update.status === 'CONFIRMED';
  const amount = update.amount ?? (isCurrent ? current!.amount : 0);
  if (!isCurrent) return;
  updateCurrentDepositStatus(update.orderId, confirmed ? 'confirmed' : 'rejected');
  leaveOrderRoom(update.orderId);
  clearCurrentDeposit(update.orderId);
  showResult({ status: confirmed ? 'confirmed' : 'rejected', orderId: update.orderId, amount, message: update.message });
}

let expiryTimer: ReturnType<typeof setTimeout> | null = null;

function scheduleExpiry(deposit: CurrentDeposit | null): void {
  if (expiryTimer) clearTimeout(expiryTimer);
  expiryTimer = null;
  if (!deposit || deposit.status !== 'pending') return;
  const left = deposit.expiryTime - serverNow();
  if (left <= 0) {
    expireCurrentDeposit(deposit.orderId);
    return;
  }
  // setTimeout holds at most ~24.8 days; a deposit lives 30 minutes, but be safe.
  expiryTimer = setTimeout(() => expireCurrentDeposit(deposit.orderId), Math.min(left, DEPOSIT_QR_VALIDITY_MS * 2));
}

let stop: (() => void) | null = null;

/** Idempotent. Returns a stop function (tests). */
export function startDepositRuntime(): () => void {
  if (stop) return stop;
  const offStatus = subscribeRealtime(DEPOSIT_STATUS_EVENT, handleDepositStatus);
  const offRejoin = registerRejoin((socket) => {
    if (watchedOrder !== null) socket.emit('join_order', { orderId: watchedOrder });
  });
  let scheduledFor: number | null = null;
  const reschedule = () => {
    const d = currentDepositStore.deposit;
    const key = d && d.status === 'pending' ? d.orderId : null;
    if (key === scheduledFor && key !== null) return;
    scheduledFor = key;
    scheduleExpiry(d as CurrentDeposit | null);
  };
  const offStore = subscribe(currentDepositStore, reschedule, true);
  reschedule();
  const offLogout = onLogout(() => {
    watchedOrder = null;
    scheduledFor = null;
    scheduleExpiry(null);
    resetDepositFlow();
  });
  stop = () => {
    offStatus();
    offRejoin();
    offStore();
    offLogout();
    scheduleExpiry(null);
    watchedOrder = null;
    stop = null;
  };
  return stop;
}

/** Reopens the QR of the pending deposit (the "Giao dịch đang chờ" card) and watches its room. */
export function reopenCurrentQr(): void {
  const current = currentDepositStore.deposit;
  if (!current) return;
  void connectRealtime(sessionStore.token);
  joinOrderRoom(current.orderId);
  openQr();
}

/**
 * Shows again the QR of an order from the history still waiting for its transfer: the player left
 * it for the bank app, perhaps on another device. The order is read from the server, which answers
 * only the player's own open order; the error (paid, expired) is said and the history re-read.
 */
export async function reopenDeposit(orderId: number): Promise<void> {
  const current = currentDepositStore.deposit;
  if (current?.orderId === orderId && current.status === 'pending' && current.expiryTime > serverNow()) {
    reopenCurrentQr();
    return;
  }
  try {
    const deposit = await getDeposit(orderId);
    if (current && current.orderId !== orderId) leaveOrderRoom(current.orderId);
    setCurrentDeposit(deposit);
    reopenCurrentQr();
  } catch (error) {
    notify.error(error instanceof Error ? error.message : PAYMENT_MESSAGES.depositsLoad);
    refetchDeposits();
  }
}

/** The player leaves the QR ('Thoát'): leave the room; the deposit stays until it ends. */
export function exitQr(): void {
  leaveOrderRoom();
  depositFlow.qrOpen = false;
}

/**
 * Creates the order: toast, current deposit, realtime, join_order, QR dialog. Throws the ApiError
 * (its Vietnamese message) on failure. A request whose answer is lost is sent again with the same
 * key (the server answers a copy with the order the first made); `onRetry` is told before each copy.
 */
export async function submitDeposit(vendorId: number, amount: number, onRetry?: () => void): Promise<CurrentDeposit> {
  const idempotencyKey = newRequestKey('dep');
  const deposit = await retryTransient(() => generateQrCode({ vendorId, amount, idempotencyKey }, { silent: true }), { onRetry });
  notify.success(PAYMENT_MESSAGES.depositCreated);
  const previous = currentDepositStore.deposit;
  if (previous && previous.orderId !== deposit.orderId) leaveOrderRoom(previous.orderId);
  setCurrentDeposit(deposit);
  void connectRealtime(sessionStore.token);
  joinOrderRoom(deposit.orderId);
  depositFlow.formOpen = false;
  openQr();
  refetchDeposits();
  return deposit;
}
