import { useCallback, useEffect, useRef, useState } from 'react';
import { messageOf } from '../http/api-error';
import { createResource } from './create-resource';

export interface Loaded<T> {
  /** The answer for what is asked now; undefined while another question's answer would be the one left. */
  data: T | undefined;
  error: string | null;
  loading: boolean;
  /** Asks again; the answer on screen stays until the new one replaces it. */
  reload: () => void;
}

export interface LoadOptions {
  /** Read the same thing again when one of these changes (a realtime announcement); the answer on screen stays meanwhile. */
  refreshOn?: readonly unknown[];
  /** Said when a failure has no message of its own. */
  failure?: string;
}

const LOAD_FAILED = 'Không tải được dữ liệu. Vui lòng thử lại.';

/**
 * A screen's read: the one way a component loads what it shows (a store shared by several screens
 * is a `createResource` of its own). `deps` say what is asked (a filter, a page, a player): when they
 * change, the old answer is not shown under the new question, nor acted on. A newer read always wins
 * over an older one still on its way (the resource's reset makes the older one not live), and nothing
 * is written after the screen has gone.
 */
export function useLoaded<T>(
  load: () => Promise<T>,
  deps: readonly unknown[],
  { refreshOn = [], failure = LOAD_FAILED }: LoadOptions = {},
): Loaded<T> {
  const key = JSON.stringify(deps);
  const [state, setState] = useState<{ key: string; data: T | undefined; error: string | null; loading: boolean }>({
    key,
    data: undefined,
    error: null,
    loading: true,
  });
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  const [resource] = useState(() => createResource(() => loadRef.current()));
  useEffect(() => {
    resource.reset();
    const live = resource.live();
    setState((s) => (s.key === key ? { ...s, loading: true, error: null } : { key, data: undefined, error: null, loading: true }));
    resource.get().then(
      (data) => {
        if (live()) setState({ key, data, error: null, loading: false });
      },
      (error: unknown) => {
        if (live()) setState((s) => ({ ...s, key, error: messageOf(error, failure), loading: false }));
      },
    );
    // What `load` reads is in `deps`, said by `key`; `failure` is a constant of the caller.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt, ...refreshOn]);
  useEffect(() => () => resource.reset(), [resource]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const current = state.key === key;
  return { data: current ? state.data : undefined, error: current ? state.error : null, loading: !current || state.loading, reload };
}
