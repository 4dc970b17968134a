import { useState } from 'react';
import { Button, formatSignedMoney, Skeleton, useLoaded } from '@app/shared';
import { type GameType, type LeaderboardPeriod } from '@app/shared/signed-in';
import { getLeaderboard } from '../../api/get-leaderboard';
import * as s from './leaderboard.css';

export interface LeaderboardBoardProps {
  game: GameType;
}

const TABS: ReadonlyArray<{ period: LeaderboardPeriod; label: string; empty: string }> = [
  { period: 'day', label: 'Hôm nay', empty: 'Chưa có ai thắng hôm nay' },
  { period: 'week', label: 'Tuần này', empty: 'Chưa có ai thắng tuần này' },
];
const LOAD_FAILED = 'Không tải được bảng xếp hạng. Vui lòng thử lại.';

// The day's and the week's biggest net winners of the game (the server keeps each for a little
// while), masked names; the tab's list read when the tab is chosen.
export function LeaderboardBoard({ game }: LeaderboardBoardProps) {
  const [period, setPeriod] = useState<LeaderboardPeriod>('day');
  const board = useLoaded(() => getLeaderboard(game, period), [game, period], { failure: LOAD_FAILED });
  const tab = TABS.find((t) => t.period === period)!;

  return (
    <div className={s.root}>
      <div role="tablist" aria-label="Khoảng thời gian" className={s.tabs}>
        {TABS.map((t) => (
          <button
            key={t.period}
            type="button"
            role="tab"
            id={`leaderboard-tab-${t.period}`}
            aria-selected={t.period === period}
            aria-controls="leaderboard-panel"
            className={t.period === period ? s.tabOn : s.tab}
            onClick={() => setPeriod(t.period)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="leaderboard-panel" aria-labelledby={`leaderboard-tab-${period}`} aria-busy={board.loading}>
        {board.error ? (
          // Polite: a side list that failed must not interrupt what the player is doing at the table.
          <div className={s.failed} role="status" data-testid="leaderboard-error">
            <p className={s.message}>{board.error}</p>
            <Button variant="secondary" size="sm" onClick={board.reload}>
              Thử lại
            </Button>
          </div>
        ) : !board.data ? (
          <Skeleton height={120} radius={12} />
        ) : board.data.entries.length === 0 ? (
          <p className={s.message}>{tab.empty}</p>
        ) : (
          <ol className={s.list}>
            {board.data.entries.map((entry) => (
              <li key={entry.rank} className={s.row}>
                <span className={s.rank}>{entry.rank}</span>
                <span className={s.name}>{entry.name}</span>
                <span className={s.amount}>{formatSignedMoney(entry.net)}</span>
              </li>
            ))}
          </ol>
        )}
      </div>
    </div>
  );
}
