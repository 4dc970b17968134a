// Games: the per-game hash chains, the rounds they drive, the bets placed on
// them and the limits an operator sets. Money never lives here: stakes, payouts and refunds are
// ledger transfers keyed bet:<betId>, refund:<betId> and payout:<betId> (since the group commit of
// bets, a player's winnings of a round are one payout: games/settlement-service.ts, roundPayoutKey).
export const games = {
  id: '005_games',
  sql: `
-- A hash chain: seeds[N] random, seeds[i-1] = SHA256(seeds[i]); seed_0 (commitment) is public,
-- round k of the chain reveals seed_k. The unrevealed seeds never leave the server.
CREATE TABLE game_chains (
  id bigserial PRIMARY KEY,
  game text NOT NULL,
  length integer NOT NULL,
  commitment text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT game_chains_game_check CHECK (game IN ('taixiu', 'xocdia')),
  CONSTRAINT game_chains_length_check CHECK (length >= 1)
);

CREATE TABLE game_chain_seeds (
  chain_id bigint NOT NULL REFERENCES game_chains (id),
  idx integer NOT NULL,
  seed text NOT NULL,
  PRIMARY KEY (chain_id, idx)
);

-- One row per round. Times are epoch milliseconds of the server clock. status 'betting' until the
-- round is settled (one transaction pays every bet and writes the draw), then 'settled'.
CREATE TABLE game_rounds (
  game text NOT NULL,
  session_id bigint NOT NULL,
  chain_id bigint NOT NULL REFERENCES game_chains (id),
  chain_index integer NOT NULL,
  previous_seed text NOT NULL,
  started_at bigint NOT NULL,
  betting_ends_at bigint NOT NULL,
  ends_at bigint NOT NULL,
  status text NOT NULL DEFAULT 'betting',
  seed text,
  dice integer[],
  coins text[],
  outcome text,
  winning_sides text[],
  settled_at bigint,
  PRIMARY KEY (game, session_id),
  CONSTRAINT game_rounds_chain_index_key UNIQUE (chain_id, chain_index),
  CONSTRAINT game_rounds_game_check CHECK (game IN ('taixiu', 'xocdia')),
  CONSTRAINT game_rounds_status_check CHECK (status IN ('betting', 'settled')),
  CONSTRAINT game_rounds_session_positive CHECK (session_id > 0)
);

CREATE TABLE game_bets (
  id bigserial PRIMARY KEY,
  game text NOT NULL,
  session_id bigint NOT NULL,
  user_id bigint NOT NULL REFERENCES users (id),
  side text NOT NULL,
  amount bigint NOT NULL,
  status text NOT NULL DEFAULT 'placed',
  payout bigint NOT NULL DEFAULT 0,
  -- The client's key (optional): the same key of the same player places one bet.
  idempotency_key text,
  created_at timestamptz NOT NULL DEFAULT now(),
  settled_at timestamptz,
  FOREIGN KEY (game, session_id) REFERENCES game_rounds (game, session_id),
  CONSTRAINT game_bets_amount_positive CHECK (amount > 0),
  CONSTRAINT game_bets_payout_not_negative CHECK (payout >= 0),
  CONSTRAINT game_bets_status_check CHECK (status IN ('placed', 'cancelled', 'won', 'lost', 'refunded'))
);
CREATE INDEX game_bets_by_round ON game_bets (game, session_id);
CREATE INDEX game_bets_by_user ON game_bets (user_id, game, id);
CREATE UNIQUE INDEX game_bets_idempotency_key ON game_bets (user_id, game, idempotency_key)
  WHERE idempotency_key IS NOT NULL;

-- Limits per game, changed by an operator (PUT /api/admin/games/:game/config).
CREATE TABLE game_configs (
  game text PRIMARY KEY,
  min_bet bigint NOT NULL,
  max_bet bigint NOT NULL,
  max_round_total bigint NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT game_configs_game_check CHECK (game IN ('taixiu', 'xocdia')),
  CONSTRAINT game_configs_order_check CHECK (min_bet > 0 AND min_bet <= max_bet AND max_bet <= max_round_total)
);
INSERT INTO game_configs (game, min_bet, max_bet, max_round_total) VALUES
  ('taixiu', 1000, 50000000, 100000000),
  ('xocdia', 1000, 50000000, 100000000);
`,
};
