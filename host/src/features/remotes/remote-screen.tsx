import { lazy, Suspense, useContext, useState, type ComponentType } from 'react';
import { ErrorCard, Spinner } from '@app/shared';
import { ErrorBoundary } from '../errors/error-boundary';
import { ScreenShown } from '../prerender/screen-shown';
import { ScreenSlots } from '../prerender/screen-slots';
import { fallBack, loadRemoteModule, onRemotesSwitched, resetRemote, type RemoteName } from './remote-registry';
import * as styles from './remote-screen.css';

// A remote screen's props are its own (the host passes them through untouched).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Screen = ComponentType<any>;
type ScreenModule = { default: Screen };
const cache = new Map<string, Screen>();
// Another version of a remote taken (a switch, or a fall back): its screens load anew.
onRemotesSwitched((names) => {
  for (const id of [...cache.keys()]) if (names.includes(id.split('/')[0] as RemoteName)) cache.delete(id);
});

function lazyScreen(id: string) {
  let screen = cache.get(id);
  if (!screen) {
    screen = lazy(() => loadRemoteModule<ScreenModule>(id));
    cache.set(id, screen);
  }
  return screen;
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
  const slots = useContext(ScreenSlots);
  if (slots) return <div data-prerender-screen={id} />;
  const Screen = lazyScreen(id);
  const remote = id.split('/')[0] as RemoteName;
  const retry = () => {
    cache.delete(id);
    resetRemote(remote)
      .catch((error) => console.error('[remotes]', error))
      .finally(() => setAttempt((n) => n + 1));
  };
  // A screen that throws while drawing: the version before it is drawn instead, if there is one.
  const onError = () => {
    if (fallBack(remote, 'error')) setAttempt((n) => n + 1);
  };
  return (
    <ErrorBoundary
      key={`${id}#${attempt}`}
      label="remote"
      onError={onError}
      fallback={
        <div className={styles.errorWrap}>
          <ErrorCard
            title="Không tải được màn hình"
            message="Phần này của ứng dụng tạm thời không phản hồi. Vui lòng kiểm tra mạng rồi thử lại."
            onRetry={retry}
          />
          <ScreenShown />
        </div>
      }
    >
      <Suspense fallback={<RemoteLoading />}>
        <Screen {...props} />
        <ScreenShown />
      </Suspense>
    </ErrorBoundary>
  );
}

/** Dialogs a remote draws over every screen: nothing while loading, nothing if the remote is down
 * (the screens themselves show the error card). */
export function RemoteOverlay({ id }: { id: string }) {
  const Overlay = lazyScreen(id);
  return (
    <ErrorBoundary label="remote overlay" fallback={null}>
      <Suspense fallback={null}>
        <Overlay />
      </Suspense>
    </ErrorBoundary>
  );
}
