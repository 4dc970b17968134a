import { useState } from 'react';
import { Button, getTwoFactorStatus, setupTwoFactor, TWO_FACTOR_MESSAGES, TWO_FACTOR_MIN } from '@app/shared';
import { ActionDialog } from '../kit/action-dialog';
import { formatTime } from '../kit/format';
import { useLoaded } from '../kit/use-loaded';
import * as k from '../kit/kit.css';
import * as s from './withdrawals.css';

// Every decision on a withdrawal asks for the operator's second-level password. An operator who has
// none yet is told so before they pick a withdrawal, and sets it here (their login password proves it
// is them), instead of learning it from a refused approval. One locked by wrong tries is told until when.
export function SecondPasswordSetup() {
  const status = useLoaded(getTwoFactorStatus, []);
  const [open, setOpen] = useState(false);
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
      <ActionDialog
        open={open}
        title="Thiết lập mật khẩu cấp 2"
        fields={[
          { name: 'newPassword', label: 'Mật khẩu cấp 2 mới', kind: 'password', required: TWO_FACTOR_MESSAGES.required },
          { name: 'confirm', label: 'Nhập lại mật khẩu cấp 2', kind: 'password', required: TWO_FACTOR_MESSAGES.required },
          {
            name: 'loginPassword',
            label: 'Mật khẩu đăng nhập',
            kind: 'password',
            required: 'Vui lòng nhập mật khẩu đăng nhập',
            autoComplete: 'current-password',
          },
        ]}
        confirmLabel="Lưu mật khẩu cấp 2"
        validate={(values) => {
          if (values.newPassword.length < TWO_FACTOR_MIN) return TWO_FACTOR_MESSAGES.tooShort;
          return values.newPassword === values.confirm ? null : TWO_FACTOR_MESSAGES.mismatch;
        }}
        onClose={() => setOpen(false)}
        onDone={status.reload}
        onSubmit={async (values) => {
          await setupTwoFactor(values.newPassword, values.loginPassword);
          return TWO_FACTOR_MESSAGES.setupSuccess;
        }}
      />
    </div>
  );
}
