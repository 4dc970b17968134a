// Owned by the withdrawal work: withdrawals, user bank accounts, second-level password, limits.
export {};
