import { useRouteError } from 'react-router';
import { ErrorPage } from '@app/shared';
import * as styles from './error-pages.css';

// The router's default error screen (spec section 2), with a way out for the player.
export function RouteError() {
  const error = useRouteError();
  console.error('[route]', error);
  return (
    <ErrorPage code="!" title="Unexpected Application Error!" description="Đã có lỗi không mong muốn. Vui lòng tải lại trang.">
      <button type="button" className={styles.action} onClick={() => window.location.assign('/')}>
        Tải lại
      </button>
    </ErrorPage>
  );
}
