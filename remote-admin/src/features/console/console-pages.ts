import { operatorMay, type OperatorAccess, type Role } from '@app/shared';

// The console's pages under /quan-tri, in the order of its navigation. `access`: the roles that may
// open the page (OPERATOR_ACCESS in the contracts, the server's guards for the page's routes).
export const CONSOLE_BASE = '/quan-tri';

export const CONSOLE_PAGES = [
  { path: '', label: 'Tổng quan', icon: 'home', access: 'read' },
  { path: 'bao-cao', label: 'Báo cáo', icon: 'chart', access: 'reports' },
  { path: 'cho-duyet', label: 'Chờ duyệt', icon: 'bell', count: 'pendingChanges', access: 'money' },
  { path: 'rut-tien', label: 'Rút tiền', icon: 'wallet', count: 'pendingWithdrawals', access: 'money' },
  { path: 'nap-tien', label: 'Nạp tiền', icon: 'coins', access: 'read' },
  { path: 'giao-dich-chua-khop', label: 'Giao dịch chưa khớp', icon: 'bank', count: 'unmatchedTransfers', access: 'read' },
  { path: 'nguoi-choi', label: 'Người chơi', icon: 'user', access: 'read' },
  { path: 'rui-ro', label: 'Rủi ro', icon: 'alert', access: 'read' },
  { path: 'cau-hinh', label: 'Cấu hình', icon: 'shield', access: 'admin' },
  { path: 'noi-dung', label: 'Nội dung', icon: 'bell', access: 'admin' },
  { path: 'tro-choi', label: 'Trò chơi', icon: 'dice', access: 'read' },
  { path: 'tro-chuyen', label: 'Trò chuyện', icon: 'support', access: 'chat' },
  { path: 'nhat-ky', label: 'Nhật ký', icon: 'history', access: 'admin' },
  { path: 'phien-ban', label: 'Phiên bản giao diện', icon: 'copy', access: 'admin' },
] as const satisfies ReadonlyArray<{ path: string; label: string; icon: string; access: OperatorAccess; count?: string }>;

export type ConsolePage = (typeof CONSOLE_PAGES)[number];

/** The pages `role` may open, in navigation order (none for a player). */
export const pagesFor = (role: Role | null | undefined): ConsolePage[] => CONSOLE_PAGES.filter((page) => operatorMay(role, page.access));

export const consolePath = (path: string) => (path ? `${CONSOLE_BASE}/${path}` : CONSOLE_BASE);
