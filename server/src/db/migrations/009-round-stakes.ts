// What each player has staked in each round, kept beside the bets. A bet checks the player's round
// total; summing their bets for it cost a read of every bet they had placed in the round (hundreds
// for a busy player, on every batch of bets), this is one row per player. The bets write it in the
// statement that inserts them and a cancel in its own transaction, so it always equals the sum of
// the player's bets in the round that were not cancelled (a test holds the two side by side).
export const roundStakes = {
  id: '009_round_stakes',
  sql: `
CREATE TABLE game_round_stakes (
  game text NOT NULL,
  session_id bigint NOT NULL,
  user_id bigint NOT NULL REFERENCES users (id),
  stake bigint NOT NULL,
  PRIMARY KEY (game, session_id, user_id),
  FOREIGN KEY (game, session_id) REFERENCES game_rounds (game, session_id),
  CONSTRAINT game_round_stakes_not_negative CHECK (stake >= 0)
);
INSERT INTO game_round_stakes (game, session_id, user_id, stake)
  SELECT game, session_id, user_id, sum(amount) FROM game_bets WHERE status <> 'cancelled' GROUP BY game, session_id, user_id;
`,
};
