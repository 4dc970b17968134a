// The player's inbox (the bell in the header): what happened to their money and their account,
// kept on the server so that every phone they sign in on shows the same items and read marks.
// Each item is stored as its facts (kind and numbers); the words are made here, in one place, for
// the page to show, so that an item reads the same on every screen and after a wording change.
import { GAME_LABELS, type GameType } from './games';
import { PAYMENT_MESSAGES } from './payment-messages';
import { WITHDRAWAL_EXPECTED_WAIT, WITHDRAWAL_MESSAGES } from './withdrawals';
import { SECURITY_EVENT_LABELS, SECURITY_MESSAGES, type SecurityEventKind } from './security';
import { vndText } from './money-text';
import { referralRewardText } from './referrals';

export const INBOX_KINDS = [
  'deposit_confirmed',
  'deposit_rejected',
  'transfer_credited',
  'withdrawal_requested',
  'withdrawal_approved',
  'withdrawal_rejected',
  'withdrawal_cancelled',
  'security',
  'round_refunded',
  'referral_reward',
  'jackpot_won',
] as const;
export type InboxItemKind = (typeof INBOX_KINDS)[number];

// The newest items kept per player; an older one goes when a new one comes. A count rather than an
// age: a busy player's list stays as short as anyone's, and a quiet player still sees last year's
// last few items.
export const INBOX_KEEP = 100;

export interface InboxItemDto {
  id: number;
  kind: InboxItemKind;
  // The amount in đồng of a money item; null for a security notice.
  amount: number | null;
  // The deposit order, withdrawal or bank transfer the item tells of; null for a security notice and
  // a refunded round (which names its round below).
  refId: number | null;
  // A withdrawal's rejection reason, a recorded transfer's content, a referral reward's week (its
  // Monday, 'YYYY-MM-DD'); null when there is none.
  note: string | null;
  // A security notice's change and where it came from.
  securityKind: SecurityEventKind | null;
  ip: string | null;
  // The game and round number of a round called off (its stakes refunded) or of a hũ won; null for any other item.
  gameType: GameType | null;
  sessionId: number | null;
  createdAt: string;
  readAt: string | null;
}

// GET /api/core/inbox?page&size → {success, data}: newest first, with the count of unread items.
export interface InboxPageDto {
  items: InboxItemDto[];
  page: number;
  size: number;
  total: number;
  unread: number;
}

// POST /api/core/inbox/:id/read and /api/core/inbox/read-all → {success, data}; the same goes to the
// player's other pages as `inbox_read`, so that a read mark made on one phone shows on the other.
export interface InboxReadDto {
  ids: number[];
  unread: number;
}

export const INBOX_ITEM_EVENT = 'inbox_item' as const;
export const INBOX_READ_EVENT = 'inbox_read' as const;

export const INBOX_MESSAGES = {
  load: 'Không tải được thông báo. Vui lòng thử lại',
  markRead: 'Không đánh dấu được thông báo đã đọc. Vui lòng thử lại',
  notFound: 'Không tìm thấy thông báo',
  idInvalid: 'Mã thông báo không hợp lệ',
} as const;

export const INBOX_TITLES = {
  depositConfirmed: 'Nạp tiền thành công',
  depositRejected: 'Nạp tiền bị từ chối',
  transferCredited: 'Hỗ trợ đã ghi nhận chuyển khoản',
  withdrawalRequested: 'Tạo yêu cầu rút tiền thành công',
  withdrawalApproved: 'Rút tiền thành công',
  withdrawalRejected: 'Rút tiền bị từ chối',
  withdrawalCancelled: 'Đã hủy yêu cầu rút tiền',
  security: 'Cảnh báo bảo mật',
  roundRefunded: 'Phiên bị hủy, đã hoàn tiền cược',
  jackpotWon: 'Bạn trúng hũ',
  referralReward: 'Thưởng giới thiệu',
} as const;

/** What the player reads of a transfer the support desk recorded: how much, which payment, by whom. */
export const walletCreditText = (amount: number, content: string | null): string =>
  `Chuyển khoản ${vndText(amount)} được bộ phận hỗ trợ ghi nhận vào ví của bạn` +
  (content?.trim() ? ` (nội dung chuyển khoản: ${content.trim()})` : '');

