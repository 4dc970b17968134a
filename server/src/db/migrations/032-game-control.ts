// What the operators control of a game besides its bet limits:
//   max_house_exposure  the most the house may lose on one round, all players together, under the
//                       round's worst draw (its winners' payouts less every stake of the round); a
//                       bet that would take it further is refused
//   refuse_both_sides   a player with a bet on one side of a round may not bet its opposite (tài and
//                       xỉu, chẵn and lẻ) in that round
//   paused_at/_by       the game stopped for maintenance, by whom: no round opens after the one
//                       under way, and no bet is taken, until an operator resumes it
// and, on each round, what every player together has staked on each side so far (bets not
// cancelled): the exposure check reads it with the round's row it already locks, instead of
// summing a busy round's thousands of stakes per player and side for every batch of bets.
// Written in the statement that inserts a batch's bets and in a cancel's; a closed round keeps its
// last value (side_totals, 016, is what the operators read of a closed round).
export const gameControl = {
  id: '032_game_control',
  sql: `
ALTER TABLE game_configs
  ADD COLUMN max_house_exposure bigint NOT NULL DEFAULT 10000000000,
  ADD COLUMN refuse_both_sides boolean NOT NULL DEFAULT false,
  ADD COLUMN paused_at timestamptz,
  ADD COLUMN paused_by bigint REFERENCES users (id),
  ADD CONSTRAINT game_configs_house_exposure_positive CHECK (max_house_exposure > 0);

ALTER TABLE game_rounds ADD COLUMN side_stakes jsonb NOT NULL DEFAULT '{}'::jsonb;

UPDATE game_rounds r SET side_stakes = t.stakes
FROM (
  SELECT game, session_id, jsonb_object_agg(side, stake) AS stakes
  FROM (SELECT game, session_id, side, sum(stake)::bigint AS stake FROM game_round_side_stakes GROUP BY game, session_id, side) s
  GROUP BY game, session_id
) t
WHERE r.game = t.game AND r.session_id = t.session_id AND r.status = 'betting';
`,
};
