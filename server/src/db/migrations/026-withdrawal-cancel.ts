// A player may take back a withdrawal request while it is still pending: it closes as CANCELLED, its
// amount returned to the wallet. processed_at is the moment it was cancelled (a closed request has
// one, whoever closed it); processed_by stays empty, no operator having acted.
export const withdrawalCancel = {
  id: '026_withdrawal_cancel',
  sql: `
ALTER TABLE withdrawals DROP CONSTRAINT withdrawals_status_check;
ALTER TABLE withdrawals ADD CONSTRAINT withdrawals_status_check CHECK (status IN ('PENDING', 'APPROVED', 'REJECTED', 'CANCELLED'));
`,
};
