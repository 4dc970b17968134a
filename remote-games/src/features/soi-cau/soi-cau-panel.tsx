import { useEffect, useState, type ComponentType } from 'react';
import { Button, Skeleton } from '@app/shared';
import { settledRounds } from './soi-cau-rounds';
import type { SoiCauViewsProps } from './soi-cau-views';
import * as s from './soi-cau-panel.css';

type Views = ComponentType<SoiCauViewsProps>;

// The richer views (big road, sum chart, frequencies) are a chunk of their own: the table's first
// load carries only this loader, and the chunk is asked for once the table has drawn its history.
// Kept once loaded, so a table opened again draws them at once.
let loaded: Views | null = null;
let loading: Promise<Views> | null = null;

/** The views' chunk, asked for once; asked for again after a failure. */
export function loadSoiCauViews(): Promise<Views> {
  loading ??= import(/* webpackChunkName: "soi-cau" */ './soi-cau-views').then(
    (m) => (loaded = m.SoiCauViews),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

export interface SoiCauPanelProps extends SoiCauViewsProps {
  /** The table's panel around the views. */
  className?: string;
}

export function SoiCauPanel({ className, ...props }: SoiCauPanelProps) {
  const [Views, setViews] = useState<Views | null>(() => loaded);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // No round yet: the bead plate says so, and nothing is drawn or loaded.
  const played = settledRounds(props.results, 1).length > 0;

  useEffect(() => {
    if (Views || !played) return;
    let live = true;
    loadSoiCauViews().then(
      (views) => live && setViews(() => views),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [Views, played, attempt]);

  if (!played) return null;
  return (
    <div className={className} aria-busy={!Views && !failed}>
      {Views ? (
        <Views {...props} />
      ) : failed ? (
        // A chunk that does not arrive (a dropped connection, a deploy that removed it) costs the
        // player these views, not the table.
        <div className={s.failed} role="alert">
          <p className={s.message}>Không tải được cầu bệt và thống kê.</p>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              setFailed(false);
              setAttempt((n) => n + 1);
            }}
          >
            Thử lại
          </Button>
        </div>
      ) : (
        <Skeleton height={220} radius={12} />
      )}
    </div>
  );
}
