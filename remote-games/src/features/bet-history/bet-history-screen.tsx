import { useEffect, useRef, useState } from 'react';
import { useSnapshot, type Snapshot } from 'valtio';
import { Button, EmptyState, ErrorCard, formatMoney, formatVietnamDateTime, Modal, Skeleton } from '@app/shared';
import {
  getBetHistory,
  GAME_LABELS,
  JACKPOT_TEXTS,
  type BetHistoryDto,
  type RoundResultDto,
  type VoidRoundDto,
} from '@app/shared/signed-in';
import { Link } from '@app/shared/router';
import { DiceFace } from '../game-table/dice-face';
import { outcomeLabel, sideLabel } from '../game-table/game-table-format';
import { VerifierPanel, verifiableOf, type VerifiableRound } from '../game-table/verifier-panel';
import { createBetHistory } from './bet-history-store';
import * as s from './bet-history.css';

// /lich-su-cuoc (default export: the host loads it lazily through module federation): the player's
// bets in both games, newest first, 'Xem thêm' for older ones, and each settled round verifiable.
export default function BetHistoryScreen() {
  const [history] = useState(() => createBetHistory(getBetHistory));
  const view = useSnapshot(history.state);
  const [verifying, setVerifying] = useState<VerifiableRound | null>(null);
  const list = useRef<HTMLUListElement>(null);
  // 'Xem thêm' goes once the oldest bet is listed: focus moves to the list, not to the page's start.
  const loadMore = async () => {
    await history.loadMore();
    if (!history.state.hasMore) list.current?.focus();
  };

  useEffect(() => void history.load(), [history]);

  return (
    <div className={s.page} data-testid="bet-history">
      <h1 className={s.heading}>Lịch sử cược</h1>
      <p className={s.intro}>Các lượt cược của bạn ở Tài xỉu và Xóc đĩa, mới nhất ở trên. Bấm “Kiểm tra” để tự xác minh kết quả phiên.</p>

      {view.status === 'loading' ? (
        <div aria-busy="true">
          <Skeleton height={104} radius={12} count={4} />
        </div>
      ) : view.status === 'error' ? (
        <ErrorCard
          title="Không thể tải lịch sử cược"
          message={view.error ?? undefined}
          onRetry={() => void history.load()}
          retryLabel="Thử lại"
        />
      ) : view.bets.length === 0 ? (
        <EmptyState
          icon="history"
          title="Bạn chưa đặt cược lần nào"
          description="Các lượt cược của bạn sẽ hiện ở đây."
          action={
            <Link to="/tro-choi/tai-xiu" className={s.play}>
              Chơi Tài xỉu
            </Link>
          }
        />
      ) : (
        <>
          <ul className={s.list} ref={list} tabIndex={-1} aria-label="Lượt cược">
            {view.bets.map((bet) => (
              <BetRow key={bet.betId} bet={bet} onVerify={setVerifying} />
            ))}
          </ul>
          {view.moreError && (
            <p className={s.moreError} role="alert">
              {view.moreError}
            </p>
          )}
          {view.hasMore && (
            <Button variant="secondary" block onClick={() => void loadMore()} loading={view.loadingMore} data-testid="bet-history-more">
              Xem thêm
            </Button>
          )}
        </>
      )}

      <Modal
        open={verifying !== null}
        onClose={() => setVerifying(null)}
        title={verifying ? `Kiểm tra phiên #${verifying.sessionId} · ${GAME_LABELS[verifying.gameType]}` : undefined}
      >
        {verifying && <VerifierPanel key={`${verifying.gameType}:${verifying.sessionId}`} result={verifying} />}
      </Modal>
    </div>
  );
}

function BetRow({ bet, onVerify }: { bet: Snapshot<BetHistoryDto>; onVerify: (result: VerifiableRound) => void }) {
  // The store's rows, read through the snapshot; nothing here writes them.
  const result = bet.result as RoundResultDto | null;
  const voided = (bet.voided ?? null) as VoidRoundDto | null;
  const wouldBe = voided && verifiableOf(voided);
  return (
    <li className={s.item} data-testid={`bet-history-${bet.betId}`} data-status={bet.status}>
      <span className={s.game}>
        {GAME_LABELS[bet.gameType]} <span className={s.round}>· Phiên #{bet.sessionId}</span>
      </span>
      <span className={s.time}>{formatVietnamDateTime(new Date(bet.createdAt))}</span>
      <span className={s.stake}>
        Cửa <strong>{sideLabel(bet.side)}</strong> · <span className={s.money}>{formatMoney(bet.amount)}</span>
      </span>
      <BetOutcome bet={bet} />
      {result ? (
        <>
          <span className={s.result}>
            Kết quả: <strong>{outcomeLabel(result)}</strong>
            <span className={s.draw} aria-hidden="true">
              {result.dice?.map((d, i) => (
                <DiceFace key={i} value={d} size="sm" />
              ))}
              {result.coins?.map((c, i) => (
                <span key={i} className={c === 'red' ? s.coinRed : s.coinWhite} />
              ))}
            </span>
          </span>
          <Button
            variant="secondary"
            className={s.verify}
            onClick={() => onVerify(result)}
            aria-label={`Kiểm tra phiên #${bet.sessionId} ${GAME_LABELS[bet.gameType]}`}
          >
            Kiểm tra
          </Button>
        </>
      ) : voided ? (
        <>
          <span className={s.result} data-testid={`bet-history-${bet.betId}-void`}>
            {voided.voidReasonText}{' '}
            {wouldBe && voided.outcome ? (
              <>
                Kết quả lẽ ra: <strong>{outcomeLabel({ ...voided, outcome: voided.outcome })}</strong>
              </>
            ) : (
              voided.revealText
            )}
          </span>
          {wouldBe && (
            <Button
              variant="secondary"
              className={s.verify}
              onClick={() => onVerify(wouldBe)}
              aria-label={`Kiểm tra phiên #${bet.sessionId} ${GAME_LABELS[bet.gameType]} (phiên bị hủy)`}
            >
              Kiểm tra
            </Button>
          )}
        </>
      ) : null}
    </li>
  );
}

function BetOutcome({ bet }: { bet: Snapshot<BetHistoryDto> }) {
  switch (bet.status) {
    case 'won':
      // What came back, stake included (the home's activity shows the round's gain instead).
      return (
        <span className={s.won}>
          Thắng, nhận {formatMoney(bet.payout)}
          {bet.jackpotWon > 0 && <span data-testid="bet-jackpot"> · {JACKPOT_TEXTS.betWon(bet.jackpotWon)}</span>}
        </span>
      );
    case 'lost':
      return <span className={s.lost}>Thua</span>;
    case 'cancelled':
      return <span className={s.neutral}>Đã hủy</span>;
    case 'refunded':
      return <span className={s.neutral}>Hoàn tiền</span>;
    default:
      return <span className={s.neutral}>Chờ kết quả</span>;
  }
}
