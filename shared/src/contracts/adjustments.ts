// A manual adjustment (cộng/trừ tiền): an operator credits or debits a player's wallet against the
// house's adjustments account, with a reason the player's history and the audit log keep. Every one
// waits for a second operator's approval (maker-checker), whatever the amount.
import { OPERATOR_TEXT_MAX } from './constants';
import { vndText } from './money-text';

/** The most one adjustment moves, either way. */
export const ADJUSTMENT_MAX = 100_000_000;

export const ADJUSTMENT_MESSAGES = {
  amountInvalid: `Số tiền phải là số nguyên khác 0 (cộng là số dương, trừ là số âm), tối đa ${vndText(ADJUSTMENT_MAX)} mỗi lần.`,
  reasonRequired: `Vui lòng nhập lý do (tối đa ${OPERATOR_TEXT_MAX} ký tự): người chơi và nhật ký sẽ thấy lý do này.`,
  notEnough: (balance: number) => `Ví người chơi chỉ còn ${vndText(balance)}: không trừ được số tiền này.`,
  summary: (username: string, amount: number, reason: string) =>
    `${amount > 0 ? 'Cộng' : 'Trừ'} ${vndText(Math.abs(amount))} ${amount > 0 ? 'vào' : 'từ'} ví ${username}: ${reason}`,
} as const;
