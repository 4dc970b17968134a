import { notify } from '../notify/notify';
import { ApiError } from './api-error';
import { networkFailure } from './error-catalogue';
import type { ApiExtraOptions } from './request-options';

type FetchLike = (input: Request, init?: RequestInit) => Promise<Response>;

function anySignal(a: AbortSignal, b: AbortSignal): AbortSignal {
  if (typeof AbortSignal.any === 'function') return AbortSignal.any([a, b]);
  // Safari < 17.4
  const controller = new AbortController();
  const abort = () => controller.abort();
  if (a.aborted || b.aborted) abort();
  a.addEventListener('abort', abort, { once: true });
  b.addEventListener('abort', abort, { once: true });
  return controller.signal;
}

/**
 * The fetch ky calls. The timeout lives here rather than in ky so that a timeout, like a network
 * failure, reaches callers as an ApiError (status 0) with the Vietnamese message; ky's own
 * TimeoutError would bypass every hook. A caller's own abort is passed through untouched.
 */
export function guardedFetch(getFetch: () => FetchLike, defaultTimeoutMs: number) {
  return async (request: Request, init?: RequestInit & ApiExtraOptions): Promise<Response> => {
    const timeoutMs = init?.timeoutMs ?? defaultTimeoutMs;
    const timer = new AbortController();
    let timedOut = false;
    try {
      return await new Promise<Response>((resolve, reject) => {
        const id = setTimeout(() => {
          timedOut = true;
          timer.abort();
          reject(new Error(`timeout after ${timeoutMs} ms`));
        }, timeoutMs);
        getFetch()(request, { signal: anySignal(request.signal, timer.signal) })
          .then(resolve, reject)
          .finally(() => clearTimeout(id));
      });
    } catch (error) {
      if (!timedOut && request.signal.aborted) throw error;
      const failure = networkFailure();
      if (!init?.silent && failure.effect.kind === 'toast') notify.error(failure.effect.message);
      throw new ApiError({ status: 0, message: failure.message, error: timedOut ? 'TIMEOUT' : 'NETWORK', url: request.url });
    }
  };
}
