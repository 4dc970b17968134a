import type { Dice } from '@app/shared';
import { DiceFace } from './dice-face';
import { diceSum } from './game-table-format';
import * as s from './dice-reveal.css';

export interface DiceRevealProps {
  /** The round's dice in the result phase; null while betting. */
  dice: Dice | null;
  /** A new result just arrived: the dice tumble before they settle. */
  rolling: boolean;
  /** The line under the dice (sum and outcome); off where a result banner says it already. */
  caption?: boolean;
}

export function DiceReveal({ dice, rolling, caption = true }: DiceRevealProps) {
  const sum = dice ? diceSum(dice) : null;
  return (
    <div className={s.root}>
      {/* Tumbling, the faces are already the draw's: a screen reader would read them out before they land. */}
      <div className={s.tray} data-testid="dice" data-rolling={rolling || undefined} aria-hidden={rolling || undefined}>
        {[0, 1, 2].map((i) => (
          <DiceFace key={i} value={dice ? dice[i] : null} className={rolling && dice ? s.rolling[i] : undefined} />
        ))}
      </div>
      {caption && (
        <p className={s.caption} aria-live="polite">
          {sum === null ? (
            'Chờ mở kết quả'
          ) : rolling ? (
            'Đang lắc...'
          ) : (
            <>
              Tổng <strong className={s.sum}>{sum}</strong> ·{' '}
              <strong className={sum >= 11 ? s.tai : s.xiu}>{sum >= 11 ? 'Tài' : 'Xỉu'}</strong>
            </>
          )}
        </p>
      )}
    </div>
  );
}
