import { useId, useLayoutEffect, useMemo, useRef } from 'react';
import { visuallyHidden } from '@app/shared';
import { type GameType, type RoundResultDto } from '@app/shared/signed-in';
import { diceSum, outcomeLabel, sideLabel } from '../game-table/game-table-format';
import { bigRoad, runSummary, type BigRoadRun } from './big-road';
import * as s from './big-road-board.css';

export interface BigRoadBoardProps {
  game: GameType;
  /** Settled rounds, newest first (soi-cau-rounds.ts). */
  rounds: readonly RoundResultDto[];
}

export function BigRoadBoard({ game, rounds }: BigRoadBoardProps) {
  const titleId = useId();
  const descId = useId();
  const scroller = useRef<HTMLDivElement>(null);
  const road = useMemo(() => bigRoad(rounds), [rounds]);
  const { current, longest } = runSummary(road);
  const newest = rounds[0];

  // The newest column is at the right end; keep it in view as rounds arrive.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (el) el.scrollLeft = el.scrollWidth;
  }, [newest?.sessionId]);

  return (
    <section className={s.root} aria-labelledby={titleId} data-testid="big-road">
      <div className={s.head}>
        <h2 className={s.title} id={titleId}>
          Cầu bệt
        </h2>
        {current && longest && (
          <p className={s.note} data-testid="big-road-runs">
            Cầu hiện tại: <span className={warm(current) ? s.warmText : s.coolText}>{runText(current)}</span>
            {' · '}Dài nhất: <span className={warm(longest) ? s.warmText : s.coolText}>{runText(longest)}</span>
          </p>
        )}
      </div>
      {road.cells.length === 0 ? (
        <p className={s.empty}>Chưa có phiên nào để vẽ cầu</p>
      ) : (
        <>
          <div
            className={s.scroller}
            ref={scroller}
            // Scrolled with the keyboard too: a hundred rounds are wider than a phone.
            tabIndex={0}
            role="img"
            aria-label={`Cầu bệt ${rounds.length} phiên gần nhất, cũ nhất bên trái`}
            aria-describedby={descId}
          >
            <div className={s.grid} style={{ gridTemplateColumns: `repeat(${road.columns}, ${s.CELL}px)` }}>
              {road.cells.map((cell) => (
                <span
                  key={cell.round.sessionId}
                  className={cell.round.outcome === 'tai' || cell.round.outcome === 'chan' ? s.warm : s.cool}
                  style={{ gridColumn: cell.col + 1, gridRow: cell.row + 1 }}
                  data-outcome={cell.round.outcome}
                  data-tail={cell.tail || undefined}
                  data-newest={cell.round === newest || undefined}
                  title={`Phiên #${cell.round.sessionId}: ${roundText(cell.round)}`}
                >
                  {game === 'taixiu' && cell.round.dice ? diceSum(cell.round.dice) : ''}
                </span>
              ))}
            </div>
          </div>
          <p className={visuallyHidden} id={descId}>
            Các cầu từ cũ đến mới: {road.runs.map(runText).join(', ')}.{' '}
            {newest && `Mới nhất: phiên #${newest.sessionId}, ${roundText(newest)}.`}
          </p>
        </>
      )}
    </section>
  );
}

const warm = (run: BigRoadRun) => run.side === 'tai' || run.side === 'chan';
const runText = (run: BigRoadRun) => `${sideLabel(run.side)} ${run.rounds.length} phiên`;
const roundText = (round: RoundResultDto) => `${outcomeLabel(round)}${round.dice ? ` (${diceSum(round.dice)})` : ''}`;
