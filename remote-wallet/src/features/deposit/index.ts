export { DepositForm, validateDeposit, type DepositValues } from './deposit-form';
export { DepositDialog, openDepositForm, closeDepositForm } from './deposit-dialog';
export { DepositFlow } from './deposit-flow';
export { PendingDepositCard } from './pending-deposit-card';
