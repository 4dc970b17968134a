// The owner's report reads a year of business in one answer; summing the ledger's transfers of
// every day asked would cost seconds at millions of bets. Each day, once it is over, is summed once
// from the ledger into these rows (reports/report-service.ts, rollUp), and a report adds up the rows
// of its range, with only today's figures summed live. A day's rows are written in one transaction
// and never changed: the ledger under them is append-only.
//   report_days            one row per Vietnam day: deposits and withdrawals paid (count, sum),
//                          players registered, first deposits ever, distinct players who bet, and
//                          house_change: what the game houses' balance gained (or lost) that day
//   report_game_days       per day and game: the bets, their stakes, the stakes refunded, the payouts
//   report_player_years    per player and year, the days they bet on, one bit a day (bit 0: 1 January),
//                          so a week, a month or any range counts each player once by one scan of
//                          a row per player (a row per player and day would be 1.8 million rows
//                          to count distinct for 90 days of 20,000 players)
// The BRIN indexes find a day's transfers (or bets, for an export) among millions for the price of a
// few pages: rows arrive in time order, and a BRIN index costs next to nothing on the insert path of bets.
export const reportDays = {
  id: '030_report_days',
  sql: `
CREATE INDEX transfers_by_time ON transfers USING brin (created_at);
CREATE INDEX game_bets_by_time ON game_bets USING brin (created_at);

CREATE TABLE report_days (
  day date PRIMARY KEY,
  deposit_count integer NOT NULL,
  deposit_amount bigint NOT NULL,
  withdrawal_count integer NOT NULL,
  withdrawal_amount bigint NOT NULL,
  registrations integer NOT NULL,
  first_depositors integer NOT NULL,
  active_players integer NOT NULL,
  house_change bigint NOT NULL,
  rolled_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE report_game_days (
  day date NOT NULL REFERENCES report_days (day),
  game text NOT NULL,
  bets integer NOT NULL,
  staked bigint NOT NULL,
  refunded bigint NOT NULL,
  paid bigint NOT NULL,
  PRIMARY KEY (day, game),
  CONSTRAINT report_game_days_game_check CHECK (game IN ('taixiu', 'xocdia'))
);

CREATE TABLE report_player_years (
  user_id bigint NOT NULL,
  year integer NOT NULL,
  days bit(366) NOT NULL,
  PRIMARY KEY (user_id, year)
);
`,
};
