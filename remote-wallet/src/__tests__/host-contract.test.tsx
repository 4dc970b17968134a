import type { ComponentType } from 'react';
import type { RemoteScreenProps } from '@app/shared/contracts';
import { hostContractOf } from '@app/shared/test-utils';
import WalletScreen from '../features/wallet/wallet-screen';
import WalletDialogs from '../features/wallet-dialogs/wallet-dialogs';
import SecondPasswordRecoveryScreen from '../features/second-password-recovery/second-password-recovery-screen';

// This remote against the host it is loaded into: it exposes every screen the host's pages and shell
// mount from it (and nothing else), each one the component below, held by the compiler to the props
// the host gives it (RemoteScreenProps); and the shared singletons it asks for are the versions the
// host provides. The server checks the same of a published version before making it live.
const SCREENS: { [K in Extract<keyof RemoteScreenProps, `remote_wallet/${string}`>]: ComponentType<RemoteScreenProps[K]> } = {
  'remote_wallet/WalletScreen': WalletScreen,
  'remote_wallet/WalletDialogs': WalletDialogs,
  'remote_wallet/SecondPasswordRecoveryScreen': SecondPasswordRecoveryScreen,
};

const contract = hostContractOf('remote_wallet');

test('exposes exactly the screens the host mounts from it', () => {
  expect(Object.keys(contract.exposes).sort()).toEqual(contract.hostNeeds);
  expect(Object.keys(SCREENS).sort()).toEqual(contract.hostNeeds);
});

test("each exposed module's default export is the screen held to the host's props", async () => {
  for (const [id, file] of Object.entries(contract.exposes)) {
    const exposed = (await import(file)) as { default: unknown };
    expect([id, exposed.default]).toEqual([id, SCREENS[id as keyof typeof SCREENS]]);
  }
});

test('asks for the shared singletons in the versions the host provides', () => {
  expect(contract.singletonMismatches).toEqual([]);
});
