import type { CSSProperties, HTMLAttributes } from 'react';
import { cx } from './cx';
import * as s from './skeleton.css';

export interface SkeletonProps extends HTMLAttributes<HTMLSpanElement> {
  width?: number | string;
  height?: number | string;
  radius?: number | string;
  circle?: boolean;
  /** Several lines of the same shape (text paragraphs, list rows). */
  count?: number;
}

// Placeholders are hidden from assistive tech; the region that is loading should say aria-busy.
export function Skeleton({ width = '100%', height = 16, radius, circle = false, count = 1, className, style, ...rest }: SkeletonProps) {
  const shape: CSSProperties = {
    width: circle ? height : width,
    height,
    ...(radius !== undefined ? { borderRadius: radius } : null),
    ...style,
  };
  const one = (key?: number) => (
    <span key={key} aria-hidden="true" className={cx(s.skeleton, circle && s.circle, className)} style={shape} {...rest} />
  );
  if (count <= 1) return one();
  return (
    <span className={s.stack} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => one(i))}
    </span>
  );
}
