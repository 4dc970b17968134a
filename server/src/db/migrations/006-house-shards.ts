// Every bet credits its game's house account and holds that row's lock until it commits, so with one
// row per game, bets per second were about one over the commit time whatever the pool. Each game's
// house is now 16 rows (shard 0 is the row 002 made); a player's stakes, refunds and payouts go
// through the shard of their user id, so players queue only with the few on their shard. The house of
// a game is the sum of its shards. 16 is HOUSE_SHARDS (ledger/house-shards.ts), written out here
// because a shipped migration never changes; the ledger tests check that the two agree.
export const houseShards = {
  id: '006_house_shards',
  sql: `
ALTER TABLE accounts ADD COLUMN shard smallint NOT NULL DEFAULT 0;
ALTER TABLE accounts ADD CONSTRAINT accounts_shard_only_house CHECK (
  shard = 0 OR (kind IN ('house_taixiu', 'house_xocdia') AND shard BETWEEN 0 AND 15)
);
DROP INDEX accounts_system_kind_key;
CREATE UNIQUE INDEX accounts_system_kind_key ON accounts (kind, shard) WHERE user_id IS NULL;
INSERT INTO accounts (kind, user_id, shard)
SELECT kind, NULL, shard
FROM unnest(ARRAY['house_taixiu', 'house_xocdia']) AS kind, generate_series(1, 15) AS shard;
`,
};
