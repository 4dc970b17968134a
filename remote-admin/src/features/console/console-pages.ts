// The console's pages under /quan-tri, in the order of its navigation.
export const CONSOLE_BASE = '/quan-tri';

export const CONSOLE_PAGES = [
  { path: '', label: 'Tổng quan', icon: 'home' },
  { path: 'cho-duyet', label: 'Chờ duyệt', icon: 'bell', count: 'pendingChanges' },
  { path: 'rut-tien', label: 'Rút tiền', icon: 'wallet', count: 'pendingWithdrawals' },
  { path: 'nap-tien', label: 'Nạp tiền', icon: 'coins' },
  { path: 'giao-dich-chua-khop', label: 'Giao dịch chưa khớp', icon: 'bank', count: 'unmatchedTransfers' },
  { path: 'nguoi-choi', label: 'Người chơi', icon: 'user' },
  { path: 'cau-hinh', label: 'Cấu hình', icon: 'shield' },
  { path: 'tro-choi', label: 'Trò chơi', icon: 'dice' },
  { path: 'nhat-ky', label: 'Nhật ký', icon: 'history' },
] as const;

export const consolePath = (path: string) => (path ? `${CONSOLE_BASE}/${path}` : CONSOLE_BASE);
