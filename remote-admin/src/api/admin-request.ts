import { api, TWO_FACTOR_SESSION_HEADER, unwrap, type ApiResult } from '@app/shared';

// Every operator endpoint answers {success, data, message}. A refusal reaches the caller as an
// ApiError carrying the server's Vietnamese message; the console shows it where the operator acted
// (a list's error card, a dialog's error line), so no call here raises a toast of its own.
type Query = Record<string, string | number | undefined>;

const definedOnly = (query: Query) =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== '')) as Record<string, string | number>;

export async function adminGet<T>(path: string, query: Query = {}): Promise<T> {
  return unwrap(await api.get(path, { searchParams: definedOnly(query), silent: true }).json<ApiResult<T>>());
}

export interface AdminAnswer<T> {
  data: T;
  message: string;
}

// `stepUpToken`: the action is behind the operator's second-level password (stepUpToken() in
// step-up-token.ts), and the token rides in its header.
export async function adminSend<T>(method: 'post' | 'put', path: string, body: unknown, stepUpToken?: string): Promise<AdminAnswer<T>> {
  const headers = stepUpToken ? { [TWO_FACTOR_SESSION_HEADER]: stepUpToken } : undefined;
  const answer = await api[method](path, { json: body, headers, silent: true }).json<ApiResult<T>>();
  return { data: unwrap(answer), message: answer.message ?? '' };
}
