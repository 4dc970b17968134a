// What each player has staked on each side of each round, kept beside the bets like
// game_round_stakes (009), so that the live totals per side shown at the table (read about ten
// times a second per game while bets come in) are one row per player and side, not a read of every
// bet of the round (50,000 in a busy round). Written in the statement that inserts the bets and by
// a cancel in its own transaction; it always equals the sum of the round's bets on that side that
// were not cancelled (a test holds the two side by side).
export const roundSideStakes = {
  id: '014_round_side_stakes',
  sql: `
CREATE TABLE game_round_side_stakes (
  game text NOT NULL,
  session_id bigint NOT NULL,
  side text NOT NULL,
  user_id bigint NOT NULL REFERENCES users (id),
  stake bigint NOT NULL,
  PRIMARY KEY (game, session_id, side, user_id),
  FOREIGN KEY (game, session_id) REFERENCES game_rounds (game, session_id),
  CONSTRAINT game_round_side_stakes_not_negative CHECK (stake >= 0)
);
INSERT INTO game_round_side_stakes (game, session_id, side, user_id, stake)
  SELECT game, session_id, side, user_id, sum(amount) FROM game_bets WHERE status <> 'cancelled' GROUP BY game, session_id, side, user_id;
`,
};
