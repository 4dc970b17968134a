import { useSnapshot } from 'valtio';
import { Modal } from '@app/shared';
import { closeWalletDialog, walletDialogs } from '@app/shared/signed-in';
import { DepositDialog } from '../deposit/deposit-dialog';
import { WithdrawPanel } from '../withdrawal/withdraw-panel';

// The 'Nạp tiền' and 'Rút tiền' dialogs over any screen, opened through walletDialogs. The host
// mounts this once in the signed-in layout, so a deposit confirmed while the player is elsewhere
// still shows its result. Exposed by the remote as './WalletDialogs'.
export default function WalletDialogs() {
  const { open } = useSnapshot(walletDialogs);
  return (
    <>
      <DepositDialog open={open === 'deposit'} onClose={closeWalletDialog} />
      <Modal open={open === 'withdraw'} onClose={closeWalletDialog} title="Rút tiền" size="md" position="bottom">
        <div data-testid="withdraw-dialog">
          <WithdrawPanel onDone={closeWalletDialog} />
        </div>
      </Modal>
    </>
  );
}
