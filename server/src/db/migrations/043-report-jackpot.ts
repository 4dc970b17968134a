// The owner's report counts the hũ (migration 042) per game: what the house put into it
// ('jackpot_in' and 'jackpot_refill' transfers) and what it paid its winners ('jackpot_payout').
// Days kept before this (migration 030) have neither, so those that may have had jackpot activity
// are deleted here: the report keeps every missing day again from the ledger before it answers
// (reports/report-service.ts, rollUp), with the new figures. The days before the first movement of
// a pool stay as they are, at 0. Each player's bits in report_player_years are set again by an OR,
// so they stay too.
//
// The first movement of a pool is found through the ledger's indexes by account (two probes, not a
// scan of the transfers): every jackpot transfer credits or debits a pool. Its time is its
// transaction's start, and transactions on the pool wait for each other, so a later id may carry
// a time a wait earlier: the minute taken off covers that at midnight.
export const reportJackpot = {
  id: '043_report_jackpot',
  sql: `
ALTER TABLE report_game_days
  ADD COLUMN jackpot_in bigint NOT NULL DEFAULT 0,
  ADD COLUMN jackpot_paid bigint NOT NULL DEFAULT 0;

DO $$
DECLARE
  since date;
BEGIN
  SELECT ((min(first.created_at) - interval '1 minute') AT TIME ZONE 'UTC' + interval '7 hours')::date INTO since
  FROM accounts a
  CROSS JOIN LATERAL (
    (SELECT t.created_at FROM transfers t WHERE t.credit_account_id = a.id ORDER BY t.id LIMIT 1)
    UNION ALL
    (SELECT t.created_at FROM transfers t WHERE t.debit_account_id = a.id ORDER BY t.id LIMIT 1)
  ) first
  WHERE a.kind = 'jackpot_taixiu';
  IF since IS NOT NULL THEN
    DELETE FROM report_game_days WHERE day >= since;
    DELETE FROM report_days WHERE day >= since;
  END IF;
END $$;
`,
};
