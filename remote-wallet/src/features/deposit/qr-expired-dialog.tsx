import { Button, Icon, Modal } from '@app/shared';
import * as s from './deposit.css';

const EXPIRED_TEXT = {
  title: 'Mã QR đã hết hạn',
  body: 'Vui lòng tạo giao dịch mới để tiếp tục nạp tiền. Không chuyển khoản vào mã QR cũ.',
} as const;

export interface QrExpiredDialogProps {
  expired: { orderId: number } | null;
  onClose: () => void;
}

// Closes itself after 5 s (the timer is in the flow store).
export function QrExpiredDialog({ expired, onClose }: QrExpiredDialogProps) {
  if (!expired) return null;
  return (
    <Modal open onClose={onClose} size="sm" aria-label={EXPIRED_TEXT.title} closeOnOverlayClick>
      <div className={s.result} data-testid="qr-expired-dialog">
        <span className={s.resultIcon.rejected} aria-hidden="true">
          <Icon name="alert" size={30} />
        </span>
        <h2 className={s.resultTitle}>{EXPIRED_TEXT.title}</h2>
        <p className={s.resultText}>
          Giao dịch <strong data-testid="qr-expired-order">#{expired.orderId}</strong> đã hết hạn.
        </p>
        <p className={s.resultText}>{EXPIRED_TEXT.body}</p>
        <Button variant="primary" block onClick={onClose}>
          Đóng
        </Button>
      </div>
    </Modal>
  );
}
