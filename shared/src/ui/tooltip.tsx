import { cloneElement, isValidElement, useId, useState, type HTMLAttributes, type ReactElement, type ReactNode } from 'react';
import { cx } from './cx';
import * as s from './tooltip.css';

export type TooltipPlacement = 'top' | 'bottom' | 'left' | 'right' | 'bottom-end';

export interface TooltipProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'content'> {
  content: ReactNode;
  /** Controlled visibility (e.g. the support hint that appears after 3 s). Omit to show on hover/focus. */
  open?: boolean;
  placement?: TooltipPlacement;
  /** The anchor; it gets aria-describedby pointing at the bubble while the bubble shows. */
  children: ReactElement<{ 'aria-describedby'?: string }>;
}

export function Tooltip({ content, open, placement = 'left', children, className, ...rest }: TooltipProps) {
  const id = useId();
  const [hovered, setHovered] = useState(false);
  const visible = open ?? hovered;
  const uncontrolled = open === undefined;

  const anchor =
    visible && isValidElement(children)
      ? cloneElement(children, {
          'aria-describedby': cx(children.props['aria-describedby'], id),
        })
      : children;

  return (
    <span
      className={cx(s.anchor, className)}
      onMouseEnter={uncontrolled ? () => setHovered(true) : undefined}
      onMouseLeave={uncontrolled ? () => setHovered(false) : undefined}
      onFocus={uncontrolled ? () => setHovered(true) : undefined}
      onBlur={uncontrolled ? () => setHovered(false) : undefined}
      {...rest}
    >
      {anchor}
      {visible && (
        <span role="tooltip" id={id} className={cx(s.bubble, s.placement?.[placement])}>
          {content}
        </span>
      )}
    </span>
  );
}
