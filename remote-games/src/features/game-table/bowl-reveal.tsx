import type { ReactNode } from 'react';
import { Button } from '@app/shared';
import { type Coins } from '@app/shared/signed-in';
import { coinCounts } from './game-table-format';
import { REVEAL_MS } from './reveal-timing';
import { useBowlDrag } from './use-bowl-drag';
import * as s from './bowl-reveal.css';

export interface BowlRevealProps {
  /** The round's four coins in the result phase; null while betting (the bowl stays down). */
  coins: Coins | null;
  /** A new result just arrived: the bowl shakes, then lifts (or waits for the player's hand). */
  revealing: boolean;
  /** The reveal's length (the table fits it to the result phase). */
  durationMs?: number;
  /**
   * 'animate': shaken, then lifted; 'fade' (less motion asked for): it fades; 'squeeze' ("Tự nặn
   * bát"): the player drags it off, or presses 'Mở bát'; at the reveal's end it comes off anyway.
   */
  motion?: 'animate' | 'fade' | 'squeeze';
  /** The player opened the bowl themselves (squeeze). */
  onOpen?: () => void;
  /** Beside the plate (the table's "Tự nặn" switch): no height added to the stage. */
  aside?: ReactNode;
  /** The line under the plate (coin counts); off where a result banner says it already. */
  caption?: boolean;
}

const COIN_NAMES = { red: 'Đỏ', white: 'Trắng' } as const;

export function BowlReveal({
  coins,
  revealing,
  durationMs = REVEAL_MS,
  motion = 'animate',
  onOpen,
  aside,
  caption = true,
}: BowlRevealProps) {
  const counts = coins ? coinCounts(coins) : null;
  const squeezing = revealing && coins !== null && motion === 'squeeze';
  const drag = useBowlDrag(squeezing, () => onOpen?.());
  const state = !coins ? 'down' : !revealing ? 'up' : motion === 'squeeze' ? 'squeeze' : motion === 'fade' ? 'fading' : 'lifting';
  const bowlClass = {
    down: s.bowlDown,
    up: s.bowlUp,
    squeeze: drag.offset ? s.bowlDragging : s.bowlSqueeze,
    fading: s.bowlFading,
    lifting: s.bowlLifting,
  }[state];
  const { offset } = drag;
  const bowlStyle = offset
    ? { transform: `translate(calc(-50% + ${offset.x}px), ${offset.y}px) rotate(${offset.x / 8}deg)` }
    : state === 'lifting'
      ? { animationDuration: `${durationMs}ms` }
      : undefined;
  return (
    <div className={s.root}>
      <div className={s.row}>
        <div className={s.side}>{aside}</div>
        <div className={s.stage}>
          <div className={s.plate}>
            <div
              className={s.coins}
              data-testid="coins"
              role="img"
              // The coins are under the bowl still: a screen reader must not name them before it is off.
              aria-label={!coins ? 'Bát đang úp' : revealing ? 'Đang mở bát' : coins.map((c) => COIN_NAMES[c]).join(', ')}
            >
              {coins?.map((coin, i) => (
                <span key={i} className={coin === 'red' ? s.coinRed : s.coinWhite} data-coin={coin} />
              ))}
            </div>
          </div>
          <div className={bowlClass} style={bowlStyle} data-testid="bowl" data-state={state} aria-hidden="true" {...drag.handlers} />
        </div>
        <div className={s.side}>
          {/* The drag's alternative for a keyboard, a switch or a screen reader. */}
          {squeezing && (
            <Button variant="primary" size="sm" onClick={() => onOpen?.()} data-testid="open-bowl">
              Mở bát
            </Button>
          )}
        </div>
      </div>
      {caption && (
        <p className={s.caption} aria-live="polite">
          {!counts ? (
            'Chờ mở bát'
          ) : squeezing ? (
            'Kéo bát để mở'
          ) : revealing ? (
            'Đang mở bát...'
          ) : (
            <>
              <strong className={s.red}>{counts.red} Đỏ</strong> · <strong className={s.white}>{counts.white} Trắng</strong>
            </>
          )}
        </p>
      )}
    </div>
  );
}
