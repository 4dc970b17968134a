import { sessionStore } from '../../session/session-store';
import { makeToken, makeUser } from '../../test-utils/session-fixtures';
import { api, configureApi } from '../client';
import { takeEarlyAnswerTime } from '../early-responses';
import { fakeServer, json } from '../../test-utils/fake-server';

// The answers the page's own script asked for before the app arrived (window.__early, written by
// the server's early-requests script) are taken instead of asking again: once, same token, GET.

jest.mock('../../notify/notify', () => ({ notify: { success: jest.fn(), error: jest.fn(), info: jest.fn(), warning: jest.fn() } }));

let server: ReturnType<typeof fakeServer>;
let token: string;

function early(responses: Record<string, Response | null>, times: Record<string, [number, number]> = {}, forToken = token) {
  (window as { __early?: unknown }).__early = {
    token: forToken,
    responses: Object.fromEntries(Object.entries(responses).map(([url, response]) => [url, Promise.resolve(response)])),
    times,
  };
}

beforeEach(() => {
  server = fakeServer();
  configureApi({ baseUrl: `${window.location.origin}/api`, fetch: server.fetch });
  token = makeToken();
  Object.assign(sessionStore, { token, user: makeUser(), isAuthenticated: true, isLoading: false });
  server.on('GET', '/core/balance', () => json(200, { success: true, data: { balance: 2 } }));
});
afterEach(() => delete (window as { __early?: unknown }).__early);

it('takes the early answer once, then asks the server', async () => {
  early({ '/api/core/balance': json(200, { success: true, data: { balance: 1 } }) });
  await expect(api.get('/core/balance').json()).resolves.toEqual({ success: true, data: { balance: 1 } });
  expect(server.seen).toHaveLength(0);
  await expect(api.get('/core/balance').json()).resolves.toEqual({ success: true, data: { balance: 2 } });
  expect(server.seen).toHaveLength(1);
});

it('asks the server when the early request failed, was made with another token, or the URL differs', async () => {
  early({ '/api/core/balance': null });
  await expect(api.get('/core/balance').json()).resolves.toMatchObject({ data: { balance: 2 } });
  early({ '/api/core/balance': json(200, { success: true, data: { balance: 1 } }) }, {}, makeToken({ sub: 'someone-else' }));
  await expect(api.get('/core/balance').json()).resolves.toMatchObject({ data: { balance: 2 } });
  early({ '/api/core/balance?x=1': json(200, { success: true, data: { balance: 1 } }) });
  await expect(api.get('/core/balance').json()).resolves.toMatchObject({ data: { balance: 2 } });
  expect(server.seen).toHaveLength(3);
});

it('never answers a request that is not a GET', async () => {
  server.on('POST', '/core/balance', () => json(200, { success: true, data: { balance: 3 } }));
  early({ '/api/core/balance': json(200, { success: true, data: { balance: 1 } }) });
  await expect(api.post('/core/balance').json()).resolves.toMatchObject({ data: { balance: 3 } });
});

it('an early answer goes through the same error handling as any other', async () => {
  early({ '/api/core/balance': json(500, { success: false, message: 'x' }) });
  await expect(api.get('/core/balance', { silent: true }).json()).rejects.toMatchObject({ status: 500 });
});

it("an early request that never answers gives way to a request of the app's own after the API timeout", async () => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  try {
    (window as { __early?: unknown }).__early = { token, responses: { '/api/core/balance': new Promise(() => undefined) }, times: {} };
    const answer = api.get('/core/balance').json();
    await jest.advanceTimersByTimeAsync(10_000);
    await expect(answer).resolves.toMatchObject({ data: { balance: 2 } });
    expect(server.seen).toHaveLength(1);
  } finally {
    jest.useRealTimers();
  }
});

it('forgets an answer time nobody read once the URL is asked for again', async () => {
  server.on('GET', '/game-taixiu/current', () => json(200, { success: true, data: {} }));
  early({ '/api/game-taixiu/current': json(200, { success: true, data: {} }) }, { '/api/game-taixiu/current': [1_000, 1_600] });
  await api.get('/game-taixiu/current').json();
  await api.get('/game-taixiu/current').json();
  expect(takeEarlyAnswerTime('/api/game-taixiu/current')).toBeUndefined();
});

it('tells when an early answer left the server (the middle of its round trip), once', async () => {
  early({ '/api/game-taixiu/current': json(200, { success: true, data: {} }) }, { '/api/game-taixiu/current': [1_000, 1_600] });
  expect(takeEarlyAnswerTime('/api/game-taixiu/current')).toBeUndefined();
  await api.get('/game-taixiu/current').json();
  expect(takeEarlyAnswerTime('/api/game-taixiu/current')).toBe(1_300);
  expect(takeEarlyAnswerTime('/api/game-taixiu/current')).toBeUndefined();
});
