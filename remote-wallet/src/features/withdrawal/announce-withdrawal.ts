import { addNotification, formatMoney, WITHDRAWAL_EXPECTED_WAIT } from '@app/shared';

const WITHDRAWAL_NOTIFICATION_TITLE = 'Tạo yêu cầu rút tiền thành công';

/** The notification after a withdrawal request: the amount, and how long an operator usually takes. */
export function withdrawalNotificationMessage(amount: number): string {
  return `Yêu cầu rút ${formatMoney(amount)} đang chờ duyệt, ${WITHDRAWAL_EXPECTED_WAIT}`;
}

export function announceWithdrawal(amount: number): void {
  addNotification({ type: 'success', title: WITHDRAWAL_NOTIFICATION_TITLE, message: withdrawalNotificationMessage(amount) });
}
