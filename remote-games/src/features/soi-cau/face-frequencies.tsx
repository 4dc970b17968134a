import { useId, useMemo } from 'react';
import { visuallyHidden } from '@app/shared';
import { type RoundResultDto } from '@app/shared/signed-in';
import { DiceFace } from '../game-table/dice-face';
import { diceFaceCounts, percent } from './frequencies';
import * as s from './frequency-bars.css';

export interface FaceFrequenciesProps {
  /** Settled tài xỉu rounds, newest first: the window counted (soi-cau-rounds.ts). */
  rounds: readonly RoundResultDto[];
}

const FACES = [1, 2, 3, 4, 5, 6];

/** How often each face came up over the window, the faces of the newest round marked. */
export function FaceFrequencies({ rounds }: FaceFrequenciesProps) {
  const titleId = useId();
  const counts = useMemo(() => diceFaceCounts(rounds), [rounds]);
  const dice = counts.reduce((a, b) => a + b, 0);
  const most = Math.max(1, ...counts);
  const newest = new Set(rounds[0]?.dice ?? []);

  return (
    <section className={s.root} aria-labelledby={titleId} data-testid="face-frequencies">
      <div className={s.head}>
        <h2 className={s.title} id={titleId}>
          Tần suất mặt xúc xắc
        </h2>
        <p className={s.note}>
          {rounds.length} phiên gần nhất, {dice} viên
        </p>
      </div>
      <ul className={s.list} aria-label={`Số lần mỗi mặt ra trong ${rounds.length} phiên gần nhất`}>
        {FACES.map((face) => {
          const count = counts[face - 1];
          const inNewest = newest.has(face);
          return (
            <li key={face} className={s.row} data-face={face} data-newest={inNewest || undefined}>
              <span className={s.icon} aria-hidden="true">
                <DiceFace value={face} size="sm" />
              </span>
              <span className={visuallyHidden}>Mặt {face}: </span>
              <span className={s.track} aria-hidden="true">
                <span className={s.fillGold} style={{ width: `${(count / most) * 100}%` }} />
              </span>
              <span className={s.count}>{count} lần</span>
              <span className={s.share}>{percent(count, dice)}%</span>
              <span className={inNewest ? s.newTag : s.noTag} aria-hidden="true">
                mới
              </span>
              {inNewest && <span className={visuallyHidden}>, có trong phiên mới nhất</span>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
