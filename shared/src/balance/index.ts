export {
  balanceStore,
  setBalance,
  balanceMark,
  applyAnsweredBalance,
  resetBalance,
  initializeBalance,
  refreshBalance,
  listenBalanceEvents,
  type BalanceState,
  type BalanceSource,
} from './balance-store';
export { BALANCE_EVENTS, type BalanceEventDetail } from './balance-events';
export { useBalance } from './use-balance';
export { balanceHold, holdBalance, releaseBalance, useShownBalance } from './balance-hold';
