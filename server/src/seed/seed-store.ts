// SQL of the seeded history (seed-history.ts): rows written whole, back-dated, in statements of
// thousands of rows (unnest of one array per column) with the ids the seed allocated, so that entries
// name their transfers and bets their rounds without reading anything back. Times travel as epoch
// milliseconds and are turned into timestamps here, exactly (no text to format and parse per row).
import type { Queryable } from '../db/db';
import { summarizeTimeIndexes } from '../db/partitions';

// Array parameters go as PostgreSQL array literals built here ('{1,2,3}'), which both drivers pass
// through as they are: given JS arrays, they quote and escape every element, numbers included, and
// that cost more time than drawing the rows.
function element(value: string | number | null): string {
  if (value === null) return 'NULL';
  if (typeof value === 'number') return String(value);
  return value.includes('"') || value.includes('\\') ? `"${value.replace(/["\\]/g, '\\$&')}"` : `"${value}"`;
}
function literal(values: ReadonlyArray<string | number | null>): string {
  // Most columns are numbers: one native join, no element built apart.
  if (values.every((value) => typeof value === 'number')) return `{${values.join(',')}}`;
  return `{${values.map(element).join(',')}}`;
}
const arrays = (params: ReadonlyArray<unknown>) => params.map((p) => (Array.isArray(p) ? literal(p) : p));

const at = (ms: string) => `(timestamptz 'epoch' + ${ms} * interval '1 millisecond')`;

// The tables whose ids the seed hands out itself, each with its own sequence.
export const SEEDED_SEQUENCES = [
  'users',
  'accounts',
  'user_bank_accounts',
  'deposit_orders',
  'bank_transfers',
  'withdrawals',
  'transfers',
  'entries',
  'game_chains',
  'game_bets',
] as const;
export type SeededTable = (typeof SEEDED_SEQUENCES)[number];
export type NextIds = Record<SeededTable, number>;

const sequence = (table: SeededTable) => `pg_get_serial_sequence('${table}', 'id')`;

export interface ExistingActivity {
  transfers: boolean;
  rounds: boolean;
  players: boolean;
}

// What the seed must find empty: any of it means the database has a history of its own already.
export async function existingActivity(q: Queryable): Promise<ExistingActivity> {
  const { rows } = await q.query<ExistingActivity>(
    `SELECT EXISTS (SELECT 1 FROM transfers) AS transfers,
            EXISTS (SELECT 1 FROM game_rounds) AS rounds,
            EXISTS (SELECT 1 FROM users WHERE role = 'user') AS players`,
  );
  return rows[0];
}

// Whether this connection's role may switch the foreign key checks off (only a superuser may).
export async function maySkipForeignKeyChecks(q: Queryable): Promise<boolean> {
  const { rows } = await q.query<{ superuser: boolean }>(`SELECT current_setting('is_superuser') = 'on' AS superuser`);
  return rows[0].superuser;
}

// For the rest of the transaction, no trigger fires, the foreign keys' checks included (each is a
// query per row and reference, which locks the row named: with them, writing the history took about
// twice as long, on PGlite and on PostgreSQL alike). Every id the seed writes is one it handed out
// itself, parents written before the rows that name them; its tests write with the checks on.
export async function skipForeignKeyChecks(q: Queryable): Promise<void> {
  await q.query('SET LOCAL session_replication_role = replica');
}

export interface SystemAccountRow {
  id: number;
  kind: string;
  shard: number;
}

export async function systemAccounts(q: Queryable): Promise<SystemAccountRow[]> {
  const { rows } = await q.query<SystemAccountRow>('SELECT id, kind, shard FROM accounts WHERE user_id IS NULL ORDER BY kind, shard');
  return rows.map((row) => ({ id: Number(row.id), kind: row.kind, shard: Number(row.shard) }));
}

// The operator the seeded withdrawals are decided by: the oldest admin or accountant, if any.
export async function deciderOperator(q: Queryable): Promise<number | null> {
  const { rows } = await q.query<{ id: number }>(`SELECT id FROM users WHERE role IN ('admin', 'ke_toan') ORDER BY id LIMIT 1`);
  return rows[0] ? Number(rows[0].id) : null;
}

// The next id of each seeded table, taken from its sequence (so never one a row already has).
export async function reserveIds(q: Queryable): Promise<NextIds> {
  const { rows } = await q.query<Record<SeededTable, number>>(
    `SELECT ${SEEDED_SEQUENCES.map((table) => `nextval(${sequence(table)})::bigint AS ${table}`).join(', ')}`,
  );
  return Object.fromEntries(SEEDED_SEQUENCES.map((table) => [table, Number(rows[0][table])])) as NextIds;
}

