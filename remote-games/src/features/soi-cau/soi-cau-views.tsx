import { type GameType, type RoundHistoryEntryDto } from '@app/shared/signed-in';
import { useMemo } from 'react';
import { BigRoadBoard } from './big-road-board';
import { CoinFrequencies } from './coin-frequencies';
import { FaceFrequencies } from './face-frequencies';
import { settledRounds } from './soi-cau-rounds';
import { SumChart } from './sum-chart';
import * as s from './soi-cau-views.css';

export interface SoiCauViewsProps {
  game: GameType;
  /** The table's history, newest first, holding only rounds whose reveal has ended (game-table.tsx). */
  results: readonly RoundHistoryEntryDto[];
}

/**
 * The soi cầu views besides the bead plate: the big road, the sum chart (tài xỉu) and the
 * frequencies, all computed here from the public history the table already holds. Loaded in a chunk
 * of its own once the table is on screen (soi-cau-panel.tsx).
 */
export function SoiCauViews({ game, results }: SoiCauViewsProps) {
  const rounds = useMemo(() => settledRounds(results), [results]);
  // The bead plate above already says there is no round yet; nothing to draw or count.
  if (rounds.length === 0) return null;
  return (
    <div className={s.root} data-testid="soi-cau-views">
      <BigRoadBoard game={game} rounds={rounds} />
      {game === 'taixiu' ? (
        <>
          <SumChart rounds={rounds} />
          <FaceFrequencies rounds={rounds} />
        </>
      ) : (
        <CoinFrequencies rounds={rounds} />
      )}
    </div>
  );
}
