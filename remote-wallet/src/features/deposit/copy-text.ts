import { notify } from '@app/shared';

// navigator.clipboard needs a secure context and a user gesture; older WebViews lack it, so fall
// back to a hidden textarea and execCommand('copy').
async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    /* try the fallback */
  }
  try {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    const ok = typeof document.execCommand === 'function' && document.execCommand('copy');
    area.remove();
    return Boolean(ok);
  } catch {
    return false;
  }
}

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
