import { notify } from '@app/shared';

const QR_DOWNLOADED = 'Đã tải xuống mã QR';

/** 'LƯU QR': saves the QR image as `<orderId>.png` through an anchor with `download`. */
export function downloadQr(qrUrl: string, orderId: number): void {
  if (!qrUrl) return;
  const a = document.createElement('a');
  a.href = qrUrl;
  a.download = `${orderId}.png`;
  a.rel = 'noopener';
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  notify.success(QR_DOWNLOADED);
}
