import type { CSSProperties } from 'react';
import * as s from './dice-face.css';

// Pip cells of a 3×3 grid, row by row, for each face: the layout real dice use.
const PIPS: Readonly<Record<number, readonly number[]>> = {
  1: [4],
  2: [2, 6],
  3: [2, 4, 6],
  4: [0, 2, 6, 8],
  5: [0, 2, 4, 6, 8],
  6: [0, 2, 3, 5, 6, 8],
};
const CELLS = [0, 1, 2, 3, 4, 5, 6, 7, 8];

export interface DiceFaceProps {
  /** 1 to 6, or null for a die not yet thrown ('?'). */
  value: number | null;
  size?: 'lg' | 'sm';
  className?: string;
  /** The reveal's timing of its tumble (dice-reveal.tsx). */
  style?: CSSProperties;
}

export function DiceFace({ value, size = 'lg', className, style }: DiceFaceProps) {
  const pips = value !== null ? PIPS[value] : undefined;
  const classes = [size === 'lg' ? s.face : s.faceSmall, className].filter(Boolean).join(' ');
  if (!pips) {
    return (
      <span className={`${classes} ${s.unknown}`} data-die="" aria-label="Chưa có kết quả" role="img">
        ?
      </span>
    );
  }
  return (
    <span className={classes} style={style} data-die="" data-value={value} role="img" aria-label={`Xúc xắc ${value}`}>
      {CELLS.map((cell) =>
        pips.includes(cell) ? (
          // Tradition paints the 1 and the 4 red on Asian dice.
          <span key={cell} className={value === 1 || value === 4 ? s.pipRed : s.pip} data-pip="" />
        ) : (
          <span key={cell} className={s.cell} />
        ),
      )}
    </span>
  );
}
