import { api, TWO_FACTOR_SESSION_HEADER, unwrap, type ApiResult } from '@app/shared';

// Every endpoint function here is named `console` + what it does, its file the same in kebab case
// (consoleGetWithdrawals, console-get-withdrawals.ts): the operators' list of every player's
// withdrawals and a player's own getWithdrawals (shared/src/api/) never meet in an import, a mock or
// a search. host/src/app/__tests__/front-end-layering.test.ts fails on two endpoints of one name.

// Every operator endpoint answers {success, data, message}. A refusal reaches the caller as an
// ApiError carrying the server's Vietnamese message; the console shows it where the operator acted
// (a list's error card, a dialog's error line), so no call here raises a toast of its own.
type Query = Record<string, string | number | undefined>;

const definedOnly = (query: Query) =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== '')) as Record<string, string | number>;

export async function consoleGet<T>(path: string, query: Query = {}): Promise<T> {
  return unwrap(await api.get(path, { searchParams: definedOnly(query), silent: true }).json<ApiResult<T>>());
}

export interface ConsoleAnswer<T> {
  data: T;
  message: string;
}

// `stepUpToken`: the action is behind the operator's second-level password (consoleStepUpToken() in
// console-step-up-token.ts), and the token rides in its header.
export async function consoleSend<T>(
  method: 'post' | 'put' | 'delete',
  path: string,
  body: unknown,
  stepUpToken?: string,
): Promise<ConsoleAnswer<T>> {
  const headers = stepUpToken ? { [TWO_FACTOR_SESSION_HEADER]: stepUpToken } : undefined;
  const answer = await api[method](path, { json: body, headers, silent: true }).json<ApiResult<T>>();
  return { data: unwrap(answer), message: answer.message ?? '' };
}

export interface ConsoleFile {
  blob: Blob;
  filename: string;
}

// A file the server streams (an export): refusals arrive before its first byte as the usual JSON
// answer, an ApiError like any other; the file itself is read whole, however long it takes (the
// client's timeout ends once the answer has begun).
export async function consoleGetFile(path: string, query: Query, fallbackName: string): Promise<ConsoleFile> {
  const response = await api.get(path, { searchParams: definedOnly(query), silent: true, headers: { accept: 'text/csv' } });
  const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return { blob: await response.blob(), filename: named?.[1] ?? fallbackName };
}
