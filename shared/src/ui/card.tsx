import type { ComponentPropsWithRef } from 'react';
import { cx } from './cx';
import * as s from './card.css';

export interface CardProps extends ComponentPropsWithRef<'div'> {
  variant?: 'default' | 'raised' | 'highlight' | 'flat';
  padding?: 'none' | 'sm' | 'md' | 'lg';
  /** Hover/press feedback for cards that act as links; give them a role and key handling too. */
  interactive?: boolean;
}

export function Card({ variant = 'default', padding = 'md', interactive = false, className, ...rest }: CardProps) {
  return <div className={cx(s.card, s.variant?.[variant], s.padding?.[padding], interactive && s.interactive, className)} {...rest} />;
}
