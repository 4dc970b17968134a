import {
  PAYMENT_MESSAGES,
  WALLET_CREDIT_EVENT,
  WITHDRAWAL_STATUS_EVENT,
  type WalletCreditNotice,
  type WithdrawalStatus,
  type WithdrawalStatusUpdate,
} from '../contracts/payments';
import { formatMoney } from '../format/format-vnd';
import { notify } from '../notify/notify';
import { subscribeRealtime } from '../realtime/subscriptions';
import { DEPOSIT_STATUS_EVENT, parseDepositStatusUpdate } from './deposit-realtime';
import { addNotification, NOTIFICATION_TITLES, type NotificationType } from './notifications';
import { loadDeposits, paymentCache } from './payment-cache';
import { withdrawalNoticeText } from './withdrawal-notice-text';

// What the server tells the player about their money, into the inbox, whatever screen is open:
// a deposit confirmed or rejected (by the bank feed or an operator), a withdrawal approved or
// rejected by an operator, or cancelled by the player (from this screen or another device), a bank
// transfer the support desk recorded in their wallet. The screens showing the first two (the
// wallet) react on their own.

/** What the player reads of a transfer the support desk recorded: how much, which payment, by whom. */
export const walletCreditText = (notice: Pick<WalletCreditNotice, 'amount' | 'content'>): string =>
  `Chuyển khoản ${formatMoney(notice.amount)} được bộ phận hỗ trợ ghi nhận vào ví của bạn` +
  (notice.content.trim() ? ` (nội dung chuyển khoản: ${notice.content.trim()})` : '');

// No order of the player's announces this money and no wallet screen waits for it: the toast says
// it at once wherever they are, the inbox keeps it, and the deposit history (if shown) lists it.
export function onWalletCredit(notice: WalletCreditNotice): void {
  if (!notice || notice.kind !== 'transfer' || typeof notice.amount !== 'number' || typeof notice.content !== 'string') return;
  const message = walletCreditText(notice);
  notify.success(message);
  addNotification({
    id: `transfer-${notice.transferId}-credited`,
    type: 'success',
    title: `${NOTIFICATION_TITLES.transferCredited} (${formatMoney(notice.amount)})`,
    message,
  });
  // A history already read is read again (it may be on screen); one never read is read when shown.
  if (paymentCache.deposits) void loadDeposits(1).catch(() => undefined);
}

export function onDepositNotice(payload: unknown): void {
  const update = parseDepositStatusUpdate(payload);
  if (!update || (update.status !== 'CONFIRMED' && update.status !== 'REJECTED')) return;
  const confirmed = update.status === 'CONFIRMED';
  const amount = update.amount ? ` (${formatMoney(update.amount)})` : '';
  addNotification({
    id: `deposit-${update.orderId}-${update.status}`,
    type: confirmed ? 'success' : 'error',
    title: `${confirmed ? NOTIFICATION_TITLES.depositConfirmed : NOTIFICATION_TITLES.depositRejected}${amount}`,
    message: update.message || (confirmed ? PAYMENT_MESSAGES.depositConfirmed : PAYMENT_MESSAGES.depositRejected),
  });
}

const WITHDRAWAL_TITLES: Partial<Record<WithdrawalStatus, string>> = {
  APPROVED: NOTIFICATION_TITLES.withdrawalApproved,
  REJECTED: NOTIFICATION_TITLES.withdrawalRejected,
  CANCELLED: NOTIFICATION_TITLES.withdrawalCancelled,
};
const WITHDRAWAL_TYPES: Partial<Record<WithdrawalStatus, NotificationType>> = { APPROVED: 'success', REJECTED: 'error' };

export function onWithdrawalNotice(update: WithdrawalStatusUpdate): void {
  if (!update || typeof update.message !== 'string' || !update.message) return;
  const title = WITHDRAWAL_TITLES[update.status];
  addNotification({
    id: `withdrawal-${update.withdrawalId}-${update.status}`,
    type: WITHDRAWAL_TYPES[update.status] ?? 'info',
    title: title ? `${title}${update.amount ? ` (${formatMoney(update.amount)})` : ''}` : NOTIFICATION_TITLES.statusUpdate,
    message: withdrawalNoticeText(update),
  });
}

/** Installed once the player is signed in (the guarded layout); returns the uninstaller. */
export function watchPaymentNotices(): () => void {
  const offDeposits = subscribeRealtime(DEPOSIT_STATUS_EVENT, onDepositNotice);
  const offWithdrawals = subscribeRealtime<WithdrawalStatusUpdate>(WITHDRAWAL_STATUS_EVENT, onWithdrawalNotice);
  const offCredits = subscribeRealtime<WalletCreditNotice>(WALLET_CREDIT_EVENT, onWalletCredit);
  return () => {
    offDeposits();
    offWithdrawals();
    offCredits();
  };
}
