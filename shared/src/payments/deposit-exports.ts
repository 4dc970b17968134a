// Owned by the deposit work (its endpoints are in api/deposits/):
// the payment cache, the current deposit and recent activity.
export * from './deposit-types';
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
} from './payment-cache';
export {
  currentDepositStore,
  setCurrentDeposit,
  updateCurrentDepositStatus,
  clearCurrentDeposit,
  CURRENT_DEPOSIT_KEY,
  type CurrentDepositState,
} from './current-deposit';
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
} from './recent-activity';
export { parseDepositStatusUpdate, DEPOSIT_STATUS_EVENT, type DepositStatusUpdate } from './deposit-realtime';
export { watchPaymentNotices, onWalletCredit } from './payment-notices';
