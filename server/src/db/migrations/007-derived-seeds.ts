// Seeds leave the database. Until now every chain stored all its seeds (game_chain_seeds), so anyone
// holding the database, a backup or its write-ahead log could read every result to come. From here
// a chain's seed_N is derived from FAIRNESS_SECRET, which the database never sees, and the database
// keeps only what is public: each chain's commitment (game_chains) and the seeds already revealed,
// with their rounds (game_rounds.seed and previous_seed).
//
// The chains stored so far are closed: their unrevealed seeds are deleted here, but copies remain in
// old backups and WAL, so no round may use them again. The node driving each game's clock commits a
// new chain (it needs the secret, which SQL does not have) when it opens the next round. A round
// still taking bets on a closed chain has lost its seed: the engine calls it off ('void') and
// refunds its bets.
export const derivedSeeds = {
  id: '007_derived_seeds',
  sql: `
ALTER TABLE game_chains ADD COLUMN salt text;
ALTER TABLE game_chains ADD COLUMN closed_at timestamptz;
UPDATE game_chains SET closed_at = now();
-- Only a chain with a salt can have its seeds derived; one without is closed for good.
ALTER TABLE game_chains ADD CONSTRAINT game_chains_salt_check CHECK (salt IS NULL OR salt ~ '^[0-9a-f]{32}$');
ALTER TABLE game_chains ADD CONSTRAINT game_chains_derivable_or_closed CHECK (salt IS NOT NULL OR closed_at IS NOT NULL);

DROP TABLE game_chain_seeds;

ALTER TABLE game_rounds DROP CONSTRAINT game_rounds_status_check;
ALTER TABLE game_rounds ADD CONSTRAINT game_rounds_status_check CHECK (status IN ('betting', 'settled', 'void'));
`,
};
