// Owned by the withdrawal work: withdrawals, user bank accounts, second-level password, limits.
export { withdrawalNoticeText } from './withdrawal-notice-text';
export { storeTwoFactorSession, readTwoFactorSession, clearTwoFactorSession } from './two-factor-session';
