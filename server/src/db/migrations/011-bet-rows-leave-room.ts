// A round's settlement rewrites each of its bets (status, payout, time). With every page of bets
// filled by their inserts, each rewrite put the new row on another page and added it to every index
// of the table; with room left on the page, PostgreSQL writes it beside the old one and touches no
// index (a HOT update), since none of those columns is indexed. Pages written from now on keep 30 %
// free (measured: see docs/benchmarks.md, "Settling a round").
export const betRowsLeaveRoom = {
  id: '011_bet_rows_leave_room',
  sql: `
ALTER TABLE game_bets SET (fillfactor = 70);
`,
};