// Each sequence moved past the ids handed out so far, in the transaction that wrote them: whatever
// is committed, the server's next row gets a fresh id.
export async function advanceSequences(q: Queryable, next: NextIds): Promise<void> {
  await q.query(
    `SELECT ${SEEDED_SEQUENCES.map((table, i) => `setval(${sequence(table)}, $${i + 1}::bigint, false)`).join(', ')}`,
    SEEDED_SEQUENCES.map((table) => next[table]),
  );
}

export interface PlayerRows {
  id: number[];
  username: string[];
  phone: string[];
  createdAt: number[];
  walletId: number[];
}

// Players and their wallets (at zero: the balances are set from the entries as the days are written).
export async function insertPlayers(q: Queryable, passwordHash: string, r: PlayerRows): Promise<void> {
  await q.query(
    `WITH p AS (
       SELECT * FROM unnest($1::bigint[], $2::text[], $3::text[], $4::bigint[], $5::bigint[]) AS p(id, username, phone, created, wallet)
     ), u AS (
       INSERT INTO users (id, username, phone, password_hash, role, created_at)
       SELECT id, username, phone, $6, 'user', ${at('created')} FROM p
     )
     INSERT INTO accounts (id, kind, user_id, balance, created_at)
     SELECT wallet, 'player_wallet', id, 0, ${at('created')} FROM p`,
    arrays([r.id, r.username, r.phone, r.createdAt, r.walletId, passwordHash]),
  );
}

export interface BankAccountRows {
  id: number[];
  userId: number[];
  bankCode: string[];
  bankName: string[];
  accountNumber: string[];
  accountName: string[];
  createdAt: number[];
}

export async function insertBankAccounts(q: Queryable, r: BankAccountRows): Promise<void> {
  await q.query(
    `INSERT INTO user_bank_accounts (id, user_id, bank_code, bank_name, account_number, account_name, is_default, is_active,
       created_at, updated_at, destination_changed_at)
     SELECT id, user_id, bank_code, bank_name, account_number, account_name, true, true, ${at('created')}, ${at('created')}, ${at('created')}
     FROM unnest($1::bigint[], $2::bigint[], $3::text[], $4::text[], $5::text[], $6::text[], $7::bigint[])
       AS b(id, user_id, bank_code, bank_name, account_number, account_name, created)`,
    arrays([r.id, r.userId, r.bankCode, r.bankName, r.accountNumber, r.accountName, r.createdAt]),
  );
}

export interface ChainRows {
  id: number[];
  game: string[];
  length: number[];
  commitment: string[];
  createdAt: number[];
  closedAt: number[];
}

// Closed chains without a salt: their seeds come from the seed's generator, not from FAIRNESS_SECRET,
// so no node may ever take them up again (the server commits a chain of its own for its next round).
export async function insertChains(q: Queryable, r: ChainRows): Promise<void> {
  await q.query(
    `INSERT INTO game_chains (id, game, length, commitment, salt, created_at, closed_at)
     SELECT id, game, length, commitment, NULL, ${at('created')}, ${at('closed')}
     FROM unnest($1::bigint[], $2::text[], $3::int[], $4::text[], $5::bigint[], $6::bigint[]) AS c(id, game, length, commitment, created, closed)`,
    arrays([r.id, r.game, r.length, r.commitment, r.createdAt, r.closedAt]),
  );
}

export interface RoundRows {
  game: string[];
  roundId: number[];
  chainId: number[];
  chainIndex: number[];
  previousSeed: string[];
  startedAt: number[];
  bettingEndsAt: number[];
  endsAt: number[];
  status: string[];
  seed: string[];
  // Array literals ('{3,5,6}'), one per round: unnest would flatten an array of arrays.
  dice: Array<string | null>;
  coins: Array<string | null>;
  outcome: string[];
  winningSides: string[];
  settledAt: number[];
  betCount: number[];
  totalStaked: number[];
  totalPaid: number[];
  // JSON text.
  sideTotals: string[];
  voidReason: Array<string | null>;
  revealedAt: Array<number | null>;
}

