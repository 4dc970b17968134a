// The hũ of tài xỉu: its pool is a ledger account like the house's (money in it moves only by
// transfers: contributions and refills from the house, payouts to the winners), which may never
// go below zero; the operator's setting; and what each round and each bet got from it, for the
// history, the verifier and the inbox.
export const jackpot = {
  id: '042_jackpot',
  sql: `
ALTER TABLE accounts DROP CONSTRAINT accounts_kind_check;
ALTER TABLE accounts ADD CONSTRAINT accounts_kind_check CHECK (
  kind IN ('player_wallet', 'house_taixiu', 'house_xocdia', 'bank_in', 'withdrawal_hold', 'external', 'adjustments', 'jackpot_taixiu')
);
INSERT INTO accounts (kind, user_id) VALUES ('jackpot_taixiu', NULL);
-- The settlement never books a payout past the pool; this holds it for every writer.
ALTER TABLE accounts ADD CONSTRAINT accounts_jackpot_not_negative CHECK (kind <> 'jackpot_taixiu' OR balance >= 0);

-- share_bp: the share of each stake that goes in, in basis points (0 = the hũ is off).
CREATE TABLE jackpot_settings (
  game text PRIMARY KEY,
  share_bp integer NOT NULL,
  seed_amount bigint NOT NULL,
  cap_per_bet bigint NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT jackpot_settings_game_check CHECK (game = 'taixiu'),
  CONSTRAINT jackpot_settings_share_check CHECK (share_bp BETWEEN 0 AND 100),
  CONSTRAINT jackpot_settings_seed_check CHECK (seed_amount >= 0),
  CONSTRAINT jackpot_settings_cap_check CHECK (cap_per_bet > 0)
);
INSERT INTO jackpot_settings (game, share_bp, seed_amount, cap_per_bet) VALUES ('taixiu', 50, 10000000, 200000000);

-- NULL on rounds settled before the hũ (and on xóc đĩa's).
ALTER TABLE game_rounds ADD COLUMN jackpot_contributed bigint;
ALTER TABLE game_rounds ADD COLUMN jackpot_paid bigint;
ALTER TABLE game_rounds ADD COLUMN jackpot_pool bigint;
ALTER TABLE game_bets ADD COLUMN jackpot_won bigint NOT NULL DEFAULT 0;

ALTER TABLE inbox_items DROP CONSTRAINT inbox_items_kind_check;
ALTER TABLE inbox_items ADD CONSTRAINT inbox_items_kind_check CHECK (kind IN (
  'deposit_confirmed', 'deposit_rejected', 'transfer_credited', 'withdrawal_requested',
  'withdrawal_approved', 'withdrawal_rejected', 'withdrawal_cancelled', 'security', 'round_refunded',
  'referral_reward', 'jackpot_won'
));
`,
};
