import { Component, type ReactNode } from 'react';
import { ErrorPage } from '@app/shared';
import * as styles from './error-pages.css';

// The default error screen (spec section 2), with a way out for the player.
export function RouteError() {
  return (
    <ErrorPage code="!" title="Unexpected Application Error!" description="Đã có lỗi không mong muốn. Vui lòng tải lại trang.">
      <button type="button" className={styles.action} onClick={() => window.location.assign('/')}>
        Tải lại
      </button>
    </ErrorPage>
  );
}

/** Anything a screen throws while rendering ends here instead of blanking the app. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    console.error('[route]', error);
  }
  render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
