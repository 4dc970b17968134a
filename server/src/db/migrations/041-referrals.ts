// Referral (referrals/): each player gets a code of their own to hand out, a player who signs up with
// someone's code is linked to them (`referred_by`), and the weekly reward, off until an admin turns
// it on, pays each referrer a share of their players' turnover.
//
// A code is made from the player's id by a bijection (a multiplication modulo 31^6, then written
// with 31 characters that cannot be misread aloud or on a screen: no 0/O, 1/I/L), so two players
// never get the same code and no signup retries for a free one. The trigger gives each new player
// theirs in the INSERT, whichever path makes the account (signup, the seed); existing players get
// theirs here. Operators hand out no code. `referral_code` keeps what was typed at signup.
//
// `referral_payouts` holds one row per week and referrer, written in the transaction that pays it:
// a second node or a rerun finds the row (the primary key waits for the first to commit) and pays
// nothing. The money itself is in the ledger ('referral_reward' transfers, keyed per week, referrer
// and game).
export const referrals = {
  id: '041_referrals',
  sql: `
CREATE FUNCTION referral_code_for(user_id bigint) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT string_agg(
           substr('ABCDEFGHJKMNPQRSTUVWXYZ23456789', ((s.n / (ARRAY[1, 31, 961, 29791, 923521, 28629151])[k + 1]) % 31)::int + 1, 1),
           '' ORDER BY k DESC)
    FROM (SELECT (user_id * 550000007 + 8675309) % 887503681 AS n) s, generate_series(0, 5) AS k
$$;

ALTER TABLE users ADD COLUMN own_referral_code text UNIQUE;
ALTER TABLE users ADD COLUMN referred_by bigint REFERENCES users (id);
ALTER TABLE users ADD CONSTRAINT users_not_self_referred CHECK (referred_by <> id);
-- A referrer's players, newest first, and the week's turnover joined through them.
CREATE INDEX users_by_referrer ON users (referred_by, id) WHERE referred_by IS NOT NULL;

CREATE FUNCTION give_referral_code() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.own_referral_code := referral_code_for(NEW.id);
  RETURN NEW;
END;
$$;
CREATE TRIGGER users_referral_code BEFORE INSERT ON users
  FOR EACH ROW WHEN (NEW.role = 'user' AND NEW.own_referral_code IS NULL) EXECUTE FUNCTION give_referral_code();
UPDATE users SET own_referral_code = referral_code_for(id) WHERE role = 'user' AND own_referral_code IS NULL;

CREATE TABLE referral_settings (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  enabled boolean NOT NULL DEFAULT false,
  share_bp integer NOT NULL DEFAULT 0 CHECK (share_bp BETWEEN 0 AND 100),
  enabled_since timestamptz,
  updated_by bigint REFERENCES users (id),
  updated_at timestamptz,
  CONSTRAINT referral_settings_on_with_a_share CHECK (NOT enabled OR (share_bp > 0 AND enabled_since IS NOT NULL))
);
INSERT INTO referral_settings (id) VALUES (true);

CREATE TABLE referral_payouts (
  week_start date NOT NULL,
  referrer_id bigint NOT NULL REFERENCES users (id),
  share_bp integer NOT NULL,
  turnover bigint NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  paid_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (week_start, referrer_id)
);
CREATE INDEX referral_payouts_by_referrer ON referral_payouts (referrer_id);

ALTER TABLE inbox_items DROP CONSTRAINT inbox_items_kind_check;
ALTER TABLE inbox_items ADD CONSTRAINT inbox_items_kind_check CHECK (kind IN (
  'deposit_confirmed', 'deposit_rejected', 'transfer_credited', 'withdrawal_requested',
  'withdrawal_approved', 'withdrawal_rejected', 'withdrawal_cancelled', 'security', 'round_refunded',
  'referral_reward'
));
`,
};
