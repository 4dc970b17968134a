import { useState } from 'react';
import { Button, Modal, useLoaded } from '@app/shared';
import { getTwoFactorStatus, SecondPasswordSetupForm } from '@app/shared/signed-in';
import { formatTime } from '../kit/format';
import * as k from '../kit/kit.css';
import * as s from './withdrawals.css';

// Every decision on a withdrawal asks for the operator's second-level password. An operator who has
// none yet is told so before they pick a withdrawal, and sets it here (their login password proves it
// is them), instead of learning it from a refused approval. One locked by wrong tries is told until when.
export function SecondPasswordSetup() {
  const status = useLoaded(getTwoFactorStatus, []);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const close = () => {
    if (!busy) setOpen(false);
  };
  if (status.error) {
    return (
      <div className={s.notice} role="status">
        <p className={k.muted}>Không kiểm tra được mật khẩu cấp 2 của bạn: {status.error}</p>
        <Button size="sm" variant="secondary" onClick={status.reload}>
          Thử lại
        </Button>
      </div>
    );
  }
  if (!status.data) return null;
  if (status.data.hasTwoFactor) {
    if (!status.data.lockedUntil || new Date(status.data.lockedUntil).getTime() <= Date.now()) return null;
    return (
      <div className={s.notice} role="status">
        <p className={k.muted}>
          Mật khẩu cấp 2 của bạn đang bị khóa do nhập sai nhiều lần, đến {formatTime(status.data.lockedUntil)}. Chưa thể duyệt hay từ chối
          yêu cầu rút tiền.
        </p>
      </div>
    );
  }
  return (
    <div className={s.notice} role="status">
      <p className={k.muted}>
        Tài khoản quản trị của bạn chưa có mật khẩu cấp 2. Cần có mật khẩu cấp 2 để duyệt hoặc từ chối yêu cầu rút tiền.
      </p>
      <Button size="sm" onClick={() => setOpen(true)}>
        Thiết lập mật khẩu cấp 2
      </Button>
      <Modal open={open} onClose={close} closeOnEscape={!busy} title="Thiết lập mật khẩu cấp 2" size="md">
        <SecondPasswordSetupForm
          className={k.form}
          labels={{ password: 'Mật khẩu cấp 2 mới', confirm: 'Nhập lại mật khẩu cấp 2' }}
          submitLabel="Lưu mật khẩu cấp 2"
          errorClassName={k.errorLine}
          actionsClassName={k.rowActions}
          onCancel={close}
          onBusy={setBusy}
          onDone={() => {
            setBusy(false);
            setOpen(false);
            status.reload();
          }}
        />
      </Modal>
    </div>
  );
}
