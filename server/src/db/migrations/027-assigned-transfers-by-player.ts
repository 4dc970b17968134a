// A player's deposit history lists the bank transfers an operator recorded for them besides their
// orders: found by the player they were assigned to, among the few transfers ever assigned (the
// partial index leaves out every transfer the feed matched or still holds).
export const assignedTransfersByPlayer = {
  id: '027_assigned_transfers_by_player',
  sql: `
CREATE INDEX bank_transfers_assigned_by_user ON bank_transfers (assigned_user_id, assigned_at DESC) WHERE assigned_user_id IS NOT NULL;
`,
};
