import type { BeforeRequestHook } from 'ky';
import { API_TIMEOUT_MS } from '../contracts/constants';

// Answers to the API reads the page itself started before the app's script arrived (the server
// writes that script into the page: server/src/static/early-requests.ts). The client takes each one
// instead of asking again: once, for a GET of the same URL with the same token, and only during the
// page's first moments (an answer taken a minute later would be stale).

interface EarlyRequests {
  token: string;
  responses: Record<string, Promise<Response | null> | undefined>;
  /** [sent, answered] in epoch ms, for the answers that arrived. */
  times: Record<string, [number, number] | undefined>;
}

const FRESH_FOR_MS = 30_000;

const early = (): EarlyRequests | undefined =>
  typeof window === 'undefined' ? undefined : (window as { __early?: EarlyRequests }).__early;

// The middle of the round trip of each early answer taken, until the screen asks for it.
const answeredAt = new Map<string, number>();

export const takeEarlyResponse: BeforeRequestHook = async (request) => {
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  const key = url.pathname + url.search;
  // A time noted for an earlier answer to this URL is not this request's.
  answeredAt.delete(key);
  const found = early();
  if (!found || performance.now() > FRESH_FOR_MS || url.origin !== window.location.origin) return;
  const pending = found.responses[key];
  if (!pending || request.headers.get('authorization') !== `Bearer ${found.token}`) return;
  delete found.responses[key];
  // An answer taken here escapes the client's own timeout: it gets the same one. The early request
  // failed on the network, or is stalled: ask again, as the app would have.
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), API_TIMEOUT_MS);
  });
  const response = await Promise.race([pending, timeout]).finally(() => clearTimeout(timer));
  if (!response) return;
  const times = found.times[key];
  if (times) answeredAt.set(key, (times[0] + times[1]) / 2);
  return response;
};

/**
 * When the answer to `path` (under the site, e.g. /api/game-taixiu/current) left the server, if it
 * was an early answer just taken; otherwise undefined and the caller times its own request.
 */
export function takeEarlyAnswerTime(path: string): number | undefined {
  const at = answeredAt.get(path);
  answeredAt.delete(path);
  return at;
}
