import { useEffect, useState, type ComponentType } from 'react';
import { Button, Skeleton, type GameType } from '@app/shared';
import type { LeaderboardBoardProps } from './leaderboard-board';
import * as s from './leaderboard.css';

type Board = ComponentType<LeaderboardBoardProps>;

// "Bảng xếp hạng" is a chunk of its own, asked for once the table is on screen: the table's first
// load carries only this loader. Kept once loaded, so a table opened again draws it at once.
let loaded: Board | null = null;
let loading: Promise<Board> | null = null;

/** The board's chunk, asked for once; asked for again after a failure. */
export function loadLeaderboard(): Promise<Board> {
  loading ??= import(/* webpackChunkName: "leaderboard" */ './leaderboard-board').then(
    (m) => (loaded = m.LeaderboardBoard),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

export function LeaderboardSection({ game, className }: { game: GameType; className?: string }) {
  const [Board, setBoard] = useState<Board | null>(() => loaded);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (Board) return;
    let live = true;
    loadLeaderboard().then(
      (board) => live && setBoard(() => board),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [Board, attempt]);

  return (
    <section className={className} aria-labelledby="leaderboard-title" aria-busy={!Board && !failed}>
      <h2 id="leaderboard-title" className={s.title}>
        Bảng xếp hạng
      </h2>
      {Board ? (
        <Board game={game} />
      ) : failed ? (
        <div className={s.failed} role="alert">
          <p className={s.message}>Không tải được bảng xếp hạng.</p>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              setFailed(false);
              setAttempt((n) => n + 1);
            }}
          >
            Thử lại
          </Button>
        </div>
      ) : (
        <Skeleton height={160} radius={12} />
      )}
    </section>
  );
}
