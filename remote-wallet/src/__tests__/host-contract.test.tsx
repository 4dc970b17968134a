import { testHostContract } from '@app/shared/test-utils';
import WalletScreen from '../features/wallet/wallet-screen';
import WalletDialogs from '../features/wallet-dialogs/wallet-dialogs';
import SecondPasswordRecoveryScreen from '../features/second-password-recovery/second-password-recovery-screen';

// This remote against the host it is loaded into: it exposes every screen the host's pages and shell
// mount from it (and nothing else), each one the component below, held by the compiler to the props
// the host gives it (RemoteScreenProps); and the shared singletons it asks for are the versions the
// host provides. The server checks the same of a published version before making it live.
testHostContract('remote_wallet', {
  'remote_wallet/WalletScreen': WalletScreen,
  'remote_wallet/WalletDialogs': WalletDialogs,
  'remote_wallet/SecondPasswordRecoveryScreen': SecondPasswordRecoveryScreen,
});
