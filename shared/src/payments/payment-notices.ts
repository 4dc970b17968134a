import { PAYMENT_MESSAGES, WITHDRAWAL_STATUS_EVENT, type WithdrawalStatus, type WithdrawalStatusUpdate } from '../contracts/payments';
import { formatMoney } from '../format/format-vnd';
import { subscribeRealtime } from '../realtime/subscriptions';
import { DEPOSIT_STATUS_EVENT, parseDepositStatusUpdate } from './deposit-realtime';
import { addNotification, NOTIFICATION_TITLES, type NotificationType } from './notifications';
import { withdrawalNoticeText } from './withdrawal-notice-text';

// What the server tells the player about their money, into the inbox, whatever screen is open:
// a deposit confirmed or rejected (by the bank feed or an operator), a withdrawal approved or
// rejected by an operator, or cancelled by the player (from this screen or another device). The screens showing these (the wallet) react on their own.

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
  return () => {
    offDeposits();
    offWithdrawals();
  };
}
