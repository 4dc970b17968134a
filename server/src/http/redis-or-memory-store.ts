// The rate limits' counters: in Redis, shared by every node, while Redis answers; in this node's
// memory while it does not (restarting, unreachable). The choice for an outage is to keep limiting,
// per node, rather than to refuse every limited request (a Redis blip would lock every player out
// of logging in) or to stop limiting (a password-guessing window anyone could time): with N nodes an
// address gets at most N times its budget until Redis is back, and then the shared counts resume
// (from where Redis left them; a restarted Redis starts them at zero).
import type { Redis } from 'ioredis';
// The two stores @fastify/rate-limit ships; its types do not name them.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as StoreCtor<[boolean, boolean, Redis, string]>;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as StoreCtor<[boolean, boolean, number?]>;

type Counted = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Counted) => void;
interface Store {
  incr(key: string, callback: Callback, timeWindow: number, max: number): void;
  read(key: string, callback: Callback, timeWindow: number, max: number): void;
  child(routeOptions: object): Store;
}
type StoreCtor<A extends unknown[]> = new (...args: A) => Store;
interface RouteParams {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
}

class RedisOrMemory implements Store {
  constructor(
    private readonly redis: Redis,
    private readonly shared: Store,
    private readonly local: Store,
  ) {}

  private use(method: 'incr' | 'read', key: string, callback: Callback, timeWindow: number, max: number) {
    // Not connected: straight to memory, rather than wait in ioredis's queue for its retries to run out.
    if (this.redis.status !== 'ready') return this.local[method](key, callback, timeWindow, max);
    this.shared[method](
      key,
      (error, result) => (error ? this.local[method](key, callback, timeWindow, max) : callback(null, result)),
      timeWindow,
      max,
    );
  }

  incr(key: string, callback: Callback, timeWindow: number, max: number) {
    this.use('incr', key, callback, timeWindow, max);
  }

  read(key: string, callback: Callback, timeWindow: number, max: number) {
    this.use('read', key, callback, timeWindow, max);
  }

  child(routeOptions: object) {
    return new RedisOrMemory(this.redis, this.shared.child(routeOptions), this.local.child(routeOptions));
  }
}

// A store class as @fastify/rate-limit's `store` option takes it (it calls `new Store(options)`).
export function redisOrMemoryStore(redis: Redis, nameSpace: string) {
  return class extends RedisOrMemory {
    constructor(options: object) {
      const { continueExceeding = false, exponentialBackoff = false } = options as RouteParams;
      super(
        redis,
        new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace),
        new LocalStore(continueExceeding, exponentialBackoff),
      );
    }
  };
}
