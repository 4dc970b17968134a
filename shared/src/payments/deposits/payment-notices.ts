import { WALLET_CREDIT_EVENT, type WalletCreditNotice } from '../../contracts/deposits';
import { walletCreditText } from '../../contracts/inbox';
import { notify, subscribeRealtime } from '@app/shared';
import { loadDeposits, paymentCache } from './payment-cache';

// A bank transfer the support desk recorded in the player's wallet, whatever screen is open: no
// order of the player's announces this money and no wallet screen waits for it, so a toast says it
// at once wherever they are, and the deposit history (if shown) lists it. The inbox item of it (as
// of every deposit, withdrawal and security change) comes from the server (`inbox_item`).
export function onWalletCredit(notice: WalletCreditNotice): void {
  if (!notice || notice.kind !== 'transfer' || typeof notice.amount !== 'number' || typeof notice.content !== 'string') return;
  notify.success(walletCreditText(notice.amount, notice.content));
  // A history already read is read again (it may be on screen); one never read is read when shown.
  if (paymentCache.deposits) void loadDeposits(1).catch(() => undefined);
}

/** Installed once the player is signed in (the guarded layout); returns the uninstaller. */
export const watchPaymentNotices = () => subscribeRealtime<WalletCreditNotice>(WALLET_CREDIT_EVENT, onWalletCredit);
