import { useId, useRef, type ReactNode } from 'react';
import { Button } from './button';
import { cx } from './cx';
import { Icon, type IconName } from './icon';
import { Modal } from './modal';
import * as s from './confirm-dialog.css';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  message?: ReactNode;
  confirmLabel?: ReactNode;
  cancelLabel?: ReactNode;
  /** Red confirm button and warning icon, for destructive or irreversible actions (logout, leave QR). */
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** The confirm action is running: confirm shows a spinner, nothing else can dismiss the dialog. */
  busy?: boolean;
  icon?: IconName | null;
}

export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = 'Xác nhận',
  cancelLabel = 'Hủy',
  danger = false,
  onConfirm,
  onCancel,
  busy = false,
  icon,
}: ConfirmDialogProps) {
  const titleId = useId();
  const messageId = useId();
  // Focus lands on the safe choice, so an accidental Enter does not confirm a destructive action.
  const cancelRef = useRef<HTMLButtonElement>(null);
  const iconName = icon === undefined ? (danger ? 'alert' : 'shield') : icon;

  return (
    <Modal
      open={open}
      onClose={busy ? noop : onCancel}
      closeOnEscape={!busy}
      showCloseButton={false}
      size="sm"
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={message ? messageId : undefined}
      initialFocusRef={cancelRef}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className={s.content}>
        {iconName && (
          <span className={cx(s.badge, s.badgeTone?.[danger ? 'danger' : 'default'])} aria-hidden="true">
            <Icon name={iconName} size={28} />
          </span>
        )}
        <h2 id={titleId} className={s.title}>
          {title}
        </h2>
        {message && (
          <div id={messageId} className={s.message}>
            {message}
          </div>
        )}
      </div>
    </Modal>
  );
}

function noop() {}
