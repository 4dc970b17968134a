import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from './cx';
import { Spinner } from './spinner';
import * as s from './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Full width of the parent. */
  block?: boolean;
  /** Shows a spinner and disables the button so a money action cannot be sent twice. */
  loading?: boolean;
  leftIcon?: ReactNode;
  rightIcon?: ReactNode;
}

export function Button({
  variant = 'primary',
  size = 'md',
  block = false,
  loading = false,
  disabled,
  leftIcon,
  rightIcon,
  // A bare <button> inside a form submits it; most buttons here are not submits, so make that opt-in.
  type = 'button',
  className,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={cx(s.base, s.variant?.[variant], s.size?.[size], block && s.block, className)}
      {...rest}
    >
      {loading ? <Spinner decorative size={size === 'lg' ? 'sm' : 'xs'} /> : leftIcon && <span className={s.iconSlot}>{leftIcon}</span>}
      {children}
      {rightIcon && !loading && <span className={s.iconSlot}>{rightIcon}</span>}
    </button>
  );
}
