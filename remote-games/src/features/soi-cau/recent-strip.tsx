import { visuallyHidden } from '@app/shared';
import { type GameType, type RoundHistoryEntryDto, type RoundResultDto } from '@app/shared/signed-in';
import { diceSum, outcomeLabel } from '../game-table/game-table-format';
import { settledRounds } from './soi-cau-rounds';
import * as s from './recent-strip.css';

export interface RecentStripProps {
  game: GameType;
  /** The table's history, newest first, holding only rounds whose reveal has ended (game-table.tsx). */
  results: readonly RoundHistoryEntryDto[];
  /** The history is not read yet: the strip keeps its place with blank beads. */
  loading: boolean;
}

// As many as fit beside each other on a 430 px phone without scrolling.
export const STRIP_ROUNDS = 12;

/**
 * The last rounds in one line at the top of the table, oldest on the left, the newest ringed: what a
 * player glances at before betting without scrolling down to the roads. Part of the table's first
 * chunk, so it is kept to a list of spans.
 */
export function RecentStrip({ game, results, loading }: RecentStripProps) {
  const rounds = loading ? [] : settledRounds(results, STRIP_ROUNDS).reverse();
  const label = `${STRIP_ROUNDS} phiên gần nhất, mới nhất bên phải`;
  if (loading) {
    return (
      <div className={s.root} data-testid="recent-strip" aria-hidden="true">
        {Array.from({ length: STRIP_ROUNDS }, (_, i) => (
          <span key={i} className={s.blank} />
        ))}
      </div>
    );
  }
  if (rounds.length === 0) {
    return (
      <div className={s.root} data-testid="recent-strip">
        <p className={s.empty}>Chưa có kết quả phiên nào</p>
      </div>
    );
  }
  return (
    <div className={s.root} data-testid="recent-strip">
      <ol className={s.list} aria-label={label}>
        {rounds.map((round, i) => {
          const newest = i === rounds.length - 1;
          const warm = round.outcome === 'tai' || round.outcome === 'chan';
          return (
            <li key={round.sessionId} className={warm ? s.warm : s.cool} data-outcome={round.outcome} data-newest={newest || undefined}>
              <span aria-hidden="true">{beadText(game, round)}</span>
              <span className={visuallyHidden}>
                Phiên #{round.sessionId}: {outcomeLabel(round)}
                {round.dice ? ` (${diceSum(round.dice)})` : ''}
                {newest ? ', mới nhất' : ''}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

// Tài xỉu players read the sum; xóc đĩa's Chẵn/Lẻ as the bead plate writes it.
function beadText(game: GameType, round: RoundResultDto): string {
  if (game === 'taixiu' && round.dice) return String(diceSum(round.dice));
  return round.outcome === 'chan' ? 'C' : 'L';
}
