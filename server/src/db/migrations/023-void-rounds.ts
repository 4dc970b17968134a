// A void round in public: why it was called off (`void_reason`, filled in for the rounds voided
// before this migration from their chain: one without a salt predates derived seeds, so upgrade),
// and when a node holding its chain's FAIRNESS_SECRET published the seed it would have revealed and
// the draw it would have given (`revealed_at`, with `seed`, `dice`/`coins`, `outcome`,
// `winning_sides` on the same row). The partial index serves the fairness counts and the search for
// voids still to reveal: few rows, whatever the number of rounds.
export const voidRounds = {
  id: '023_void_rounds',
  sql: `
ALTER TABLE game_rounds ADD COLUMN void_reason text;
ALTER TABLE game_rounds ADD COLUMN revealed_at bigint;
ALTER TABLE game_rounds ADD CONSTRAINT game_rounds_void_reason_check
  CHECK (void_reason IS NULL OR void_reason IN ('secret_mismatch', 'chain_closed'));
UPDATE game_rounds r SET void_reason = CASE WHEN c.salt IS NULL THEN 'chain_closed' ELSE 'secret_mismatch' END
  FROM game_chains c WHERE c.id = r.chain_id AND r.status = 'void';
CREATE INDEX game_rounds_voided ON game_rounds (game, chain_id) WHERE status = 'void';
`,
};
