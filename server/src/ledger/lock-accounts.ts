import type { GameType } from '@app/shared/contracts';
import type { Queryable } from '../db/db';
import { houseAccount, houseShardOf } from './house-shards';

// An account by its id, or by whose it is: a player's wallet, or the house shard a player's bets go
// through. Named by owner, it is found in the same statement that locks it (one round trip less on
// every bet).
export type AccountRef = number | { wallet: number } | { houseOf: { game: GameType; player: number } };

export interface FoundAccount {
  id: number;
  kind: string;
  userId: number | null;
  shard: number;
  // The balance the lock now protects; null for a house shard named by owner, which is not locked
  // here (see below) and whose balance is known only once a write has changed it.
  balance: number | null;
}

export interface FoundAccounts {
  // The row a reference names; undefined when no such account exists.
  find(ref: AccountRef): FoundAccount | undefined;
}

// THE lock order of the ledger: a player's accounts before the house's and the bank's (accounts of
// no user), and within each, ascending id. Every account a movement (or a batch of them) touches is
// found, and locked FOR UPDATE, in ONE statement; FOR UPDATE locks after the sort, so ORDER BY is the
// locking order. Two writers that need some of the same rows then queue on the first row they share
// instead of each holding one the other waits for (a deadlock).
//
// A house shard named by owner (`houseOf`) is found here but not locked: it is the hot row every bet
// of its game goes through, and it has no balance rule to decide by (the house may go below zero).
// The write that changes it takes its lock, after every player's account of the transaction is held
// (so the order above still stands), and keeps it only for that statement and the COMMIT. A bet
// batch's reads then never wait for the batch before it (docs/decisions/group-commit-of-bets.md).
export async function lockAccounts(q: Queryable, refs: readonly AccountRef[]): Promise<FoundAccounts> {
  const ids = new Set<number>();
  const wallets = new Set<number>();
  const houses = new Map<string, { kind: string; shard: number }>();
  for (const ref of refs) {
    if (typeof ref === 'number') ids.add(ref);
    else if ('wallet' in ref) wallets.add(ref.wallet);
    else {
      const kind = houseAccount(ref.houseOf.game);
      const shard = houseShardOf(ref.houseOf.player);
      houses.set(`${kind}:${shard}`, { kind, shard });
    }
  }
  const { rows } = await q.query<{ id: number; kind: string; user_id: number | null; shard: number; balance: number | null }>(
    `WITH locked AS (
       SELECT id, kind, user_id, shard, balance FROM accounts
       WHERE id = ANY($1::bigint[]) OR (kind = 'player_wallet' AND user_id = ANY($2::bigint[]))
       ORDER BY user_id IS NULL, id FOR UPDATE
     )
     SELECT id, kind, user_id, shard, balance FROM locked
     UNION ALL
     SELECT id, kind, user_id, shard, NULL FROM accounts
     -- A house row named by id as well is the locked one, above.
     WHERE user_id IS NULL AND (kind, shard) IN (SELECT * FROM unnest($3::text[], $4::smallint[])) AND id <> ALL($1::bigint[])`,
    [[...ids], [...wallets], [...houses.values()].map((h) => h.kind), [...houses.values()].map((h) => h.shard)],
  );
  const byId = new Map<number, FoundAccount>();
  const byWallet = new Map<number, FoundAccount>();
  const byHouse = new Map<string, FoundAccount>();
  for (const row of rows) {
    const account: FoundAccount = {
      id: Number(row.id),
      kind: row.kind,
      userId: row.user_id === null ? null : Number(row.user_id),
      shard: Number(row.shard),
      balance: row.balance === null ? null : Number(row.balance),
    };
    byId.set(account.id, account);
    if (account.kind === 'player_wallet' && account.userId !== null) byWallet.set(account.userId, account);
    if (account.userId === null) byHouse.set(`${account.kind}:${account.shard}`, account);
  }
  return {
    find(ref) {
      if (typeof ref === 'number') return byId.get(ref);
      if ('wallet' in ref) return byWallet.get(ref.wallet);
      return byHouse.get(`${houseAccount(ref.houseOf.game)}:${houseShardOf(ref.houseOf.player)}`);
    },
  };
}
