import type { GameType } from '@app/shared/contracts';
import type { Queryable } from '../db/db';
import { houseAccount, houseShardOf } from './house-shards';

// An account by its id, or by whose it is: a player's wallet, or the house shard a player's bets go
// through. Named by owner, it is found in the same statement that locks it (one round trip less on
// every bet).
export type AccountRef = number | { wallet: number } | { houseOf: { game: GameType; player: number } };

export interface LockedAccount {
  id: number;
  kind: string;
  userId: number | null;
  shard: number;
  balance: number;
}

export interface LockedAccounts {
  // The locked row a reference names; undefined when no such account exists.
  find(ref: AccountRef): LockedAccount | undefined;
}

// THE lock order of the ledger: every account a movement (or a batch of them) touches, found by id
// or by owner and locked FOR UPDATE in ONE statement, in ascending id order. Two writers that need
// some of the same rows then queue on the first row they share instead of each holding one the other
// waits for (a deadlock). FOR UPDATE locks after the sort, so ORDER BY is the locking order; the
// balances returned are the ones the locks now protect.
export async function lockAccounts(q: Queryable, refs: readonly AccountRef[]): Promise<LockedAccounts> {
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
  const { rows } = await q.query<{ id: number; kind: string; user_id: number | null; shard: number; balance: number }>(
    `SELECT id, kind, user_id, shard, balance FROM accounts
     WHERE id = ANY($1::bigint[])
        OR (kind = 'player_wallet' AND user_id = ANY($2::bigint[]))
        OR (user_id IS NULL AND (kind, shard) IN (SELECT * FROM unnest($3::text[], $4::smallint[])))
     ORDER BY id FOR UPDATE`,
    [[...ids], [...wallets], [...houses.values()].map((h) => h.kind), [...houses.values()].map((h) => h.shard)],
  );
  const byId = new Map<number, LockedAccount>();
  const byWallet = new Map<number, LockedAccount>();
  const byHouse = new Map<string, LockedAccount>();
  for (const row of rows) {
    const account: LockedAccount = {
      id: Number(row.id),
      kind: row.kind,
      userId: row.user_id === null ? null : Number(row.user_id),
      shard: Number(row.shard),
      balance: Number(row.balance),
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
