// The endpoints only a signed-in player's screens call (the wallet, the tables, the profile), one
// file per endpoint as in index.ts; exported by `@app/shared/signed-in`, so that a page before
// sign-in does not load them.
export { getPublicLists } from './core/get-public-lists';
export { putPublicLists } from './core/put-public-lists';
export { getMyReferrals } from './referrals/get-my-referrals';
export { postChangePassword, changePassword, type ChangePasswordPayload } from './core/post-change-password';
export { startSecondPasswordRecovery } from './password-recovery/start-second-password-recovery';
export { resetSecondPassword } from './password-recovery/reset-second-password';
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
export { setupTwoFactor } from './two-factor/setup-two-factor';
export { getTwoFactorStatus, type TwoFactorStatus } from './two-factor/get-two-factor-status';
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
