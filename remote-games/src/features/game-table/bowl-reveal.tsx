import type { Coins } from '@app/shared';
import { coinCounts } from './game-table-format';
import * as s from './bowl-reveal.css';

export interface BowlRevealProps {
  /** The round's four coins in the result phase; null while betting (the bowl stays down). */
  coins: Coins | null;
  /** A new result just arrived: the bowl shakes, then lifts. */
  revealing: boolean;
  /** The line under the plate (coin counts); off where a result banner says it already. */
  caption?: boolean;
}

const COIN_NAMES = { red: 'Đỏ', white: 'Trắng' } as const;

export function BowlReveal({ coins, revealing, caption = true }: BowlRevealProps) {
  const counts = coins ? coinCounts(coins) : null;
  const bowlClass = !coins ? s.bowlDown : revealing ? s.bowlLifting : s.bowlUp;
  return (
    <div className={s.root}>
      <div className={s.stage}>
        <div className={s.plate}>
          <div
            className={s.coins}
            data-testid="coins"
            role="img"
            // The coins are under the lifting bowl already: a screen reader must not name them before it is up.
            aria-label={!coins ? 'Bát đang úp' : revealing ? 'Đang mở bát' : coins.map((c) => COIN_NAMES[c]).join(', ')}
          >
            {coins?.map((coin, i) => (
              <span key={i} className={coin === 'red' ? s.coinRed : s.coinWhite} data-coin={coin} />
            ))}
          </div>
        </div>
        <div className={bowlClass} data-testid="bowl" data-state={!coins ? 'down' : revealing ? 'lifting' : 'up'} aria-hidden="true" />
      </div>
      {caption && (
        <p className={s.caption} aria-live="polite">
          {!counts ? (
            'Chờ mở bát'
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
