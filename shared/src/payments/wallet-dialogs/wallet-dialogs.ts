import { proxy } from 'valtio';

export type WalletDialog = 'deposit' | 'withdraw';

// Which wallet dialog is open. The host's header buttons open them; remote-wallet draws them. One
// store in @app/shared, so neither side imports the other.
export const walletDialogs = proxy<{ open: WalletDialog | null }>({ open: null });

export function openWalletDialog(dialog: WalletDialog): void {
  walletDialogs.open = dialog;
}

export function closeWalletDialog(): void {
  walletDialogs.open = null;
}
