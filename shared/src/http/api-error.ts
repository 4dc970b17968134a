export interface ApiErrorInit {
  /** HTTP status; 0 when no response arrived (offline, timeout, DNS). */
  status: number;
  /** Vietnamese, fit to show a player. */
  message: string;
  /** The form field the server blamed, when it named one. */
  field?: string;
  /** The server's machine-readable error ('SESSION_REVOKED', 'User is banned', ...). */
  error?: string;
  /** The parsed response body, if any. */
  data?: unknown;
  url?: string;
}

/** Every failure of `api` and the endpoint functions reaches callers as one of these. */
export class ApiError extends Error {
  readonly status: number;
  readonly field?: string;
  readonly error?: string;
  readonly data: unknown;
  readonly url?: string;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.field = init.field;
    this.error = init.error;
    this.data = init.data;
    this.url = init.url;
  }
}

export const isApiError = (value: unknown): value is ApiError => value instanceof ApiError;

/** What to tell the reader of a failure: the server's Vietnamese message, else the caller's own. */
export const messageOf = (error: unknown, fallback: string): string => (isApiError(error) && error.message ? error.message : fallback);
