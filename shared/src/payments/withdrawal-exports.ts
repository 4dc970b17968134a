// Owned by the withdrawal work: withdrawals, user bank accounts, second-level password, limits.
export { getWithdrawals } from './api/get-withdrawals';
export { cancelWithdrawal } from './api/cancel-withdrawal';
export { withdrawalNoticeText } from './withdrawal-notice-text';
export {
  createWithdrawal,
  withdrawalTwoFactor,
  TWO_FACTOR_PLACEHOLDER,
  type CreateWithdrawalInput,
  type WithdrawalTwoFactor,
} from './api/create-withdrawal';
export { getBankAccounts, firstBankAccount, type UserBankAccount } from './api/get-bank-accounts';
export { createBankAccount } from './api/create-bank-account';
export { updateBankAccount, setBankAccountActive, type BankAccountUpdate } from './api/update-bank-account';
export { deleteBankAccount } from './api/delete-bank-account';
export { setDefaultBankAccount } from './api/set-default-bank-account';
export { getTwoFactorStatus, type TwoFactorStatus } from './api/get-two-factor-status';
export { setupTwoFactor } from './api/setup-two-factor';
export { changeTwoFactor, CHANGE_TWO_FACTOR_FAILED } from './api/change-two-factor';
export { validateTwoFactor } from './api/validate-two-factor';
export { startSecondPasswordRecovery } from './api/start-second-password-recovery';
export { resetSecondPassword } from './api/reset-second-password';
export { getSecurityEvents } from './api/get-security-events';
export { getResponsibleGaming, RESPONSIBLE_GAMING_LOAD_FAILED } from './api/get-responsible-gaming';
export { updateResponsibleGaming, RESPONSIBLE_GAMING_SAVE_FAILED, type ResponsibleGamingUpdate } from './api/update-responsible-gaming';
export { storeTwoFactorSession, readTwoFactorSession, clearTwoFactorSession } from './two-factor-session';
