import { useState } from 'react';
import { Modal } from '@app/shared';
import { SecondPasswordSetupForm } from '@app/shared/signed-in';
import * as s from './two-factor.css';

export interface TwoFactorSetupDialogProps {
  open: boolean;
  onClose: () => void;
  /** The password is set; the caller usually opens the verify dialog next. */
  onDone: () => void;
}

export function TwoFactorSetupDialog({ open, onClose, onDone }: TwoFactorSetupDialogProps) {
  // Not closed while the password is on its way: its answer would have no one to tell.
  const [busy, setBusy] = useState(false);
  const close = () => {
    if (!busy) onClose();
  };
  return (
    <Modal open={open} onClose={close} title="Thiết lập mật khẩu cấp 2" closeOnEscape={!busy} showCloseButton={!busy}>
      <SecondPasswordSetupForm
        className={s.form}
        data-testid="two-factor-setup-dialog"
        testIdStem="two-factor"
        submitTestId="two-factor-setup-submit"
        intro="Bạn cần thiết lập mật khẩu cấp 2 để bảo vệ các giao dịch rút tiền. Hãy ghi nhớ mật khẩu này."
        introClassName={s.description}
        labels={{ loginPasswordHint: 'Nhập mật khẩu đăng nhập để xác nhận đây là bạn.' }}
        submitLabel="Thiết lập"
        busyLabel="Đang thiết lập..."
        errorClassName={s.error}
        actionsClassName={s.actions}
        onCancel={close}
        onBusy={setBusy}
        onDone={() => {
          setBusy(false);
          onDone();
        }}
      />
    </Modal>
  );
}
