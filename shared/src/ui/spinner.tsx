import type { HTMLAttributes } from 'react';
import { cx } from './cx';
import * as s from './spinner.css';
import { visuallyHidden } from './a11y.css';

export type SpinnerSize = 'xs' | 'sm' | 'md' | 'lg';

export interface SpinnerProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  size?: SpinnerSize;
  tone?: 'current' | 'gold' | 'muted';
  /** Announced to screen readers. Ignored when `decorative`. */
  label?: string;
  /** Inside a control that already says it is busy (e.g. a loading button) the spinner stays silent. */
  decorative?: boolean;
}

export function Spinner({ size = 'md', tone = 'current', label = 'Đang tải...', decorative = false, className, ...rest }: SpinnerProps) {
  if (decorative) {
    return <span aria-hidden="true" className={cx(s.spinner, s.spinnerSize?.[size], s.tone?.[tone], className)} {...rest} />;
  }
  return (
    <span role="status" className={className} {...rest}>
      <span aria-hidden="true" className={cx(s.spinner, s.spinnerSize?.[size], s.tone?.[tone])} />
      <span className={visuallyHidden}>{label}</span>
    </span>
  );
}
