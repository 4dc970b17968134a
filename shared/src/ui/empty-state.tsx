import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from './cx';
import { ICON_NAMES, Icon, type IconName } from './icon';
import * as s from './empty-state.css';

export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** An icon name from the set, or any node (an illustration). */
  icon?: IconName | ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** Usually a Button leading out of the empty state ("Thêm tài khoản"). */
  action?: ReactNode;
}

export function EmptyState({ icon = 'history', title, description, action, className, ...rest }: EmptyStateProps) {
  return (
    <div className={cx(s.root, className)} {...rest}>
      {icon && (
        <span className={s.icon} aria-hidden="true">
          {isIconName(icon) ? <Icon name={icon} size={30} /> : icon}
        </span>
      )}
      <p className={s.title}>{title}</p>
      {description && <p className={s.description}>{description}</p>}
      {action && <div className={s.action}>{action}</div>}
    </div>
  );
}

function isIconName(value: unknown): value is IconName {
  return typeof value === 'string' && (ICON_NAMES as string[]).includes(value);
}
