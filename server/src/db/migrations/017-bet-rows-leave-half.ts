// Migration 011 left 30 % of each page of bets free so that a round's settlement could rewrite its
// bets beside themselves (a HOT update: no index touched). A rewritten bet is as long as the one it
// replaces (eight bytes longer, with its settlement time), so 30 % held the new copies of fewer than
// half of a page's bets: the rest moved to other pages and into every index of the table, and a
// round of 50,000 bets took a second to settle (measured: 190,000 WAL records for its 50,000 rows).
// With a little more than half of each page free, every bet of the page fits again: one WAL record
// a bet, the rewrite three times faster (docs/benchmarks.md, "Settlement"). Pages written from now
// on; the table is twice as large for it.
export const betRowsLeaveHalf = {
  id: '017_bet_rows_leave_half',
  sql: `
ALTER TABLE game_bets SET (fillfactor = 45);
`,
};
