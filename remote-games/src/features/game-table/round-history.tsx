import { useId, useState } from 'react';
import { Button, EmptyState } from '@app/shared';
import {
  isVoidRound,
  voidedRoundsText,
  type FairnessDto,
  type RoundHistoryEntryDto,
  type RoundResultDto,
  type VoidRoundDto,
} from '@app/shared/signed-in';
import { DiceFace } from './dice-face';
import { outcomeLabel } from './game-table-format';
import { verifiableOf, type VerifiableRound } from './verifier-panel';
import * as s from './round-history.css';

export interface RoundHistoryProps {
  /** Settled and void rounds, newest first. */
  results: readonly RoundHistoryEntryDto[];
  // How many rows show at first; 'Xem thêm' shows this many more each time.
  pageSize?: number;
  onVerify: (result: VerifiableRound) => void;
  // The chain in use and the rounds called off (GET /fairness): said under the title when known.
  fairness?: FairnessDto | null;
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
  fairness = null,
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
      {fairness && <VoidCounts fairness={fairness} />}
      {rows.length === 0 ? (
        <EmptyState icon="history" title="Chưa có phiên nào" className={s.empty} />
      ) : (
        <ul className={s.list}>
          {rows.map((r) =>
            isVoidRound(r) ? (
              <VoidRow key={r.sessionId} round={r} onVerify={onVerify} />
            ) : (
              <li key={r.sessionId} className={s.row} data-testid={`history-${r.sessionId}`}>
                <span className={s.info}>
                  <span className={s.roundNumber}>#{r.sessionId}</span>
                  <span className={r.outcome === 'tai' || r.outcome === 'chan' ? s.warm : s.cool}>{outcomeLabel(r)}</span>
                </span>
                <Draw round={r} />
                <Button variant="secondary" className={s.verify} onClick={() => onVerify(r)} aria-label={`Kiểm tra phiên #${r.sessionId}`}>
                  Kiểm tra
                </Button>
              </li>
            ),
          )}
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

function Draw({ round }: { round: Pick<RoundResultDto, 'dice' | 'coins'> }) {
  return (
    <span className={s.draw} aria-hidden="true">
      {round.dice?.map((d, i) => (
        <DiceFace key={i} value={d} size="sm" />
      ))}
      {round.coins?.map((c, i) => (
        <span key={i} className={c === 'red' ? s.coinRed : s.coinWhite} data-coin={c} />
      ))}
    </span>
  );
}

// A round called off: why, and what it would have drawn once a node holding its chain's secret
// published the seed (checked like any round), or why that is not known.
function VoidRow({ round, onVerify }: { round: VoidRoundDto; onVerify: (result: VerifiableRound) => void }) {
  const verifiable = verifiableOf(round);
  return (
    <li className={s.row} data-testid={`history-${round.sessionId}`} data-status="void">
      <span className={s.info}>
        <span className={s.roundNumber}>#{round.sessionId}</span>
        <span className={s.voided}>Phiên bị hủy</span>
        <span className={s.note} data-testid={`history-${round.sessionId}-reason`}>
          {round.voidReasonText}
        </span>
        <span className={s.note} data-testid={`history-${round.sessionId}-would-be`}>
          {verifiable && round.outcome ? `Kết quả lẽ ra: ${outcomeLabel({ ...round, outcome: round.outcome })}` : round.revealText}
        </span>
      </span>
      {verifiable && (
        <>
          <Draw round={round} />
          <Button
            variant="secondary"
            className={s.verify}
            onClick={() => onVerify(verifiable)}
            aria-label={`Kiểm tra phiên #${round.sessionId} (phiên bị hủy)`}
          >
            Kiểm tra
          </Button>
        </>
      )}
    </li>
  );
}

// How many rounds the house called off: on the chain in use, the one before, and in all; a void
// whose would-be result is still unpublished is counted apart.
function VoidCounts({ fairness }: { fairness: FairnessDto }) {
  const { previousChain, voids } = fairness;
  return (
    <p className={s.note} data-testid="history-voids">
      Chuỗi #{fairness.chainId}: {voidedRoundsText(fairness.voidedRounds).toLowerCase()}.
      {previousChain &&
        previousChain.voidedRounds > 0 &&
        ` Chuỗi trước #${previousChain.chainId}: ${voidedRoundsText(previousChain.voidedRounds)}.`}
      {voids.total > 0 && ` Tổng cộng ${voids.total} phiên bị hủy, ${voids.unrevealed} phiên chưa công bố kết quả lẽ ra.`}
    </p>
  );
}
