export * from './fairness/verify-round';
export { getBetHistory } from './get-bet-history';
