// A stray transfer an operator settles without crediting anyone: IGNORED (not a player's money, a
// test by the bank; the reason in its note) or RETURNED (sent back to its sender from the bank, whose
// reference is kept: the bank feed does not name the sender's account, so the return is made in the
// bank and recorded here). Who settled it and when, as for an assignment.
export const transferResolutions = {
  id: '036_transfer_resolutions',
  sql: `
ALTER TABLE bank_transfers DROP CONSTRAINT bank_transfers_status_check;
ALTER TABLE bank_transfers ADD CONSTRAINT bank_transfers_status_check
  CHECK (status IN ('MATCHED', 'UNMATCHED', 'ASSIGNED', 'IGNORED', 'RETURNED'));
ALTER TABLE bank_transfers ADD COLUMN return_reference text;
`,
};
