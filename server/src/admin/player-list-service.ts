import {
  PLAYER_PAGE_SIZE,
  type AdminPlayerRowDto,
  type AdminPlayerSearchDto,
  type PlayerLifetimeDto,
  type PlayerSort,
} from '@app/shared/contracts';
import type { Queryable } from '../db/db';
import { walletLifetimes } from '../ledger/wallet-lifetime';
import { tagsOfPlayers } from '../player-notes/player-notes-store';
import { approvedWithdrawalTotals } from '../withdrawals/withdrawal-store';
import { toAdminUserDto } from './admin-store';
import { searchPlayers, type PlayerHit, type PlayerSearch } from './player-search-store';

export interface PlayerListQuery extends PlayerSearch {
  sort: PlayerSort;
  descending: boolean;
  page: number;
}

type Money = PlayerLifetimeDto & { balance: number };

// Deposits come from the ledger, withdrawals from the approved requests: each player's figures.
async function moneyOf(q: Queryable, userIds: number[]): Promise<Map<number, Money>> {
  const [wallets, paid] = await Promise.all([walletLifetimes(q, userIds), approvedWithdrawalTotals(q, userIds)]);
  return new Map(
    wallets.map((w) => {
      const { withdrawn, withdrawalCount, held } = paid.get(w.userId) ?? { withdrawn: 0, withdrawalCount: 0, held: 0 };
      // Money a waiting request holds out of the wallet is still the player's.
      const net = withdrawn + held + w.balance - w.deposited;
      return [w.userId, { balance: w.balance, deposited: w.deposited, depositCount: w.depositCount, withdrawn, withdrawalCount, net }];
    }),
  );
}

const NO_MONEY: Money = { balance: 0, deposited: 0, depositCount: 0, withdrawn: 0, withdrawalCount: 0, net: 0 };

const MONEY_KEY: Partial<Record<PlayerSort, keyof Money>> = {
  deposited: 'deposited',
  withdrawn: 'withdrawn',
  net: 'net',
  balance: 'balance',
};

/**
 * The console's player list: a page of the players the search finds, each with their money over
 * their life on the site. The database sorts by date; the money orders are sorted here over every
 * player found (their figures read through the ledger's deposit index: about 20 ms for 20,000).
 */
export async function findPlayers(q: Queryable, query: PlayerListQuery): Promise<AdminPlayerSearchDto> {
  const found = await searchPlayers(q, query, query);
  let hits: PlayerHit[] = found.hits;
  let money: Map<number, Money>;
  const key = MONEY_KEY[query.sort];
  if (!found.paged && key) {
    money = await moneyOf(
      q,
      hits.map((h) => h.id),
    );
    const sign = query.descending ? -1 : 1;
    const of = (id: number) => (money.get(id) ?? NO_MONEY)[key];
    hits = [...hits].sort((a, b) => sign * (of(a.id) - of(b.id)) || b.id - a.id);
    hits = hits.slice((query.page - 1) * PLAYER_PAGE_SIZE, query.page * PLAYER_PAGE_SIZE);
  } else {
    money = await moneyOf(
      q,
      hits.map((h) => h.id),
    );
  }
  const tags = await tagsOfPlayers(
    q,
    hits.map((h) => h.id),
  );
  const users: AdminPlayerRowDto[] = hits.map(({ last_login_at, matchedBy, ...row }) => {
    const { balance, ...lifetime } = money.get(row.id) ?? NO_MONEY;
    return {
      ...toAdminUserDto(row, balance),
      lastLoginAt: last_login_at ? new Date(last_login_at).toISOString() : null,
      lifetime,
      tags: tags.get(row.id) ?? [],
      matchedBy,
    };
  });
  return { users, total: found.total, page: query.page, pageSize: PLAYER_PAGE_SIZE };
}

/** One player's money over their life on the site (the profile). */
export async function lifetimeOf(q: Queryable, userId: number): Promise<PlayerLifetimeDto> {
  const { balance: _balance, ...lifetime } = (await moneyOf(q, [userId])).get(userId) ?? NO_MONEY;
  return lifetime;
}
