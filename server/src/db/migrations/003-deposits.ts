// Deposits (DESIGN section 7): receiving accounts, configs, orders, bank-feed transfers.
export const deposits = {
  id: '003_deposits',
  sql: `SELECT 1;`,
};
