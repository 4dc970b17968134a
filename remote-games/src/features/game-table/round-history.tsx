import { useId } from 'react';
import { Button, EmptyState, type RoundResultDto } from '@app/shared';
import { DiceFace } from './dice-face';
import { outcomeLabel } from './game-table-format';
import * as s from './round-history.css';

export interface RoundHistoryProps {
  /** Settled rounds, newest first. */
  results: readonly RoundResultDto[];
  limit?: number;
  onVerify: (result: RoundResultDto) => void;
}

export const HISTORY_ROWS = 10;

export function RoundHistory({ results, limit = HISTORY_ROWS, onVerify }: RoundHistoryProps) {
  const titleId = useId();
  const rows = results.slice(0, limit);
  return (
    <section className={s.root} aria-labelledby={titleId} data-testid="round-history">
      <h2 className={s.title} id={titleId}>
        Phiên gần đây
      </h2>
      {rows.length === 0 ? (
        <EmptyState icon="history" title="Chưa có phiên nào" className={s.empty} />
      ) : (
        <ul className={s.list}>
          {rows.map((r) => (
            <li key={r.sessionId} className={s.row} data-testid={`history-${r.sessionId}`}>
              <span className={s.info}>
                <span className={s.session}>#{r.sessionId}</span>
                <span className={r.outcome === 'tai' || r.outcome === 'chan' ? s.warm : s.cool}>{outcomeLabel(r)}</span>
              </span>
              <span className={s.draw} aria-hidden="true">
                {r.dice?.map((d, i) => <DiceFace key={i} value={d} size="sm" />)}
                {r.coins?.map((c, i) => <span key={i} className={c === 'red' ? s.coinRed : s.coinWhite} />)}
              </span>
              <Button
                variant="secondary"
                className={s.verify}
                onClick={() => onVerify(r)}
                aria-label={`Kiểm tra phiên #${r.sessionId}`}
              >
                Kiểm tra
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
