import { type Dice } from '@app/shared/signed-in';
import { DiceFace } from './dice-face';
import { diceSum } from './game-table-format';
import { REVEAL_MS } from './reveal-timing';
import * as s from './dice-reveal.css';

export interface DiceRevealProps {
  /** The round's dice in the result phase; null while betting. */
  dice: Dice | null;
  /** A new result just arrived: the cup shakes over the dice, then lifts off them. */
  rolling: boolean;
  /** The reveal's length (the table fits it to the result phase). */
  durationMs?: number;
  /** 'fade' with less motion asked for: the cup only fades. */
  motion?: 'animate' | 'fade';
  /** The line under the dice (sum and outcome); off where a result banner says it already. */
  caption?: boolean;
}

export function DiceReveal({ dice, rolling, durationMs = REVEAL_MS, motion = 'animate', caption = true }: DiceRevealProps) {
  const sum = dice ? diceSum(dice) : null;
  const animating = rolling && dice !== null && motion === 'animate';
  return (
    <div className={s.root}>
      {/* Under the cup, the faces are already the draw's: a screen reader would read them out before it lifts. */}
      <div className={s.tray} data-testid="dice" data-rolling={rolling || undefined} aria-hidden={rolling || undefined}>
        {[0, 1, 2].map((i) => (
          <DiceFace
            key={i}
            value={dice ? dice[i] : null}
            className={animating ? s.rolling[i] : undefined}
            style={animating ? { animationDuration: `${durationMs - s.ROLL_DELAYS[i]}ms` } : undefined}
          />
        ))}
        {rolling && dice && (
          <span
            className={motion === 'fade' ? s.cupFading : s.cupLifting}
            data-testid="dice-cup"
            style={animating ? { animationDuration: `${durationMs}ms` } : undefined}
          />
        )}
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
