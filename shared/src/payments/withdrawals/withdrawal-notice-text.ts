import { WITHDRAWAL_MESSAGES, type WithdrawalStatusUpdate } from '../../contracts/withdrawals';
import { formatMoney } from '../../format/format-vnd';

/**
 * What the player reads of a withdrawal's new status (toast and inbox alike): worded here with the
 * page's money format, so that the amount reads as it does in the title and the history; the
 * server's own sentence stands in for a status this page does not know, or a rejection without its
 * reason.
 */
export function withdrawalNoticeText(update: WithdrawalStatusUpdate): string {
  const amount = formatMoney(update.amount);
  switch (update.status) {
    case 'APPROVED':
      return WITHDRAWAL_MESSAGES.playerApproved(amount);
    case 'CANCELLED':
      return WITHDRAWAL_MESSAGES.playerCancelled(amount);
    case 'REJECTED':
      return update.reason ? WITHDRAWAL_MESSAGES.playerRejected(amount, update.reason) : update.message;
    default:
      return update.message;
  }
}
