// A round the server calls off without a draw gives every stake back; the player is told in the
// inbox like every other change of their balance they did not make themselves, so the kinds the
// table accepts grow by one (written in the refunds' own transaction: settlement-service.ts, voidRound).
export const inboxRoundRefunded = {
  id: '029_inbox_round_refunded',
  sql: `
ALTER TABLE inbox_items DROP CONSTRAINT inbox_items_kind_check;
ALTER TABLE inbox_items ADD CONSTRAINT inbox_items_kind_check CHECK (kind IN (
  'deposit_confirmed', 'deposit_rejected', 'transfer_credited', 'withdrawal_requested',
  'withdrawal_approved', 'withdrawal_rejected', 'withdrawal_cancelled', 'security', 'round_refunded'
));
`,
};
