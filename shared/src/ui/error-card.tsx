import type { ReactNode } from 'react';
import { Button } from './button';
import { Card, type CardProps } from './card';
import { cx } from './cx';
import { Icon } from './icon';
import * as s from './error-card.css';

export interface ErrorCardProps extends Omit<CardProps, 'title'> {
  title?: ReactNode;
  message?: ReactNode;
  /** Without it no retry button is shown (nothing to retry). */
  onRetry?: () => void;
  retryLabel?: ReactNode;
  /** The retry is running: the button spins and cannot be pressed again. */
  retrying?: boolean;
}

// For a block of a screen whose data failed to load; the rest of the screen keeps working.
export function ErrorCard({
  title = 'Đã xảy ra lỗi',
  message = 'Không thể tải dữ liệu. Vui lòng thử lại.',
  onRetry,
  retryLabel = 'Thử lại',
  retrying = false,
  className,
  ...rest
}: ErrorCardProps) {
  return (
    <Card role="alert" className={cx(s.root, className)} {...rest}>
      <span className={s.icon} aria-hidden="true">
        <Icon name="alert" size={26} />
      </span>
      <p className={s.title}>{title}</p>
      {message && <p className={s.message}>{message}</p>}
      {onRetry && (
        <Button variant="secondary" className={s.action} onClick={onRetry} loading={retrying}>
          {retryLabel}
        </Button>
      )}
    </Card>
  );
}
