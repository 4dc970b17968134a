import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from './cx';
import { Icon, type IconName } from './icon';
import * as s from './error-page.css';

export interface ErrorPageProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Large code at the top: 404, 403 … */
  code?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** Icon above the code; `null` for none. */
  icon?: IconName | null;
  /** Take the whole browser viewport instead of the parent's height (standalone routes). */
  fullViewport?: boolean;
  /** Links or buttons under the text ("Về trang chủ", "Liên hệ hỗ trợ"). */
  children?: ReactNode;
}

// The generic full-screen error page: 404 'Không tìm thấy trang',
// 403 'Tài khoản đã bị khóa', 'Không đủ quyền truy cập', the dev-tools notice.
export function ErrorPage({ code, title, description, icon = 'dice', fullViewport = false, children, className, ...rest }: ErrorPageProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={cx(s.root, fullViewport && s.fullViewport, className)} {...rest}>
      {icon && (
        <span className={s.art} aria-hidden="true">
          <Icon name={icon} size={56} strokeWidth={1.6} />
        </span>
      )}
      {code !== undefined && code !== null && <p className={s.code}>{code}</p>}
      <h1 id={titleId} className={s.title}>
        {title}
      </h1>
      {description && <p className={s.description}>{description}</p>}
      {children && <div className={s.extra}>{children}</div>}
    </section>
  );
}
