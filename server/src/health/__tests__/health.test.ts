import { createPgliteDb } from '../../db/pglite-db';
import type { Db } from '../../db/db';
import { createTestApp, type TestApp } from '../../test-utils';

// A real database whose queries can be made to fail, to see the health check notice.
let realDb: Db;
let broken = false;
let t: TestApp;

beforeAll(async () => {
  realDb = await createPgliteDb(null);
  const flaky: Db = {
    ...realDb,
    query: (sql, params) => (broken ? Promise.reject(new Error('connection lost')) : realDb.query(sql, params)),
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
});
