import { isApiError } from './api-error';

// A failure that says nothing about the request itself: no answer came (offline, a timeout, the link
// cut as a node died: status 0), or the proxy or the server asks to try again (502, 503, 504). The
// request may or may not have been carried out, so only a request that carries its idempotency key
// may be sent again: the server then answers it once, whichever of its copies arrives.
export const isTransientFailure = (error: unknown): boolean =>
  isApiError(error) && (error.status === 0 || error.status === 502 || error.status === 503 || error.status === 504);

// A key for one request the player made, sent with each copy of it: `${prefix}-<time>-<random>`.
export const newRequestKey = (prefix: string): string => `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

// Waits between attempts: a node that died is left out by nginx within a second and started again
// within a few; 3.5 s in all.
export const RETRY_DELAYS_MS: readonly number[] = [500, 1_000, 2_000];

/**
 * Sends `send()` again after a transient failure, after each of `delaysMs`, and answers with its
 * first answer or other failure. `send` must carry the same idempotency key every time.
 * `onRetry(attempt)` is told before each new attempt (1, 2, …), to show the player.
 */
export async function retryTransient<T>(
  send: () => Promise<T>,
  { delaysMs = RETRY_DELAYS_MS, onRetry }: { delaysMs?: readonly number[]; onRetry?: (attempt: number) => void } = {},
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await send();
    } catch (error) {
      if (attempt >= delaysMs.length || !isTransientFailure(error)) throw error;
      onRetry?.(attempt + 1);
      await new Promise((resolve) => setTimeout(resolve, delaysMs[attempt]));
    }
  }
}
