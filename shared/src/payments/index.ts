export * from './deposit-exports';
export * from './withdrawal-exports';
export { walletDialogs, openWalletDialog, closeWalletDialog, type WalletDialog } from './wallet-dialogs';
