export * from './fairness/verify-round';
