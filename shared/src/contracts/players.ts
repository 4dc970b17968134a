// The console's players: the search list (GET /api/admin/users), what a profile adds about where a
// player signs in from, and the notes and tags operators keep on a player.
import { OPERATOR_TEXT_MAX } from './constants';

/** What one search box looks through, and which of them a row matched. */
export type PlayerMatch = 'username' | 'phone' | 'bankAccount' | 'holderName' | 'address';

export const PLAYER_MATCH_LABELS: Record<PlayerMatch, string> = {
  username: 'tên đăng nhập',
  phone: 'số điện thoại',
  bankAccount: 'số tài khoản ngân hàng',
  holderName: 'tên chủ tài khoản',
  address: 'địa chỉ IP',
};

export const PLAYER_SORTS = ['created', 'lastLogin', 'deposited', 'withdrawn', 'net', 'balance'] as const;
export type PlayerSort = (typeof PLAYER_SORTS)[number];

export const PLAYER_SORT_LABELS: Record<PlayerSort, string> = {
  created: 'Ngày tạo',
  lastLogin: 'Đăng nhập gần nhất',
  deposited: 'Tổng nạp',
  withdrawn: 'Tổng rút',
  net: 'Lãi/lỗ của người chơi',
  balance: 'Số dư',
};

export const PLAYER_STATUS_FILTERS = ['all', 'active', 'banned'] as const;
export type PlayerStatusFilter = (typeof PLAYER_STATUS_FILTERS)[number];

export const PLAYER_STATUS_FILTER_LABELS: Record<PlayerStatusFilter, string> = {
  all: 'Mọi trạng thái',
  active: 'Hoạt động',
  banned: 'Đã khóa',
};

/** A page of the list: 50 rows. */
export const PLAYER_PAGE_SIZE = 50;

/** A player's money over their whole life on the site. */
export interface PlayerLifetimeDto {
  deposited: number;
  depositCount: number;
  /** Withdrawals approved (paid to the player's bank). */
  withdrawn: number;
  withdrawalCount: number;
  /** What the player is ahead (negative: behind): withdrawn + held by requests waiting + balance − deposited. */
  net: number;
}

/** A browser the player signed in from, known by the random id its device cookie holds. */
export interface PlayerDeviceDto {
  /** The first 8 characters of the id: enough to tell devices apart on screen. */
  label: string;
  firstSeenAt: string;
  lastSeenAt: string;
  logins: number;
  userAgent: string | null;
}

export interface PlayerAddressDto {
  address: string;
  firstSeenAt: string;
  lastSeenAt: string;
  logins: number;
}

export interface PlayerNoteDto {
  id: number;
  body: string;
  authorName: string;
  createdAt: string;
}

export interface PlayerTagDto {
  tag: string;
  createdBy: string;
  createdAt: string;
}

export interface PlayerBankAccountDto {
  id: number;
  bankName: string;
  accountNumber: string;
  accountName: string;
  isDefault: boolean;
  /** Removed by the player; kept here because withdrawals were paid to it. */
  removedAt: string | null;
}

export const PLAYER_TAG_MAX = 32;

// Tags are short words operators file players under ("vip", "nghi-ngo", "da-xac-minh"): lower case,
// letters, digits and hyphens, so one tag is not written three ways.
export const PLAYER_TAG_PATTERN = /^[\p{Ll}\p{Nd}]+(?:-[\p{Ll}\p{Nd}]+)*$/u;

export const PLAYER_MESSAGES = {
  searchInvalid: 'Từ khóa tìm kiếm tối đa 64 ký tự, không chứa ký tự điều khiển.',
  sortInvalid: 'Cách sắp xếp không hợp lệ.',
  statusInvalid: 'Trạng thái lọc không hợp lệ.',
  pageInvalid: 'Trang không hợp lệ.',
  noteRequired: `Vui lòng nhập ghi chú (tối đa ${OPERATOR_TEXT_MAX} ký tự).`,
  tagInvalid: `Nhãn gồm chữ thường, số và dấu gạch nối (ví dụ: vip, da-xac-minh), tối đa ${PLAYER_TAG_MAX} ký tự.`,
  tagExists: (tag: string) => `Người chơi đã có nhãn "${tag}".`,
  tagMissing: (tag: string) => `Người chơi không có nhãn "${tag}".`,
  noteAdded: 'Đã lưu ghi chú.',
  tagAdded: (tag: string) => `Đã gắn nhãn "${tag}".`,
  tagRemoved: (tag: string) => `Đã gỡ nhãn "${tag}".`,
} as const;

/** A tag as the server keeps it: trimmed, lower case, spaces as hyphens. */
export const normalizePlayerTag = (raw: string): string => raw.trim().toLowerCase().replace(/\s+/g, '-');
