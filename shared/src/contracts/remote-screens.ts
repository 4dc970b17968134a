// The screens the host shows from the remotes, by id ("<remote>/<exposed module>"), with the props
// it gives each. The host routes and mounts them by these ids (host/src/app/route-screens.json for
// its pages, shell-screens.json for the rest); each remote's host-contract test checks that it
// exposes every one of its own as a default-exported component taking exactly these props, and the
// server refuses to make live a published version lacking one (server/src/remotes/compatibility.ts).
type NoProps = Record<string, never>;

export interface RemoteScreenProps {
  'remote_auth/LoginScreen': NoProps;
  'remote_auth/RegisterScreen': NoProps;
  'remote_auth/PasswordRecoveryScreen': NoProps;
  'remote_auth/SupportScreen': NoProps;
  'remote_auth/ProfileScreen': NoProps;
  'remote_auth/ReferralScreen': NoProps;
  'remote_games/TaiXiuScreen': NoProps;
  'remote_games/XocDiaScreen': NoProps;
  'remote_games/BetHistoryScreen': NoProps;
  /** /ngan-hang shows the bank view, /vi-tien the wallet's tabs. */
  'remote_wallet/WalletScreen': { view: 'bank' | 'wallet' };
  'remote_wallet/SecondPasswordRecoveryScreen': NoProps;
  /** Over every signed-in page: the deposit and withdrawal dialogs the header opens. */
  'remote_wallet/WalletDialogs': NoProps;
  /** /quan-tri/*, for an operator's session only. */
  'remote_admin/AdminConsole': NoProps;
}

export type RemoteScreenId = keyof RemoteScreenProps;

// The same ids at run time (the contract tests compare them with the host's files and the remotes'
// exposes); the two lines below fail to compile when this list and the interface differ.
export const REMOTE_SCREEN_IDS = [
  'remote_auth/LoginScreen',
  'remote_auth/RegisterScreen',
  'remote_auth/PasswordRecoveryScreen',
  'remote_auth/SupportScreen',
  'remote_auth/ProfileScreen',
  'remote_auth/ReferralScreen',
  'remote_games/TaiXiuScreen',
  'remote_games/XocDiaScreen',
  'remote_games/BetHistoryScreen',
  'remote_wallet/WalletScreen',
  'remote_wallet/SecondPasswordRecoveryScreen',
  'remote_wallet/WalletDialogs',
  'remote_admin/AdminConsole',
] as const satisfies readonly RemoteScreenId[];
type Missing = Exclude<RemoteScreenId, (typeof REMOTE_SCREEN_IDS)[number]>;
export const everyRemoteScreenListed: [Missing] extends [never] ? true : Missing = true;
