import { useSnapshot } from 'valtio';
import { Modal } from '@app/shared';
import { closeDepositForm, depositFlow, openDepositForm } from './deposit-flow-store';
import { DepositFlow } from './deposit-flow';
import { DepositForm } from './deposit-form';

export { openDepositForm, closeDepositForm };

export interface DepositDialogProps {
  /** Controlled use; without it the dialog follows openDepositForm()/closeDepositForm(). */
  open?: boolean;
  onClose?: () => void;
}

// The 'Nạp tiền' dialog (choose a bank, enter an amount), with the QR, result and expired dialogs that
// follow it. Exposed by the remote as './DepositDialog'.
export function DepositDialog({ open, onClose }: DepositDialogProps) {
  const flow = useSnapshot(depositFlow);
  const isOpen = open ?? flow.formOpen;
  const close = () => {
    closeDepositForm();
    onClose?.();
  };
  return (
    <>
      <Modal open={isOpen} onClose={close} title="Nạp tiền" size="md" position="bottom">
        <DepositForm onCreated={close} />
      </Modal>
      <DepositFlow />
    </>
  );
}

export default DepositDialog;
