import { Skeleton } from '@app/shared';
import { type GameType } from '@app/shared/signed-in';
import { LatePartFailed, latePart } from '../game-table/late-part';
import * as s from './leaderboard.css';

// "Bảng xếp hạng" is a chunk of its own, asked for once the table is on screen.
const board = latePart(() => import(/* webpackChunkName: "leaderboard" */ './leaderboard-board').then((m) => m.LeaderboardBoard));

/** The board's chunk, asked for once; asked for again after a failure. */
export const loadLeaderboard = board.load;

export function LeaderboardSection({ game, className }: { game: GameType; className?: string }) {
  const { Part: Board, failed, retry } = board.usePart();
  return (
    <section className={className} aria-labelledby="leaderboard-title" aria-busy={!Board && !failed}>
      <h2 id="leaderboard-title" className={s.title}>
        Bảng xếp hạng
      </h2>
      {Board ? (
        <Board game={game} />
      ) : failed ? (
        <LatePartFailed message="Không tải được bảng xếp hạng." onRetry={retry} />
      ) : (
        <Skeleton height={160} radius={12} />
      )}
    </section>
  );
}
