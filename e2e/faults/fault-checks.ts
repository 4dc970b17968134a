// What must hold after every fault, read straight from the database (not through the link the suite
// cuts): every acknowledged operation is there exactly once, every wallet adds up from its deposits,
// bets and payouts, the ledger balances, and no bet of a finished round is left unsettled.
import type pg from 'pg';
import { STAKE, type Operation } from './fault-load';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// Bets still 'placed' in rounds whose betting ended more than `graceMs` ago.
async function unsettled(db: pg.Client, graceMs: number): Promise<number> {
  const { rows } = await db.query(
    `SELECT count(*)::int AS n FROM game_bets b JOIN game_rounds r ON r.game = b.game AND r.session_id = b.session_id
     WHERE b.status = 'placed' AND r.betting_ends_at < $1`,
    [Date.now() - graceMs],
  );
  return rows[0].n;
}

export async function waitUntilSettled(db: pg.Client, graceMs: number, timeoutMs = 40_000) {
  const deadline = Date.now() + timeoutMs;
  let left = await unsettled(db, graceMs);
  while (left > 0 && Date.now() < deadline) {
    await sleep(500);
    left = await unsettled(db, graceMs);
  }
  return left;
}

// Each wallet against what its rows say happened to it, to the đồng (a triple's hũ share included).
export async function walletsOffBy(db: pg.Client, userIds: number[]): Promise<string[]> {
  const { rows } = await db.query<{ user_id: number; balance: string; expected: string }>(
    `SELECT a.user_id, a.balance,
       coalesce((SELECT sum(amount) FROM deposit_orders d WHERE d.user_id = a.user_id AND d.status = 'CONFIRMED'), 0)
       - coalesce((SELECT sum(amount) FROM game_bets b WHERE b.user_id = a.user_id), 0)
       + coalesce((SELECT sum(payout) FROM game_bets b WHERE b.user_id = a.user_id AND b.status = 'won'), 0)
       + coalesce((SELECT sum(amount) FROM game_bets b WHERE b.user_id = a.user_id AND b.status IN ('cancelled', 'refunded')), 0)
       + coalesce((SELECT sum(jackpot_won) FROM game_bets b WHERE b.user_id = a.user_id), 0)
       AS expected
     FROM accounts a WHERE a.kind = 'player_wallet' AND a.user_id = ANY($1::bigint[])`,
    [userIds],
  );
  return rows.filter((r) => Number(r.balance) !== Number(r.expected)).map((r) => `wallet of ${r.user_id}: ${r.balance} ≠ ${r.expected}`);
}

// The operations of the load, held against the rows.
export async function checkOperations(db: pg.Client, ops: Operation[]) {
  const problems: string[] = [];
  const bets = ops.filter((op) => op.kind === 'bet');
  const { rows: betRows } = await db.query<{ id: string; user_id: string; idempotency_key: string; amount: string; session_id: string }>(
    `SELECT id, user_id, idempotency_key, amount, session_id FROM game_bets WHERE idempotency_key = ANY($1::text[])`,
    [bets.map((op) => op.key)],
  );
  const byKey = new Map<string, Array<{ id: string; amount: string; session_id: string }>>();
  for (const row of betRows)
    byKey.set(`${row.user_id}:${row.idempotency_key}`, [...(byKey.get(`${row.user_id}:${row.idempotency_key}`) ?? []), row]);
  let lost = 0;
  let doneUnanswered = 0;
  for (const op of bets) {
    const found = byKey.get(`${op.player}:${op.key}`) ?? [];
    if (found.length > 1) problems.push(`bet ${op.key} placed ${found.length} times`);
    if (op.acked) {
      const row = found[0];
      if (!row || Number(row.id) !== op.betId || Number(row.amount) !== STAKE || Number(row.session_id) !== op.roundId) {
        lost += 1;
        problems.push(`acknowledged bet ${op.key} (id ${op.betId}) not in the database as answered`);
      }
    } else if (found.length) doneUnanswered += 1;
  }

  const deposits = ops.filter((op) => op.kind === 'deposit' && op.orderId);
  const { rows: orderRows } = await db.query<{ id: string; status: string; amount: string; transfers: number }>(
    `SELECT o.id, o.status, o.amount, (SELECT count(*)::int FROM bank_transfers t WHERE t.deposit_order_id = o.id) AS transfers
     FROM deposit_orders o WHERE o.id = ANY($1::bigint[])`,
    [deposits.map((op) => op.orderId)],
  );
  const orders = new Map(orderRows.map((row) => [Number(row.id), row]));
  for (const op of deposits) {
    const order = orders.get(op.orderId!);
    if (op.acked && (!order || order.status !== 'CONFIRMED' || Number(order.amount) !== op.amount || order.transfers !== 1)) {
      lost += 1;
      problems.push(
        `acknowledged deposit ${op.key} (order ${op.orderId}): ${order ? `${order.status}, ${order.transfers} transfers` : 'missing'}`,
      );
    }
  }
  // The same key for QR orders: one order per key.
  const { rows: dupOrders } = await db.query<{ idempotency_key: string; n: number }>(
    `SELECT idempotency_key, count(*)::int AS n FROM deposit_orders WHERE idempotency_key = ANY($1::text[]) GROUP BY idempotency_key HAVING count(*) > 1`,
    [ops.filter((op) => op.kind === 'deposit').map((op) => op.key)],
  );
  for (const row of dupOrders) problems.push(`deposit order key ${row.idempotency_key} made ${row.n} orders`);

  const count = (f: (op: Operation) => boolean) => ops.filter(f).length;
  const refusals = new Map<string, number>();
  for (const op of ops) if (!op.acked) refusals.set(op.error ?? String(op.status), (refusals.get(op.error ?? String(op.status)) ?? 0) + 1);
  return {
    problems,
    figures: {
      acknowledged: count((op) => op.acked === true),
      failed: count((op) => !op.acked),
      refusedByRules: count((op) => !op.acked && (op.status ?? 0) >= 400 && (op.status ?? 0) < 500),
      refusals: [...refusals].map(([error, n]) => `${error} ×${n}`).join(', ') || '-',
      retried: count((op) => op.retries > 0),
      retriedAndAcknowledged: count((op) => op.retries > 0 && op.acked === true),
      lost,
      doneUnanswered,
    },
  };
}

// The lateness of the game clock around a fault: how long after its due time (the end of the round
// before it) each round opened, at most, among the rounds opened since `from`.
export async function clockLateness(db: pg.Client, game: string, from: number) {
  const { rows } = await db.query(
    `SELECT max(r.started_at - p.ends_at)::bigint AS late, count(*)::int AS rounds
     FROM game_rounds r JOIN game_rounds p ON p.game = r.game AND p.session_id = r.session_id - 1
     WHERE r.game = $1 AND r.started_at >= $2`,
    [game, from],
  );
  return { lateMs: Number(rows[0].late ?? 0), rounds: rows[0].rounds };
}
