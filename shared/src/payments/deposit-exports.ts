// Owned by the deposit work: endpoints (banks, vendor cards, configs, deposits),
// the payment cache, the current deposit, notifications and recent activity.
export * from './deposit-types';
export { getBanks, toBank } from './api/get-banks';
export { getVendorCards, toVendorCard } from './api/get-vendor-cards';
export { getConfigs, configValue, depositLimits, orderPrefix } from './api/get-configs';
export { generateQrCode, toCreatedDeposit } from './api/generate-qr-code';
export { getDeposits, getDepositDtos, toDepositHistoryItem } from './api/get-deposits';
export { shareInFlight } from './in-flight';
export {
  paymentCache,
  paymentClock,
  loadBanks,
  loadVendorCards,
  loadConfigs,
  loadDeposits,
  refreshAllPayments,
  resetPaymentCache,
  isStale,
  needsBanks,
  needsVendorCards,
  needsConfigs,
  BANKS_STALE_MS,
  VENDOR_CARDS_STALE_MS,
  CONFIGS_STALE_MS,
  PAYMENT_CACHE_KEY,
  type PaymentCacheState,
} from './payment-cache';
export {
  currentDepositStore,
  fromCreatedDeposit,
  setCurrentDeposit,
  updateCurrentDepositStatus,
  clearCurrentDeposit,
  getCurrentDeposit,
  CURRENT_DEPOSIT_KEY,
  type CurrentDepositState,
} from './current-deposit';
export {
  notificationsStore,
  addNotification,
  markNotificationRead,
  markAllNotificationsRead,
  removeNotification,
  clearNotifications,
  unreadNotificationCount,
  NOTIFICATION_TITLES,
  NOTIFICATIONS_KEY,
  type AppNotification,
  type NotificationType,
} from './notifications';
export {
  recentActivityStore,
  loadRecentActivity,
  mergeRecentActivity,
  depositActivityStatus,
  withdrawalActivityStatus,
  ACTIVITY_STATUS_LABELS,
  type ActivityStatus,
  type ActivityType,
  type RecentActivityItem,
  type RecentActivityState,
} from './recent-activity';
export { parseDepositStatusUpdate, DEPOSIT_STATUS_EVENT, type DepositStatusUpdate } from './deposit-realtime';
