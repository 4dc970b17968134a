// Hand-written rather than TanStack Query: the remotes share these stores as module-federation
// singletons and valtio already holds their state; a query library would add a second state store
// and ~13 KB gzip to the first load.

/** True until the next reset: work started before it (a late answer, a later page) must not write. */
export type Live = () => boolean;

export interface ResourceOptions<T> {
  /** How long an answer is served without asking again (0, the default: never). May depend on the answer. */
  ttlMs?: number | ((answer: T) => number);
  /** Read on every call, so that a test's fake clock is seen. */
  now?: () => number;
}

export interface Resource<T, A extends unknown[] = []> {
  /** The cached answer while fresh, else the request running (its arguments win), else a new one. Failures are not cached. */
  get(...args: A): Promise<T>;
  peek(): T | undefined;
  pending(): Promise<T> | null;
  /** Drops the cached answer only: a request running still delivers, and caches, its own. */
  invalidate(): void;
  /** Drops the cached answer and the request running, whose answer is then neither cached nor live. */
  reset(): void;
  live(): Live;
}

export function createResource<T, A extends unknown[] = []>(
  fetch: (live: Live, ...args: A) => Promise<T>,
  { ttlMs = 0, now = () => Date.now() }: ResourceOptions<T> = {},
): Resource<T, A> {
  let generation = 0;
  let running: Promise<T> | null = null;
  let cached: { value: T; until: number } | null = null;

  const live = (): Live => {
    const startedIn = generation;
    return () => startedIn === generation;
  };
  const fresh = () => (cached && now() < cached.until ? cached : null);

  function get(...args: A): Promise<T> {
    const hit = fresh();
    if (hit) return Promise.resolve(hit.value);
    if (running) return running;
    const isLive = live();
    // The slot is freed before any caller resumes: a caller asking again right after starts a new request.
    const request = fetch(isLive, ...args).then(
      (value) => {
        if (!isLive()) return value;
        running = null;
        const ttl = typeof ttlMs === 'function' ? ttlMs(value) : ttlMs;
        cached = ttl > 0 ? { value, until: now() + ttl } : null;
        return value;
      },
      (error: unknown) => {
        if (isLive()) running = null;
        throw error;
      },
    );
    running = request;
    return request;
  }

  const reset = () => {
    generation += 1;
    running = null;
    cached = null;
  };
  const invalidate = () => {
    cached = null;
  };
  return { get, peek: () => fresh()?.value, pending: () => running, invalidate, reset, live };
}

export interface SingleFlight<A extends unknown[], T> {
  /** Joins the call running (its arguments win) or starts one. */
  (...args: A): Promise<T>;
  pending(): Promise<T> | null;
}

/** For work that must never run twice at once (a token refresh, a logout) and has nothing to cache. */
export function singleFlight<A extends unknown[], T>(fn: (...args: A) => Promise<T>): SingleFlight<A, T> {
  const flight = createResource((_live: Live, ...args: A) => fn(...args));
  return Object.assign((...args: A) => flight.get(...args), { pending: flight.pending });
}
