import type { ReactNode } from 'react';
import { ErrorPage } from '@app/shared';
import { ErrorBoundary } from './error-boundary';
import * as styles from './error-pages.css';

// The screen shown when a page fails to render, with a way out for the player (back to the home page).
function RouteError() {
  return (
    <ErrorPage code="!" title="Unexpected Application Error!" description="Đã có lỗi không mong muốn. Vui lòng tải lại trang.">
      <button type="button" className={styles.action} onClick={() => window.location.assign('/')}>
        Tải lại
      </button>
    </ErrorPage>
  );
}

/** Anything a screen throws while rendering ends here instead of blanking the app. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary label="route" fallback={<RouteError />}>
      {children}
    </ErrorBoundary>
  );
}
