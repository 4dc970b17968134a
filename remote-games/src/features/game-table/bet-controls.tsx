import type { ReactNode } from 'react';
import { Button, formatMoney } from '@app/shared';
import { GAME_MESSAGES, payoutFor, type BetSide, type GameType, type SideOf } from '@app/shared/signed-in';
import { sideLabel } from './game-table-format';
import * as s from './bet-controls.css';

export interface BetControlsProps {
  game: GameType;
  side: BetSide | null;
  /** The amount as a whole number of đồng, or null when none is chosen or it is not valid. */
  amount: number | null;
  /** Whether 'Đặt cược' may be pressed (the table decides: phase, limits, sending). */
  canConfirm: boolean;
  sending: boolean;
  /** The bet's answer was lost and it is being sent again. */
  retrying?: boolean;
  onConfirm: () => void;
  /** 'Xóa': empties the amount. */
  onClear: () => void;
  /** Why the last chip, 'x2' or 'Cược lại' stopped short (a limit, the balance); in place of the summary. */
  notice?: string | null;
  /** The amount field, in the row of the buttons. */
  children?: ReactNode;
}

export function BetControls({
  game,
  side,
  amount,
  canConfirm,
  sending,
  retrying = false,
  onConfirm,
  onClear,
  notice = null,
  children,
}: BetControlsProps) {
  const win = side && amount ? potentialPayout(game, side, amount) : null;
  return (
    <div className={s.root}>
      <p className={s.summary} data-testid="bet-summary" aria-live="polite">
        {retrying ? (
          GAME_MESSAGES.betRetrying
        ) : notice ? (
          <span className={s.notice} data-testid="bet-notice">
            {notice}
          </span>
        ) : side && amount ? (
          <>
            Cửa <strong className={s.strong}>{sideLabel(side)}</strong> · {formatMoney(amount)}
            {win !== null && <span className={s.win}> · Thắng nhận {formatMoney(win)}</span>}
          </>
        ) : side ? (
          'Chọn số tiền cược'
        ) : (
          'Chọn cửa cược'
        )}
      </p>
      <div className={s.buttons}>
        {children}
        <Button variant="secondary" size="lg" className={s.clear} onClick={onClear} disabled={sending || !amount} data-testid="bet-clear">
          Xóa
        </Button>
        <Button
          variant="primary"
          size="lg"
          className={s.confirm}
          onClick={onConfirm}
          disabled={!canConfirm}
          loading={sending}
          data-testid="bet-confirm"
        >
          Đặt cược
        </Button>
      </div>
    </div>
  );
}

// payoutFor throws on amounts past 2^53; such an amount fails the limits anyway, so no preview.
function potentialPayout(game: GameType, side: BetSide, amount: number): number | null {
  try {
    return payoutFor(game, side as SideOf<typeof game>, amount);
  } catch {
    return null;
  }
}
