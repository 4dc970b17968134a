import ky, { type Input, type KyInstance, type Options, type ResponsePromise } from 'ky';
import { API_BASE, API_TIMEOUT_MS } from '../contracts/constants';
import { takeEarlyResponse } from './early-responses';
import { guardedFetch } from './guarded-fetch';
import { attachToken, failOnError, refreshAndRetry } from './hooks';
import type { ApiOptions } from './request-options';

export interface ApiConfig {
  /** Default '/api'; tests and other origins give an absolute URL. */
  baseUrl: string;
  timeoutMs: number;
  /** Default: the global fetch, looked up at call time (so tests may replace it). */
  fetch?: (input: Request, init?: RequestInit) => Promise<Response>;
}

function createApi(config: Partial<ApiConfig> = {}): KyInstance {
  const { baseUrl = API_BASE, timeoutMs = API_TIMEOUT_MS, fetch: customFetch } = config;
  return ky.create({
    prefixUrl: baseUrl,
    credentials: 'include',
    // Our timeout is in guardedFetch; ky's would throw past the hooks.
    timeout: false,
    // Never repeat a request on our own: a repeated POST could move money twice.
    retry: 0,
    // content-type: application/json is set by ky whenever a JSON body is sent. It is not set on
    // body-less calls: the server rejects an empty body declared as JSON.
    headers: { accept: 'application/json' },
    fetch: guardedFetch(() => customFetch ?? globalThis.fetch, timeoutMs) as Options['fetch'],
    // The page's early answers are taken after the token is set: only one asked with it is used.
    hooks: { beforeRequest: [attachToken, takeEarlyResponse], afterResponse: [refreshAndRetry, failOnError] },
  });
}

type Method = <T = unknown>(url: Input, options?: ApiOptions) => ResponsePromise<T>;

export interface ApiInstance extends Method {
  get: Method;
  post: Method;
  put: Method;
  patch: Method;
  delete: Method;
  head: Method;
  /** A derived instance (e.g. with an x-csrf-token hook) keeping our hooks. */
  extend: (defaults: ApiOptions) => KyInstance;
}

let instance = createApi();

/** Replaces the configuration of `api` (base URL, timeout, fetch). */
export function configureApi(config: Partial<ApiConfig>): void {
  instance = createApi(config);
}

// Paths may be written with a leading slash ('/auth/me'); ky refuses a leading slash with a prefix.
const relative = (url: Input): Input => (typeof url === 'string' ? url.replace(/^\/+/, '') : url);

const method =
  (name?: 'get' | 'post' | 'put' | 'patch' | 'delete' | 'head'): Method =>
  (url, options) =>
    (name ? instance[name] : instance)(relative(url), options as Options);

/**
 * The page's HTTP client: base /api, cookies included, Bearer token, 10 s timeout, and the
 * HTTP error catalogue of error-catalogue.ts (errors are ApiError). A stable object whose
 * configuration can be replaced with configureApi.
 */
export const api: ApiInstance = Object.assign(method(), {
  get: method('get'),
  post: method('post'),
  put: method('put'),
  patch: method('patch'),
  delete: method('delete'),
  head: method('head'),
  extend: (defaults: ApiOptions) => instance.extend(defaults as Options),
});
