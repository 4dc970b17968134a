import { HTTP_MESSAGES } from '@app/shared/contracts';
import { createPgliteDb } from '../../db/pglite-db';
import type { Db } from '../../db/db';
import { createTestApp, type TestApp } from '../../test-utils';

// A real database whose queries can be made to fail, to see the health check notice.
let realDb: Db;
let broken = false;
let silent = false;
let failure: () => Error = () => new Error('connection lost');
let t: TestApp;

beforeAll(async () => {
  realDb = await createPgliteDb(null);
  const flaky: Db = {
    ...realDb,
    query: (sql, params) =>
      silent
        ? new Promise((r) => setTimeout(r, 3_000)).then(() => realDb.query(sql, params))
        : broken
          ? Promise.reject(failure())
          : realDb.query(sql, params),
  };
  t = await createTestApp({}, { db: flaky });
});
afterAll(async () => {
  await t.close();
  await realDb.close();
});

describe('health', () => {
  it.each(['/health', '/api/health'])('%s answers ok with the uptime', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', db: 'ok', uptime: expect.any(Number) });
  });

  it('answers 503 when the database does not answer, without internals', async () => {
    broken = true;
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'error', db: 'error', uptime: expect.any(Number) });
      expect(response.body).not.toContain('connection lost');
    } finally {
      broken = false;
    }
  });

  it('answers 503 within half a second when the database is silent (it answers 3 s later)', async () => {
    silent = true;
    try {
      const started = Date.now();
      const response = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(Date.now() - started).toBeLessThan(2_500);
    } finally {
      silent = false;
    }
  });

  it('a failing database gives other routes a bare 500 with the Vietnamese message', async () => {
    broken = true;
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'someone', password: 'abc12345' },
      });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        success: false,
        error: 'INTERNAL_SERVER_ERROR',
        message: 'Lỗi hệ thống, vui lòng thử lại sau.',
      });
    } finally {
      broken = false;
    }
  });

  // What the driver throws when PostgreSQL restarts or its link is cut, each answered as a 503 the
  // pages retry, never as a 500.
  it.each([
    ['a refused connection', () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    ['a reset link', () => Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })],
    ['the link ended', () => new Error('Connection terminated unexpectedly')],
    ['no connection in time', () => new Error('timeout exceeded when trying to connect')],
    ['the server shutting down', () => Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })],
    ['the server starting', () => Object.assign(new Error('the database system is starting up'), { code: '57P03' })],
  ])('the database out of reach (%s) is a 503 with the Vietnamese message', async (_name, error) => {
    broken = true;
    failure = error;
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'someone', password: 'abc12345' },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ success: false, error: 'SERVICE_UNAVAILABLE', message: HTTP_MESSAGES.serviceUnavailable });
    } finally {
      broken = false;
      failure = () => new Error('connection lost');
    }
  });
});