export async function insertRounds(q: Queryable, r: RoundRows): Promise<void> {
  await q.query(
    `INSERT INTO game_rounds (game, session_id, chain_id, chain_index, previous_seed, started_at, betting_ends_at, ends_at, status, seed,
       dice, coins, outcome, winning_sides, settled_at, bet_count, total_staked, total_paid, side_totals, void_reason, revealed_at)
     SELECT game, round_id, chain_id, chain_index, previous_seed, started_at, betting_ends_at, ends_at, status, seed,
       dice::int[], coins::text[], outcome, winning_sides::text[], settled_at, bet_count, total_staked, total_paid, side_totals::jsonb,
       void_reason, revealed_at
     FROM unnest($1::text[], $2::bigint[], $3::bigint[], $4::int[], $5::text[], $6::bigint[], $7::bigint[], $8::bigint[], $9::text[],
       $10::text[], $11::text[], $12::text[], $13::text[], $14::text[], $15::bigint[], $16::int[], $17::bigint[], $18::bigint[],
       $19::text[], $20::text[], $21::bigint[])
       AS r(game, round_id, chain_id, chain_index, previous_seed, started_at, betting_ends_at, ends_at, status, seed, dice, coins, outcome,
         winning_sides, settled_at, bet_count, total_staked, total_paid, side_totals, void_reason, revealed_at)`,
    arrays([
      r.game,
      r.roundId,
      r.chainId,
      r.chainIndex,
      r.previousSeed,
      r.startedAt,
      r.bettingEndsAt,
      r.endsAt,
      r.status,
      r.seed,
      r.dice,
      r.coins,
      r.outcome,
      r.winningSides,
      r.settledAt,
      r.betCount,
      r.totalStaked,
      r.totalPaid,
      r.sideTotals,
      r.voidReason,
      r.revealedAt,
    ]),
  );
}

export interface BetRows {
  id: number[];
  game: string[];
  roundId: number[];
  userId: number[];
  side: string[];
  amount: number[];
  status: string[];
  payout: number[];
  createdAt: number[];
  settledAt: number[];
}

export async function insertBets(q: Queryable, r: BetRows): Promise<void> {
  await q.query(
    `INSERT INTO game_bets (id, game, session_id, user_id, side, amount, status, payout, created_at, settled_at)
     SELECT id, game, round_id, user_id, side, amount, status, payout, ${at('created')}, ${at('settled')}
     FROM unnest($1::bigint[], $2::text[], $3::bigint[], $4::bigint[], $5::text[], $6::bigint[], $7::text[], $8::bigint[], $9::bigint[],
       $10::bigint[]) AS b(id, game, round_id, user_id, side, amount, status, payout, created, settled)`,
    arrays([r.id, r.game, r.roundId, r.userId, r.side, r.amount, r.status, r.payout, r.createdAt, r.settledAt]),
  );
}

export interface StakeRows {
  game: string[];
  roundId: number[];
  userId: number[];
  stake: number[];
}

export interface SideStakeRows extends StakeRows {
  side: string[];
}

// What each player staked in each round, in all and per side, as the bets' own statement keeps them
// (cancelled bets left out, their rows kept at what remains).
export async function insertStakes(q: Queryable, players: StakeRows, sides: SideStakeRows): Promise<void> {
  await q.query(
    `WITH s AS (
       INSERT INTO game_round_side_stakes (game, session_id, side, user_id, stake)
       SELECT game, round_id, side, user_id, stake FROM unnest($5::text[], $6::bigint[], $7::text[], $8::bigint[], $9::bigint[])
         AS s(game, round_id, side, user_id, stake)
     )
     INSERT INTO game_round_stakes (game, session_id, user_id, stake)
     SELECT game, round_id, user_id, stake FROM unnest($1::text[], $2::bigint[], $3::bigint[], $4::bigint[]) AS p(game, round_id, user_id, stake)`,
    arrays([
      players.game,
      players.roundId,
      players.userId,
      players.stake,
      sides.game,
      sides.roundId,
      sides.side,
      sides.userId,
      sides.stake,
    ]),
  );
}

export interface DepositOrderRows {
  id: number[];
  userId: number[];
  vendorCardId: number[];
  amount: number[];
  code: string[];
  content: string[];
  status: string[];
  qrData: string[];
  createdAt: number[];
  expiresAt: number[];
  confirmedAt: Array<number | null>;
  bankTransferId: Array<number | null>;
}

