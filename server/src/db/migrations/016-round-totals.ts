// What each round took and gave back, kept on its row once it is closed, for the operators' list of
// rounds: summing a busy round's 50,000 bets for every round of every page would cost more than the
// page is worth. Settlement writes them in the statement that closes the round (a void round's
// refunds too), in its one transaction, so a closed round always has them; a round still taking
// bets has none (its live stakes are in game_round_side_stakes). Cancelled bets count on neither
// side: their stake went back before the round closed.
//   bet_count    the bets that stood (won, lost, or refunded when the round was called off)
//   total_staked their amounts
//   total_paid   what went back to players: the winners' payouts (stake included), or every stake
//                refunded when the round was called off
//   side_totals  per side: {"amount": staked, "players": distinct players}, sides without a bet left out
export const roundTotals = {
  id: '016_round_totals',
  sql: `
ALTER TABLE game_rounds
  ADD COLUMN bet_count integer,
  ADD COLUMN total_staked bigint,
  ADD COLUMN total_paid bigint,
  ADD COLUMN side_totals jsonb;

UPDATE game_rounds r
SET bet_count = t.bets, total_staked = t.staked, total_paid = t.paid, side_totals = t.sides
FROM (
  SELECT g.game, g.session_id,
    coalesce(sum(s.bets), 0)::int AS bets,
    coalesce(sum(s.staked), 0)::bigint AS staked,
    coalesce(sum(s.paid), 0)::bigint AS paid,
    coalesce(
      jsonb_object_agg(s.side, jsonb_build_object('amount', s.staked, 'players', s.players)) FILTER (WHERE s.side IS NOT NULL),
      '{}'::jsonb
    ) AS sides
  FROM game_rounds g
  LEFT JOIN (
    SELECT game, session_id, side, count(*) AS bets, sum(amount)::bigint AS staked,
      sum(CASE WHEN status = 'refunded' THEN amount ELSE payout END)::bigint AS paid,
      count(DISTINCT user_id)::int AS players
    FROM game_bets WHERE status IN ('won', 'lost', 'refunded')
    GROUP BY game, session_id, side
  ) s ON s.game = g.game AND s.session_id = g.session_id
  WHERE g.status <> 'betting'
  GROUP BY g.game, g.session_id
) t
WHERE r.game = t.game AND r.session_id = t.session_id;

ALTER TABLE game_rounds ADD CONSTRAINT game_rounds_totals_when_closed CHECK (
  status = 'betting' OR (bet_count IS NOT NULL AND total_staked IS NOT NULL AND total_paid IS NOT NULL AND side_totals IS NOT NULL)
);
ALTER TABLE game_rounds ADD CONSTRAINT game_rounds_totals_not_negative CHECK (
  bet_count >= 0 AND total_staked >= 0 AND total_paid >= 0
);
`,
};
