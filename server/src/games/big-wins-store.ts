// SQL of the tables' big-wins ticker: each settled round's players by net gain (what the round paid
// them minus what they staked in it), from the round's settled bets (migrations 005, 023, 039).
import type { GameType } from '@app/shared/contracts';
import type { Queryable } from '../db/db';

export interface BigWinRow {
  session_id: number | string;
  // Null for a round in which nobody came out ahead (the round is still listed).
  username: string | null;
  net: number | string | null;
}

// The last `rounds` settled rounds up to `upTo` (all when null), newest first, each with its `top`
// biggest net winners; a player who chose to stay off the public lists is left out. One statement,
// reading each round's bets by the (game, session_id) index.
export async function bigWinsOfRounds(
  q: Queryable,
  game: GameType,
  { upTo, rounds, top }: { upTo: number | null; rounds: number; top: number },
): Promise<BigWinRow[]> {
  const { rows } = await q.query<BigWinRow>(
    `SELECT r.session_id, w.username, w.net
       FROM (SELECT session_id FROM game_rounds
              WHERE game = $1 AND status = 'settled' AND ($2::bigint IS NULL OR session_id <= $2::bigint)
              ORDER BY session_id DESC LIMIT $3) r
       LEFT JOIN LATERAL (
         SELECT u.id, u.username, SUM(b.payout + b.jackpot_won - b.amount) AS net
           FROM game_bets b JOIN users u ON u.id = b.user_id
          WHERE b.game = $1 AND b.session_id = r.session_id AND b.status IN ('won', 'lost')
            AND NOT u.hide_from_public_lists
          GROUP BY u.id, u.username
         HAVING SUM(b.payout + b.jackpot_won - b.amount) > 0
          ORDER BY net DESC, u.id
          LIMIT $4) w ON true
      ORDER BY r.session_id DESC, w.net DESC, w.id`,
    [game, upTo, rounds, top],
  );
  return rows;
}
