// The BRIN indexes on the transfers' and the bets' time (migration 030) only narrow a search over the
// block ranges they have summarized; a range written since is read whole. PostgreSQL summarizes new
// ranges at a VACUUM, and an append-only table is vacuumed after 20 % more rows: at 10 million bets
// that left weeks of rows unsummarized, and a day's roll-up read the whole table (8 s a day instead
// of a fraction of one). With autosummarize, autovacuum summarizes each range as soon as the next
// one is begun; the report's roll-up and the seed script also summarize what is new before reading
// (PGlite has no autovacuum).
export const timeIndexSummaries = {
  id: '038_time_index_summaries',
  sql: `
ALTER INDEX transfers_by_time SET (autosummarize = on);
ALTER INDEX game_bets_by_time SET (autosummarize = on);
SELECT brin_summarize_new_values('transfers_by_time'::regclass);
SELECT brin_summarize_new_values('game_bets_by_time'::regclass);
`,
};
