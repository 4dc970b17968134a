import { copyText, notify } from '@app/shared';

const COPY_MESSAGES = {
  content: { ok: 'Đã sao chép nội dung chuyển khoản', fail: 'Không thể sao chép nội dung chuyển khoản' },
  amount: { ok: 'Đã sao chép số tiền', fail: 'Không thể sao chép số tiền' },
  account: { ok: 'Đã sao chép số tài khoản', fail: 'Không thể sao chép số tài khoản' },
} as const;

export async function copyWithToast(text: string, what: keyof typeof COPY_MESSAGES): Promise<void> {
  const ok = await copyText(text);
  if (ok) notify.success(COPY_MESSAGES[what].ok);
  else notify.error(COPY_MESSAGES[what].fail);
}
