import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { ErrorCard, Spinner } from '@app/shared';
import { loadRemoteModule, resetRemote, type RemoteName } from './remote-registry';
import * as styles from './remote-screen.css';

type ScreenModule = { default: ComponentType<any> };
const cache = new Map<string, ComponentType<any>>();

function lazyScreen(id: string) {
  let screen = cache.get(id);
  if (!screen) {
    screen = lazy(() => loadRemoteModule<ScreenModule>(id));
    cache.set(id, screen);
  }
  return screen;
}

class RemoteBoundary extends Component<{ onRetry: () => void; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    console.error('[remote]', error);
  }
  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className={styles.errorWrap}>
        <ErrorCard
          title="Không tải được màn hình"
          message="Phần này của ứng dụng tạm thời không phản hồi. Vui lòng kiểm tra mạng rồi thử lại."
          onRetry={this.props.onRetry}
        />
      </div>
    );
  }
}

export function RemoteLoading() {
  return (
    <div className={styles.loading} aria-busy="true">
      <Spinner size="lg" />
      <span>Đang tải...</span>
    </div>
  );
}

/** A screen exposed by a remote, e.g. `remote_auth/LoginScreen`, with loading and failure states. */
export function RemoteScreen({ id, props }: { id: string; props?: Record<string, unknown> }) {
  const [attempt, setAttempt] = useState(0);
  const Screen = lazyScreen(id);
  const retry = () => {
    cache.delete(id);
    resetRemote(id.split('/')[0] as RemoteName)
      .catch((error) => console.error('[remotes]', error))
      .finally(() => setAttempt((n) => n + 1));
  };
  return (
    <RemoteBoundary key={`${id}#${attempt}`} onRetry={retry}>
      <Suspense fallback={<RemoteLoading />}>
        <Screen {...props} />
      </Suspense>
    </RemoteBoundary>
  );
}

class SilentBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    console.error('[remote overlay]', error);
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Dialogs a remote draws over every screen: nothing while loading, nothing if the remote is down
 * (the screens themselves show the error card). */
export function RemoteOverlay({ id }: { id: string }) {
  const Overlay = lazyScreen(id);
  return (
    <SilentBoundary>
      <Suspense fallback={null}>
        <Overlay />
      </Suspense>
    </SilentBoundary>
  );
}
