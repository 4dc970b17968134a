// The same client against a real HTTP server and the real fetch: what the fake cannot prove
// (bodies, the timeout's abort signal, cookies mode) works with undici's Request.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { HTTP_MESSAGES } from '../../contracts/messages';
import { sessionStore } from '../../session/session-store';
import { makeToken, makeUser } from '../../test-utils/session-fixtures';
import { api, configureApi } from '../client';
// The session wired into the client, as the app has it: 401s refresh, a lost session signs out.
import '../../session/wire-session';

jest.mock('../../notify/notify', () => ({ notify: { success: jest.fn(), error: jest.fn(), info: jest.fn(), warning: jest.fn() } }));

let server: http.Server;
let base: string;
const fresh = makeToken();

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const send = (status: number, data: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(data));
      };
      if (req.url === '/api/slow') return void setTimeout(() => send(200, {}), 1_000);
      if (req.url === '/api/auth/refresh-token') return send(200, { success: true, data: { token: fresh } });
      if (req.headers.authorization !== `Bearer ${fresh}`) return send(401, { success: false });
      send(200, { success: true, data: { method: req.method, body, contentType: req.headers['content-type'] ?? null } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  configureApi({ baseUrl: base });
  Object.assign(sessionStore, { token: makeToken(), user: makeUser(), isAuthenticated: true });
});

it('posts a JSON body, and posts it again after a refresh', async () => {
  const answer = await api.post('echo', { json: { amount: 100_000 } }).json<{ data: unknown }>();
  expect(answer.data).toEqual({ method: 'POST', body: '{"amount":100000}', contentType: 'application/json' });
  expect(sessionStore.token).toBe(fresh);
});

it('times out into an ApiError', async () => {
  await expect(api.get('slow', { timeoutMs: 100 })).rejects.toMatchObject({
    status: 0,
    error: 'TIMEOUT',
    message: HTTP_MESSAGES.noConnection,
  });
});
