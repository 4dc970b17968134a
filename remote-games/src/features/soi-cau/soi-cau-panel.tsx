import { Skeleton } from '@app/shared';
import { LatePartFailed, latePart } from '../game-table/late-part';
import { settledRounds } from './soi-cau-rounds';
import type { SoiCauViewsProps } from './soi-cau-views';

// The richer views (big road, sum chart, frequencies) are a chunk of their own, asked for once the
// table has drawn its history.
const views = latePart(() => import(/* webpackChunkName: "soi-cau" */ './soi-cau-views').then((m) => m.SoiCauViews));

/** The views' chunk, asked for once; asked for again after a failure. */
export const loadSoiCauViews = views.load;

export interface SoiCauPanelProps extends SoiCauViewsProps {
  /** The table's panel around the views. */
  className?: string;
}

export function SoiCauPanel({ className, ...props }: SoiCauPanelProps) {
  // No round yet: the bead plate says so, and nothing is drawn or loaded.
  const played = settledRounds(props.results, 1).length > 0;
  const { Part: Views, failed, retry } = views.usePart(played);
  if (!played) return null;
  return (
    <div className={className} aria-busy={!Views && !failed}>
      {Views ? (
        <Views {...props} />
      ) : failed ? (
        <LatePartFailed message="Không tải được cầu bệt và thống kê." onRetry={retry} />
      ) : (
        <Skeleton height={220} radius={12} />
      )}
    </div>
  );
}
