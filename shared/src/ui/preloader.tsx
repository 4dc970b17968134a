import type { HTMLAttributes } from 'react';
import { cx } from './cx';
import { Logo } from './logo';
import * as s from './preloader.css';

export interface PreloaderProps extends HTMLAttributes<HTMLDivElement> {
  label?: string;
  /** true: covers the whole screen (app start). false: fills its container (lazy route fallback). */
  fullScreen?: boolean;
}

export function Preloader({ label = 'Đang tải...', fullScreen = true, className, ...rest }: PreloaderProps) {
  return (
    <div
      role="status"
      aria-busy="true"
      aria-live="polite"
      className={cx(s.root, fullScreen ? s.fullScreen : s.inline, className)}
      {...rest}
    >
      <Logo layout="stacked" size="md" className={s.logo} aria-hidden="true" />
      <div className={s.track} aria-hidden="true">
        <div className={s.bar} />
      </div>
      <p className={s.label}>{label}</p>
    </div>
  );
}
