// The house account manual adjustments go through: an operator's credit to a player is paid from it,
// a debit paid into it, so every đồng added or taken by hand is one balance the owner can read.
export const adjustmentsAccount = {
  id: '037_adjustments_account',
  sql: `
ALTER TABLE accounts DROP CONSTRAINT accounts_kind_check;
ALTER TABLE accounts ADD CONSTRAINT accounts_kind_check CHECK (
  kind IN ('player_wallet', 'house_taixiu', 'house_xocdia', 'bank_in', 'withdrawal_hold', 'external', 'adjustments')
);
INSERT INTO accounts (kind, user_id) VALUES ('adjustments', NULL);
`,
};