export const withdrawalRequestedText = (amount: number): string =>
  `Yêu cầu rút ${vndText(amount)} đang chờ duyệt, ${WITHDRAWAL_EXPECTED_WAIT}`;

/** A round the server called off without a draw: which round of which game, and how much came back. */
export const roundRefundedText = (amount: number, game: GameType | null, roundId: number | null): string => {
  const round = [roundId === null ? null : `#${roundId}`, game ? GAME_LABELS[game] : null].filter(Boolean).join(' ');
  return `Phiên ${round ? `${round} ` : ''}bị hủy, không mở kết quả; ${vndText(amount)} tiền cược đã được hoàn về ví của bạn`;
};

/** A share of the hũ a 1-1-1 or 6-6-6 paid the player, beside the round's usual payout. */
export const jackpotWonText = (amount: number, game: GameType | null, roundId: number | null): string => {
  const round = [roundId === null ? null : `#${roundId}`, game ? GAME_LABELS[game] : null].filter(Boolean).join(' ');
  return `Phiên ${round ? `${round} ` : ''}nổ hũ: ${vndText(amount)} tiền hũ đã được cộng vào ví của bạn, ngoài tiền thắng cược`;
};

export type InboxTone = 'success' | 'error' | 'info';

export interface InboxItemText {
  tone: InboxTone;
  title: string;
  message: string;
}

/** The words of an item: its title (with the amount), its sentence, and its tone (the dot's colour). */
export function inboxItemText(
  item: Pick<InboxItemDto, 'kind' | 'amount' | 'note' | 'securityKind' | 'ip' | 'gameType' | 'sessionId'>,
): InboxItemText {
  const amount = vndText(item.amount ?? 0);
  const titled = (title: string) => `${title} (${amount})`;
  switch (item.kind) {
    case 'deposit_confirmed':
      return { tone: 'success', title: titled(INBOX_TITLES.depositConfirmed), message: PAYMENT_MESSAGES.depositConfirmed };
    case 'deposit_rejected':
      return { tone: 'error', title: titled(INBOX_TITLES.depositRejected), message: PAYMENT_MESSAGES.depositRejected };
    case 'transfer_credited':
      return { tone: 'success', title: titled(INBOX_TITLES.transferCredited), message: walletCreditText(item.amount ?? 0, item.note) };
    case 'withdrawal_requested':
      return { tone: 'success', title: INBOX_TITLES.withdrawalRequested, message: withdrawalRequestedText(item.amount ?? 0) };
    case 'withdrawal_approved':
      return { tone: 'success', title: titled(INBOX_TITLES.withdrawalApproved), message: WITHDRAWAL_MESSAGES.playerApproved(amount) };
    case 'withdrawal_rejected':
      return {
        tone: 'error',
        title: titled(INBOX_TITLES.withdrawalRejected),
        message: WITHDRAWAL_MESSAGES.playerRejected(amount, item.note ?? 'không rõ lý do'),
      };
    case 'withdrawal_cancelled':
      return { tone: 'info', title: titled(INBOX_TITLES.withdrawalCancelled), message: WITHDRAWAL_MESSAGES.playerCancelled(amount) };
    case 'security': {
      const label = (item.securityKind && SECURITY_EVENT_LABELS[item.securityKind]) || 'Một thay đổi';
      return { tone: 'error', title: INBOX_TITLES.security, message: SECURITY_MESSAGES.notice(label, item.ip) };
    }
    case 'round_refunded':
      return {
        tone: 'info',
        title: titled(INBOX_TITLES.roundRefunded),
        message: roundRefundedText(item.amount ?? 0, item.gameType, item.sessionId),
      };
    case 'jackpot_won':
      return {
        tone: 'success',
        title: titled(INBOX_TITLES.jackpotWon),
        message: jackpotWonText(item.amount ?? 0, item.gameType, item.sessionId),
      };
    case 'referral_reward':
      return { tone: 'success', title: titled(INBOX_TITLES.referralReward), message: referralRewardText(item.amount ?? 0, item.note) };
    default:
      return { tone: 'info', title: 'Thông báo', message: '' };
  }
}
