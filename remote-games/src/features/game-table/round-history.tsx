import { useId, useState } from 'react';
import { Button, EmptyState, type RoundResultDto } from '@app/shared';
import { DiceFace } from './dice-face';
import { outcomeLabel } from './game-table-format';
import * as s from './round-history.css';

export interface RoundHistoryProps {
  /** Settled rounds, newest first. */
  results: readonly RoundResultDto[];
  // How many rows show at first; 'Xem thêm' shows this many more each time.
  pageSize?: number;
  onVerify: (result: RoundResultDto) => void;
  // Older rounds beyond `results` can still be fetched (false once the first round is listed).
  hasOlder?: boolean;
  loadingOlder?: boolean;
  onLoadOlder?: () => void;
}

export const HISTORY_ROWS = 10;

export function RoundHistory({
  results,
  pageSize = HISTORY_ROWS,
  onVerify,
  hasOlder = false,
  loadingOlder = false,
  onLoadOlder,
}: RoundHistoryProps) {
  const titleId = useId();
  const [limit, setLimit] = useState(pageSize);
  const rows = results.slice(0, limit);
  const more = limit < results.length || hasOlder;
  const showMore = () => {
    const next = limit + pageSize;
    // Fetch the next page before the rows already loaded run out.
    if (next >= results.length && hasOlder) onLoadOlder?.();
    setLimit(next);
  };
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
                {r.dice?.map((d, i) => (
                  <DiceFace key={i} value={d} size="sm" />
                ))}
                {r.coins?.map((c, i) => (
                  <span key={i} className={c === 'red' ? s.coinRed : s.coinWhite} data-coin={c} />
                ))}
              </span>
              <Button variant="secondary" className={s.verify} onClick={() => onVerify(r)} aria-label={`Kiểm tra phiên #${r.sessionId}`}>
                Kiểm tra
              </Button>
            </li>
          ))}
        </ul>
      )}
      {rows.length > 0 && more && (
        <Button variant="ghost" block onClick={showMore} loading={loadingOlder} data-testid="history-more">
          Xem thêm
        </Button>
      )}
    </section>
  );
}
