// Addresses shut out by an operator (/api/admin/ip-bans): every request from one is refused with
// the IP_BANNED notice, and the open sessions that signed in from it end at once.
import { OPERATOR_TEXT_MAX } from './constants';

export interface IpBanDto {
  id: number;
  /** An address ('203.0.113.7') or a range in CIDR form ('203.0.113.0/24'), as PostgreSQL writes it. */
  network: string;
  reason: string;
  createdBy: string;
  createdAt: string;
  liftedBy: string | null;
  liftedAt: string | null;
}

export const IP_BAN_MESSAGES = {
  networkInvalid: 'Nhập một địa chỉ IP (ví dụ 203.0.113.7) hoặc một dải theo dạng CIDR (ví dụ 203.0.113.0/24).',
  rangeTooWide: 'Dải này quá rộng: chỉ chặn tối đa một dải /16 (IPv4) hoặc /48 (IPv6).',
  reasonRequired: `Vui lòng nhập lý do chặn (tối đa ${OPERATOR_TEXT_MAX} ký tự).`,
  protectedAddress:
    'Không thể chặn địa chỉ này: nó chứa địa chỉ nội bộ (loopback) hoặc máy chủ proxy của hệ thống, chặn sẽ khóa mọi người.',
  ownAddress: 'Không thể chặn dải chứa địa chỉ bạn đang dùng: bạn sẽ tự khóa mình khỏi trang quản trị.',
  alreadyBanned: (network: string) => `${network} đã bị chặn rồi.`,
  notFound: 'Không tìm thấy lệnh chặn này, hoặc nó đã được gỡ.',
  banned: (network: string, ended: number) =>
    ended > 0 ? `Đã chặn ${network}; ${ended} phiên đăng nhập từ địa chỉ này đã kết thúc.` : `Đã chặn ${network}.`,
  lifted: (network: string) => `Đã gỡ chặn ${network}.`,
} as const;
