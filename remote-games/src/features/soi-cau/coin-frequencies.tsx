import { useId, useMemo } from 'react';
import { visuallyHidden } from '@app/shared';
import { BET_SIDE_LABELS, type RoundResultDto } from '@app/shared/signed-in';
import { coinColourCounts, percent, redCountFrequencies } from './frequencies';
import * as s from './frequency-bars.css';

export interface CoinFrequenciesProps {
  /** Settled xóc đĩa rounds, newest first: the window counted (soi-cau-rounds.ts). */
  rounds: readonly RoundResultDto[];
}

// The five ways four coins fall, by how many are red; worded as the bet sides are.
const RED_COUNT_LABELS = [
  BET_SIDE_LABELS.four_white,
  BET_SIDE_LABELS.three_white,
  '2 Đỏ 2 Trắng',
  BET_SIDE_LABELS.three_red,
  BET_SIDE_LABELS.four_red,
];

/** The red and white coins over the window, and how many rounds came with 0 to 4 red. */
export function CoinFrequencies({ rounds }: CoinFrequenciesProps) {
  const titleId = useId();
  const colours = useMemo(() => coinColourCounts(rounds), [rounds]);
  const byRed = useMemo(() => redCountFrequencies(rounds), [rounds]);
  const coins = colours.red + colours.white;
  const most = Math.max(1, ...byRed);
  const newestRed = rounds[0]?.coins ? rounds[0].coins.filter((c) => c === 'red').length : null;

  return (
    <section className={s.root} aria-labelledby={titleId} data-testid="coin-frequencies">
      <div className={s.head}>
        <h2 className={s.title} id={titleId}>
          Tần suất đồng xu
        </h2>
        <p className={s.note}>
          {rounds.length} phiên gần nhất, {coins} đồng xu
        </p>
      </div>
      <p className={s.colours} data-testid="coin-colours">
        <span className={s.redText}>
          Đỏ {colours.red} ({percent(colours.red, coins)}%)
        </span>
        <span className={s.split} aria-hidden="true">
          <span className={s.splitRed} style={{ width: `${percent(colours.red, coins)}%` }} />
        </span>
        <span className={s.whiteText}>
          Trắng {colours.white} ({percent(colours.white, coins)}%)
        </span>
      </p>
      <ul className={s.list} aria-label={`Số phiên theo số đồng đỏ trong ${rounds.length} phiên gần nhất`}>
        {byRed.map((count, red) => {
          const isNewest = red === newestRed;
          return (
            <li key={red} className={s.rowLabelled} data-red={red} data-newest={isNewest || undefined}>
              <span className={s.coins} aria-hidden="true">
                {[0, 1, 2, 3].map((i) => (
                  <span key={i} className={i < red ? s.coinRed : s.coinWhite} />
                ))}
              </span>
              <span className={s.label}>{RED_COUNT_LABELS[red]}</span>
              <span className={s.track} aria-hidden="true">
                <span className={s.fillGold} style={{ width: `${(count / most) * 100}%` }} />
              </span>
              <span className={s.count}>{count} phiên</span>
              <span className={s.share}>{percent(count, rounds.length)}%</span>
              <span className={isNewest ? s.newTag : s.noTag} aria-hidden="true">
                mới
              </span>
              {isNewest && <span className={visuallyHidden}>, phiên mới nhất</span>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
