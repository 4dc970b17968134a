// The wallet's state in the page, by feature (its endpoints are in ../api/): deposits/ (the payment
// cache, the current deposit, its realtime status and the wallet-credit notices), withdrawals/,
// two-factor/ (the step-up token kept for a withdrawal), recent-activity/ (the home screen's list)
// and wallet-dialogs/ (which of the deposit and withdrawal dialogs is open).
export * from './deposits/deposit-types';
export {
  paymentCache,
  paymentClock,
  loadBanks,
  loadVendorCards,
  loadConfigs,
  loadDeposits,
  refreshAllPayments,
  resetPaymentCache,
  BANKS_STALE_MS,
  CONFIGS_STALE_MS,
  PAYMENT_CACHE_KEY,
  type PaymentCacheState,
} from './deposits/payment-cache';
export {
  currentDepositStore,
  setCurrentDeposit,
  updateCurrentDepositStatus,
  clearCurrentDeposit,
  CURRENT_DEPOSIT_KEY,
  type CurrentDepositState,
} from './deposits/current-deposit';
export { parseDepositStatusUpdate, DEPOSIT_STATUS_EVENT, type DepositStatusUpdate } from './deposits/deposit-realtime';
export { watchPaymentNotices, onWalletCredit } from './deposits/payment-notices';
export { withdrawalNoticeText } from './withdrawals/withdrawal-notice-text';
export { storeTwoFactorSession, readTwoFactorSession, clearTwoFactorSession } from './two-factor/two-factor-session';
export {
  recentActivityStore,
  loadRecentActivity,
  mergeRecentActivity,
  roundActivity,
  wholeRounds,
  activityMoneyIn,
  activityAmountText,
  depositActivityStatus,
  withdrawalActivityStatus,
  ACTIVITY_STATUS_LABELS,
  type ActivityStatus,
  type ActivityType,
  type RecentActivityItem,
  type RecentActivityState,
} from './recent-activity/recent-activity';
export { walletDialogs, openWalletDialog, closeWalletDialog, type WalletDialog } from './wallet-dialogs/wallet-dialogs';
