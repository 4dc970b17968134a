import { useState } from 'react';
import { Button, ConfirmDialog, formatMoney, Icon, Modal } from '@app/shared';
import { type CurrentDeposit } from '@app/shared/signed-in';
import { copyWithToast } from './copy-text';
import { downloadQr } from './download-qr';
import { formatCountdown, useCountdown } from './use-countdown';
import * as s from './deposit.css';

const QR_TEXT = {
  title: 'Mã QR thanh toán',
  expired: 'Đã hết hạn',
  exitTitle: 'Bạn đang thoát khỏi mã QR',
  exitMessage:
    'Bạn có thể mở lại mã QR này trong Lịch sử nạp tiền cho đến khi hết hạn. Nếu đã chuyển khoản, số dư sẽ được cộng tự động khi ngân hàng báo tiền về.',
  stay: 'Ở lại',
  leave: 'Thoát',
  save: 'LƯU QR',
} as const;

export interface QrDialogProps {
  open: boolean;
  deposit: CurrentDeposit | null;
  /** 'Thoát' in the exit confirmation. */
  onExit: () => void;
  /** The clock for the countdown (tests); default the server clock. */
  now?: () => number;
}

export function QrDialog({ open, deposit, onExit, now }: QrDialogProps) {
  const [confirming, setConfirming] = useState(false);
  const pending = deposit?.status === 'pending';
  const left = useCountdown(deposit?.expiryTime ?? 0, open && pending, now);
  if (!deposit) return null;

  return (
    <>
      <Modal open={open} onClose={() => setConfirming(true)} title={QR_TEXT.title} size="md">
        <div className={s.qrBody} data-testid="qr-dialog" data-order-id={deposit.orderId}>
          <div className={s.qrFrame}>
            {deposit.qrUrl ? (
              <img
                src={deposit.qrUrl}
                alt={`Mã QR chuyển khoản ${formatMoney(deposit.amount)} tới ${deposit.bank.name}`}
                className={s.qrImage}
                data-testid="qr-image"
              />
            ) : (
              <div className={s.qrPlaceholder} role="img" aria-label="Chưa có mã QR" data-testid="qr-image">
                Chưa có mã QR. Vui lòng chuyển khoản theo thông tin bên dưới.
              </div>
            )}
          </div>

          {pending && (
            <p className={left > 0 ? s.countdown : s.countdownExpired} data-testid="qr-countdown" aria-live="off" role="timer">
              {left > 0 ? `Còn lại: ${formatCountdown(left)}` : QR_TEXT.expired}
            </p>
          )}

          <p className={s.instruction}>
            Quét mã QR bằng ứng dụng ngân hàng hoặc chuyển khoản thủ công. Vui lòng nhập <strong>chính xác</strong> nội dung chuyển khoản
            bên dưới để giao dịch được xử lý tự động.
          </p>

          {/* The one string the transfer must carry, under the one name it has everywhere. */}
          <p className={s.contentLabel} id="qr-content-label">
            Nội dung chuyển khoản
          </p>
          <div className={s.contentBox} role="group" aria-labelledby="qr-content-label">
            <span className={s.contentText} data-testid="qr-content">
              {deposit.content}
            </span>
            <button
              type="button"
              className={s.copyButton}
              aria-label="Sao chép nội dung chuyển khoản"
              data-testid="qr-copy-content"
              onClick={() => void copyWithToast(deposit.content, 'content')}
            >
              <Icon name="copy" size={18} />
            </button>
          </div>

          <dl className={s.rows}>
            <div className={s.row}>
              <dt className={s.rowLabel}>Số tài khoản</dt>
              <dd className={s.rowValue}>
                <span data-testid="qr-account-number">{deposit.bank.accountNumber}</span>
                <button
                  type="button"
                  className={s.copyButton}
                  aria-label="Sao chép số tài khoản"
                  data-testid="qr-copy-account"
                  onClick={() => void copyWithToast(deposit.bank.accountNumber, 'account')}
                >
                  <Icon name="copy" size={18} />
                </button>
              </dd>
            </div>
            <div className={s.row}>
              <dt className={s.rowLabel}>Chủ tài khoản</dt>
              <dd className={s.rowValue} data-testid="qr-account-name">
                {deposit.bank.accountName}
              </dd>
            </div>
            <div className={s.row}>
              <dt className={s.rowLabel}>Số tiền</dt>
              <dd className={s.rowValue}>
                <span data-testid="qr-amount">{formatMoney(deposit.amount)}</span>
                <button
                  type="button"
                  className={s.copyButton}
                  aria-label="Sao chép số tiền"
                  data-testid="qr-copy-amount"
                  // Bank apps take the digits alone: "500000", not "500.000 đ".
                  onClick={() => void copyWithToast(String(deposit.amount), 'amount')}
                >
                  <Icon name="copy" size={18} />
                </button>
              </dd>
            </div>
            <div className={s.row}>
              <dt className={s.rowLabel}>Ngân hàng</dt>
              <dd className={s.rowValue} data-testid="qr-bank">
                {deposit.bank.name}
              </dd>
            </div>
          </dl>

          <Button
            variant="primary"
            block
            disabled={!deposit.qrUrl}
            onClick={() => downloadQr(deposit.qrUrl, deposit.orderId)}
            data-testid="qr-save"
          >
            {QR_TEXT.save}
          </Button>
        </div>
      </Modal>
      <ConfirmDialog
        open={open && confirming}
        danger
        title={QR_TEXT.exitTitle}
        message={QR_TEXT.exitMessage}
        cancelLabel={QR_TEXT.stay}
        confirmLabel={QR_TEXT.leave}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          onExit();
        }}
      />
    </>
  );
}
