import { CONSOLE_PATH } from '@app/shared';

const SITE = 'Xúc Xắc Vàng';

// What the tab, the task switcher and a screen reader's page announcement call each screen.
const TITLES: Record<string, string> = {
  '/': 'Trang chủ',
  '/dang-nhap': 'Đăng nhập',
  '/dang-ky': 'Đăng ký',
  '/quen-mat-khau': 'Quên mật khẩu',
  '/tro-choi/tai-xiu': 'Tài xỉu',
  '/tro-choi/xoc-dia': 'Xóc đĩa',
  '/vi-tien': 'Nạp/Rút',
  '/ngan-hang': 'Tài khoản ngân hàng',
  '/quen-mat-khau-cap-2': 'Quên mật khẩu cấp 2',
  '/ho-tro': 'Hỗ trợ',
  '/ho-so': 'Tài khoản',
  '/gioi-thieu': 'Giới thiệu bạn bè',
  '/lich-su-cuoc': 'Lịch sử cược',
  '/bi-chan': 'Tài khoản bị khóa',
  '/403': 'Không có quyền truy cập',
};

/** The document title for a path: the screen's name, then the site's; unknown paths are the site's alone. */
export function pageTitle(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === CONSOLE_PATH || path.startsWith(`${CONSOLE_PATH}/`)) return `Quản trị · ${SITE}`;
  const title = TITLES[path];
  return title ? `${title} · ${SITE}` : SITE;
}