export interface BankTransferRows {
  id: number[];
  providerTxId: string[];
  gateway: string[];
  accountNumber: string[];
  content: string[];
  amount: number[];
  referenceCode: string[];
  transactionDate: string[];
  // JSON text: the feed's notification as it arrived.
  raw: string[];
  depositOrderId: number[];
  note: string[];
  createdAt: number[];
}

// Orders and the bank transfers that paid them, with their key rows, in one statement: each names the
// other (through the other's key table), and the two foreign keys are checked when the statement ends.
export async function insertDeposits(q: Queryable, o: DepositOrderRows, t: BankTransferRows): Promise<void> {
  await q.query(
    `WITH o AS (
       INSERT INTO deposit_orders (id, user_id, vendor_card_id, amount, code, content, status, qr_data, expires_at, created_at,
         confirmed_at, confirmed_by, bank_transfer_id)
       SELECT id, user_id, vendor_card_id, amount, code, content, status, qr_data, ${at('expires')}, ${at('created')},
         ${at('confirmed')}, CASE WHEN confirmed IS NULL THEN NULL ELSE 'webhook' END, bank_transfer_id
       FROM unnest($1::bigint[], $2::bigint[], $3::bigint[], $4::bigint[], $5::text[], $6::text[], $7::text[], $8::text[], $9::bigint[],
         $10::bigint[], $11::bigint[], $12::bigint[])
         AS o(id, user_id, vendor_card_id, amount, code, content, status, qr_data, created, expires, confirmed, bank_transfer_id)
       RETURNING id, user_id, code, created_at
     ), order_keys AS (
       INSERT INTO deposit_order_keys (code, order_id, user_id, created_at) SELECT code, id, user_id, created_at FROM o
     ), t AS (
       INSERT INTO bank_transfers (id, provider_tx_id, gateway, account_number, content, amount, transfer_type, reference_code,
         transaction_date, raw, status, deposit_order_id, note, created_at)
       SELECT id, provider_tx_id, gateway, account_number, content, amount, 'in', reference_code, transaction_date, raw::jsonb, 'MATCHED',
         deposit_order_id, note, ${at('created')}
       FROM unnest($13::bigint[], $14::text[], $15::text[], $16::text[], $17::text[], $18::bigint[], $19::text[], $20::text[], $21::text[],
         $22::bigint[], $23::text[], $24::bigint[])
         AS t(id, provider_tx_id, gateway, account_number, content, amount, reference_code, transaction_date, raw, deposit_order_id, note, created)
       RETURNING id, provider_tx_id, created_at
     )
     INSERT INTO bank_transfer_keys (provider_tx_id, transfer_id, created_at) SELECT provider_tx_id, id, created_at FROM t`,
    arrays([
      o.id,
      o.userId,
      o.vendorCardId,
      o.amount,
      o.code,
      o.content,
      o.status,
      o.qrData,
      o.createdAt,
      o.expiresAt,
      o.confirmedAt,
      o.bankTransferId,
      t.id,
      t.providerTxId,
      t.gateway,
      t.accountNumber,
      t.content,
      t.amount,
      t.referenceCode,
      t.transactionDate,
      t.raw,
      t.depositOrderId,
      t.note,
      t.createdAt,
    ]),
  );
}

export interface WithdrawalRows {
  id: number[];
  userId: number[];
  bankAccountId: number[];
  bankCode: string[];
  bankName: string[];
  accountNumber: string[];
  accountName: string[];
  amount: number[];
  createdAt: number[];
}

// Requests as they are made: pending, their amount held (closeWithdrawals decides them later).
export async function insertWithdrawals(q: Queryable, r: WithdrawalRows): Promise<void> {
  await q.query(
    `INSERT INTO withdrawals (id, user_id, bank_account_id, bank_code, bank_name, account_number, account_name, amount, status,
       created_at, updated_at)
     SELECT id, user_id, bank_account_id, bank_code, bank_name, account_number, account_name, amount, 'PENDING', ${at('created')}, ${at('created')}
     FROM unnest($1::bigint[], $2::bigint[], $3::bigint[], $4::text[], $5::text[], $6::text[], $7::text[], $8::bigint[], $9::bigint[])
       AS w(id, user_id, bank_account_id, bank_code, bank_name, account_number, account_name, amount, created)`,
    arrays([r.id, r.userId, r.bankAccountId, r.bankCode, r.bankName, r.accountNumber, r.accountName, r.amount, r.createdAt]),
  );
}

export interface WithdrawalDecisionRows {
  id: number[];
  status: string[];
  processedAt: number[];
  processedBy: Array<number | null>;
  transactionRef: Array<string | null>;
  rejectReason: Array<string | null>;
}

