import { addNotification, formatMoney } from '@app/shared';

const WITHDRAWAL_NOTIFICATION_TITLE = 'Tạo yêu cầu rút tiền thành công';

/** The notification after a withdrawal request: 'Tạo yêu cầu rút tiền thành công' with the formatted amount. */
function withdrawalNotificationMessage(amount: number): string {
  return `Yêu cầu rút ${formatMoney(amount)} đang chờ xử lý`;
}

export function announceWithdrawal(amount: number): void {
  addNotification({ type: 'success', title: WITHDRAWAL_NOTIFICATION_TITLE, message: withdrawalNotificationMessage(amount) });
}
