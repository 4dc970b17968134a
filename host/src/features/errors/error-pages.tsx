import { Link } from '@app/shared/router';
import { ErrorPage, supportContacts } from '@app/shared';
import { usePublicConfig } from '../public-config/public-config';
import * as styles from './error-pages.css';

export function NotFoundPage() {
  return (
    <ErrorPage code="404" title="Không tìm thấy trang" description="Trang bạn tìm không tồn tại hoặc đã bị xóa.">
      <Link to="/" className={styles.action}>
        Về trang chủ
      </Link>
    </ErrorPage>
  );
}

export function ForbiddenPage() {
  return (
    <ErrorPage code="403" title="Không đủ quyền truy cập" description="Bạn không có quyền truy cập vào trang này.">
      <Link to="/" className={styles.action}>
        Về trang chủ
      </Link>
    </ErrorPage>
  );
}

// A banned player is signed out, so the guarded /ho-tro is out of reach: the support desk's first
// contact the operators set is linked directly (none set: the sentence alone).
export function BannedPage() {
  const [contact] = supportContacts(usePublicConfig().support);
  return (
    <ErrorPage
      code="403"
      title="Tài khoản đã bị khóa"
      description="Tài khoản của bạn đã bị quản trị viên khóa. Nếu bạn cho rằng đây là nhầm lẫn, hãy liên hệ bộ phận hỗ trợ."
    >
      {contact && (
        <a
          href={contact.href}
          {...(contact.kind === 'hotline' ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
          className={styles.action}
        >
          Liên hệ hỗ trợ qua {contact.label}
        </a>
      )}
    </ErrorPage>
  );
}