export async function closeWithdrawals(q: Queryable, r: WithdrawalDecisionRows): Promise<void> {
  await q.query(
    `UPDATE withdrawals w SET status = d.status, processed_at = ${at('d.processed')}, processed_by = d.processed_by,
       transaction_ref = d.transaction_ref, reject_reason = d.reject_reason, updated_at = ${at('d.processed')}
     FROM unnest($1::bigint[], $2::text[], $3::bigint[], $4::bigint[], $5::text[], $6::text[])
       AS d(id, status, processed, processed_by, transaction_ref, reject_reason)
     WHERE w.id = d.id`,
    arrays([r.id, r.status, r.processedAt, r.processedBy, r.transactionRef, r.rejectReason]),
  );
}

export interface TransferRows {
  id: number[];
  debit: number[];
  credit: number[];
  amount: number[];
  kind: string[];
  reference: string[];
  key: string[];
  at: number[];
  debitAfter: number[];
  creditAfter: number[];
}

// Transfers as the ledger writes them, with the ids the seed gave them, and the keys the ledger
// keeps apart (every kind but game money's, migration 047).
export async function insertTransfers(q: Queryable, r: TransferRows): Promise<void> {
  await q.query(
    `WITH t AS (
       INSERT INTO transfers (id, debit_account_id, credit_account_id, amount, kind, reference, idempotency_key, created_at)
       SELECT id, debit, credit, amount, kind, reference, key, ${at('at')}
       FROM unnest($1::bigint[], $2::bigint[], $3::bigint[], $4::bigint[], $5::text[], $6::text[], $7::text[], $8::bigint[])
         AS t(id, debit, credit, amount, kind, reference, key, at)
       RETURNING id, kind, idempotency_key, created_at
     )
     INSERT INTO transfer_keys (idempotency_key, transfer_id, created_at)
     SELECT idempotency_key, id, created_at FROM t WHERE transfer_key_is_global(kind)`,
    arrays([r.id, r.debit, r.credit, r.amount, r.kind, r.reference, r.key, r.at]),
  );
}

// Their two entries each, the debit's first, the entries' ids following the transfers' from
// `firstEntryId`: written apart from the transfers so that the two may go to separate connections.
export async function insertEntries(q: Queryable, r: TransferRows, firstEntryId: number): Promise<void> {
  await q.query(
    `INSERT INTO entries (id, transfer_id, account_id, amount, balance_after, created_at)
     SELECT $8::bigint + 2 * (t.n - 1) + e.side, t.id, e.account_id, e.amount, e.balance_after, ${at('t.at')}
     FROM unnest($1::bigint[], $2::bigint[], $3::bigint[], $4::bigint[], $5::bigint[], $6::bigint[], $7::bigint[])
         WITH ORDINALITY AS t(id, debit, credit, amount, at, debit_after, credit_after, n)
       CROSS JOIN LATERAL (VALUES (0, t.debit, -t.amount, t.debit_after), (1, t.credit, t.amount, t.credit_after))
         AS e(side, account_id, amount, balance_after)`,
    arrays([r.id, r.debit, r.credit, r.amount, r.at, r.debitAfter, r.creditAfter, firstEntryId]),
  );
}

// The accounts' running balances, as their entries have brought them so far.
export async function setBalances(q: Queryable, ids: readonly number[], balances: readonly number[]): Promise<void> {
  await q.query(
    `UPDATE accounts a SET balance = c.balance FROM unnest($1::bigint[], $2::bigint[]) AS c(id, balance) WHERE a.id = c.id AND a.balance <> c.balance`,
    arrays([ids, balances]),
  );
}

// Fresh statistics for the tables just filled, so that the first reports over them are planned for
// their real sizes rather than for the empty tables autovacuum last saw; and the time indexes'
// summaries of the ranges just written (a bulk load outruns autovacuum's, migration 038), without
// which a day's figures or a week's export read the whole table.
export async function analyzeSeededTables(q: Queryable): Promise<void> {
  await q.exec(
    'ANALYZE users, accounts, user_bank_accounts, deposit_orders, bank_transfers, withdrawals, transfers, entries, game_chains, game_rounds, game_bets, game_round_stakes, game_round_side_stakes',
  );
  await summarizeTimeIndexes(q, 'transfers');
  await summarizeTimeIndexes(q, 'game_bets');
}
