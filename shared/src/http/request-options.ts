import type { Options } from 'ky';

/** Options of ours that ride along with ky's (ky hands unknown options to hooks and fetch). */
export interface ApiExtraOptions {
  /**
   * No toast for this call: the caller shows the error itself (forms). Session effects (logout
   * on a revoked or banned session, refresh and retry on 401) still happen.
   */
  silent?: boolean;
  /** Overrides the 10 s timeout for this call. */
  timeoutMs?: number;
  /** Internal: neither wait for nor trigger a token refresh, nor log out (logout's own call). */
  skipAuthHandling?: boolean;
}

export type ApiOptions = Options & ApiExtraOptions;

/** What the typed endpoint functions accept. */
export interface RequestOptions extends ApiExtraOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
  keepalive?: boolean;
}
