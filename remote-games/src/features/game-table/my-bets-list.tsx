import { useId } from 'react';
import { Button, formatMoney } from '@app/shared';
import { type BetSettledEvent } from '@app/shared/signed-in';
import type { MyRoundBet } from '../game-session/game-session-types';
import { sideLabel } from './game-table-format';
import * as s from './my-bets-list.css';

export interface MyBetsListProps {
  bets: readonly MyRoundBet[];
  /** Cancelling is only possible while the round takes bets. */
  canCancel: boolean;
  /** The round's settlement, to show each bet's win or loss in the result phase. */
  settled: BetSettledEvent | null;
  onCancel: (betId: number) => void;
}

export function MyBetsList({ bets, canCancel, settled, onCancel }: MyBetsListProps) {
  const titleId = useId();
  const total = bets.reduce((sum, b) => sum + b.amount, 0);
  return (
    <section className={s.root} aria-labelledby={titleId} data-testid="my-bets">
      <div className={s.head}>
        <h2 className={s.title} id={titleId}>
          Cược của bạn
        </h2>
        {bets.length > 0 && <span className={s.total}>Tổng {formatMoney(total)}</span>}
      </div>
      {bets.length === 0 ? (
        <p className={s.empty}>Bạn chưa đặt cược phiên này</p>
      ) : (
        <ul className={s.list}>
          {bets.map((bet) => {
            const outcome = settled?.bets.find((b) => b.betId === bet.betId);
            return (
              <li key={bet.betId} className={s.row} data-testid={`my-bet-${bet.betId}`}>
                <span className={s.side}>{sideLabel(bet.side)}</span>
                <span className={s.amount}>{formatMoney(bet.amount)}</span>
                {/* What the bet paid back, stake included, as the bet history says it: a '+' is kept for a round's net. */}
                {outcome ? (
                  <span className={outcome.status === 'won' ? s.won : s.lost}>
                    {outcome.status === 'won' ? `Thắng, nhận ${formatMoney(outcome.payout)}` : 'Thua'}
                  </span>
                ) : canCancel ? (
                  <Button
                    variant="secondary"
                    className={s.cancel}
                    onClick={() => onCancel(bet.betId)}
                    loading={bet.state === 'cancelling'}
                    aria-label={`Hủy cược ${sideLabel(bet.side)} ${formatMoney(bet.amount)}`}
                    data-testid={`cancel-bet-${bet.betId}`}
                  >
                    Hủy
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
