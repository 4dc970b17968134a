// The player's endpoints: one file per endpoint, in the folder of the server feature whose route
// table it calls (auth/ calls AUTH_PATHS, as server/src/auth/ registers them). The inbox's own are
// reached through its store only.
export { getMe } from './auth/get-me';
export { postLogin, type LoginPayload } from './auth/post-login';
export { postLogout } from './auth/post-logout';
export { postRefreshToken } from './auth/post-refresh-token';
export { postSignup, type SignupPayload } from './auth/post-signup';
export { postTotpEnroll } from './auth/post-totp-enroll';
export { getBalance } from './core/get-balance';
export { getPublicLists } from './core/get-public-lists';
export { putPublicLists } from './core/put-public-lists';
export { getMyReferrals } from './referrals/get-my-referrals';
export { postChangePassword, changePassword, type ChangePasswordPayload } from './core/post-change-password';
export { postRecoveryStart, type RecoveryStartPayload } from './password-recovery/post-recovery-start';
export { postRecoveryReset, type RecoveryResetPayload } from './password-recovery/post-recovery-reset';
export { startSecondPasswordRecovery } from './password-recovery/start-second-password-recovery';
export { resetSecondPassword } from './password-recovery/reset-second-password';
export { getPublicConfig, type PublicConfig } from './static/get-public-config';
export { getBanks } from './deposits/get-banks';
export { getVendorCards } from './deposits/get-vendor-cards';
export { getConfigs, depositLimits, orderPrefix } from './deposits/get-configs';
export { generateQrCode } from './deposits/generate-qr-code';
export { getDeposit } from './deposits/get-deposit';
export { getDeposits, getDepositDtos } from './deposits/get-deposits';
export { getWithdrawals } from './withdrawals/get-withdrawals';
export { cancelWithdrawal } from './withdrawals/cancel-withdrawal';
export { createWithdrawal, withdrawalTwoFactor, TWO_FACTOR_PLACEHOLDER, type CreateWithdrawalInput } from './withdrawals/create-withdrawal';
export { getBankAccounts, firstBankAccount, type UserBankAccount } from './bank-accounts/get-bank-accounts';
export { createBankAccount } from './bank-accounts/create-bank-account';
export { updateBankAccount, setBankAccountActive, type BankAccountUpdate } from './bank-accounts/update-bank-account';
export { deleteBankAccount } from './bank-accounts/delete-bank-account';
export { setDefaultBankAccount } from './bank-accounts/set-default-bank-account';
export { getTwoFactorStatus, type TwoFactorStatus } from './two-factor/get-two-factor-status';
export { setupTwoFactor } from './two-factor/setup-two-factor';
export { changeTwoFactor, CHANGE_TWO_FACTOR_FAILED } from './two-factor/change-two-factor';
export { validateTwoFactor } from './two-factor/validate-two-factor';
export { getSecurityEvents } from './security-events/get-security-events';
export { getResponsibleGaming, RESPONSIBLE_GAMING_LOAD_FAILED } from './responsible-gaming/get-responsible-gaming';
export {
  updateResponsibleGaming,
  RESPONSIBLE_GAMING_SAVE_FAILED,
  type ResponsibleGamingUpdate,
} from './responsible-gaming/update-responsible-gaming';
export { getBetHistory } from './games/get-bet-history';
export { getGameStates } from './games/get-game-states';
