import { useId, useLayoutEffect, useRef } from 'react';
import { EmptyState } from '@app/shared';
import { isVoidRound, type BetSide, type GameType, type RoundHistoryEntryDto, type RoundResultDto } from '@app/shared/signed-in';
import { diceSum, outcomeLabel, sideLabel } from './game-table-format';
import * as s from './trend-board.css';

export interface TrendBoardProps {
  game: GameType;
  /** Settled and void rounds, newest first: a void round has no outcome and takes no bead. */
  results: readonly RoundHistoryEntryDto[];
}

export const TREND_LIMIT = 100;

// The two outcomes of each game, the first drawn warm, the second cool.
const OUTCOMES: Readonly<Record<GameType, readonly [BetSide, BetSide]>> = {
  taixiu: ['tai', 'xiu'],
  xocdia: ['chan', 'le'],
};
const LETTERS: Partial<Record<BetSide, string>> = { tai: 'T', xiu: 'X', chan: 'C', le: 'L' };

export function TrendBoard({ game, results: entries }: TrendBoardProps) {
  const results = entries.filter((r): r is RoundResultDto => !isVoidRound(r));
  const titleId = useId();
  const scroller = useRef<HTMLDivElement>(null);
  // A bead road is read oldest to newest, left to right, top to bottom in each column.
  const beads = results.slice(0, TREND_LIMIT).reverse();
  const [first, second] = OUTCOMES[game];
  const count = (side: BetSide) => beads.filter((r) => r.outcome === side).length;
  const newest = results[0]?.sessionId;

  // The newest beads are at the right end; keep them in view as rounds arrive.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (el) el.scrollLeft = el.scrollWidth;
  }, [newest]);

  return (
    <section className={s.root} aria-labelledby={titleId} data-testid="trend-board">
      <div className={s.head}>
        <h2 className={s.title} id={titleId}>
          Soi cầu
        </h2>
        {beads.length > 0 && (
          <p className={s.counts} data-testid="trend-counts">
            <span className={s.countWarm}>
              {sideLabel(first)} {count(first)}
            </span>
            {' · '}
            <span className={s.countCool}>
              {sideLabel(second)} {count(second)}
            </span>
          </p>
        )}
      </div>
      {beads.length === 0 ? (
        <EmptyState icon="history" title="Chưa có phiên nào" className={s.empty} />
      ) : (
        <div className={s.scroller} ref={scroller} tabIndex={0} aria-label={`${beads.length} phiên gần nhất, cũ nhất bên trái`}>
          <ol className={s.grid}>
            {beads.map((r) => (
              <li
                key={r.sessionId}
                className={r.outcome === first ? s.beadWarm : s.beadCool}
                data-outcome={r.outcome}
                data-newest={r.sessionId === newest || undefined}
                title={beadTitle(r)}
              >
                <span aria-hidden="true">{LETTERS[r.outcome] ?? '?'}</span>
                <span className={s.hidden}>
                  {beadTitle(r)}
                  {r.sessionId === newest ? ', mới nhất' : ''}
                </span>
              </li>
            ))}
          </ol>
        </div>
      )}
    </section>
  );
}

function beadTitle(r: RoundResultDto): string {
  const extra = r.dice ? ` (${diceSum(r.dice)})` : '';
  return `Phiên #${r.sessionId}: ${outcomeLabel(r)}${extra}`;
}
