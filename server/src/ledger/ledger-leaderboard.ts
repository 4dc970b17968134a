import type { GameType } from '@app/shared/contracts';
import type { Queryable } from '../db/db';
import { houseAccount } from './house-shards';

export interface LeaderboardRow {
  user_id: number | string;
  username: string;
  net: number | string;
}

// The players who came out ahead in a game between two instants, by net = payouts + shares of the hũ − stakes +
// refunds, the biggest first: the transfers between the game's house (known by its kind, whichever
// of its 16 rows) and the players' wallets, read through their time index (migration 030). A bet
// goes wallet → house; a payout or a refund house → wallet. Players who chose to stay off the
// public lists (migration 039) are left out.
export async function leaderboardBetween(q: Queryable, game: GameType, start: Date, end: Date, top: number): Promise<LeaderboardRow[]> {
  const { rows } = await q.query<LeaderboardRow>(
    `SELECT n.user_id, u.username, n.net
       FROM (SELECT w.user_id,
                    sum(CASE WHEN t.kind = 'bet' THEN -t.amount ELSE t.amount END)::bigint AS net
               FROM transfers t
               JOIN accounts h ON h.id = CASE WHEN t.kind = 'bet' THEN t.credit_account_id ELSE t.debit_account_id END
                              AND h.kind = ANY($3::text[])
               JOIN accounts w ON w.id = CASE WHEN t.kind = 'bet' THEN t.debit_account_id ELSE t.credit_account_id END
                              AND w.kind = 'player_wallet'
              WHERE t.created_at >= $1 AND t.created_at < $2 AND t.kind IN ('bet', 'payout', 'bet_refund', 'jackpot_payout')
              GROUP BY w.user_id) n
       JOIN users u ON u.id = n.user_id
      WHERE n.net > 0 AND NOT u.hide_from_public_lists
      ORDER BY n.net DESC, n.user_id
      LIMIT $4`,
    // A share of the hũ counts as winnings: paid from the game's pool account, not its house.
    [start, end, [houseAccount(game), `jackpot_${game}`], top],
  );
  return rows;
}
