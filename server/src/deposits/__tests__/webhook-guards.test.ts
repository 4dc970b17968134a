import { HTTP_MESSAGES, DEPOSIT_PATHS } from '@app/shared/contracts';
import { rateLimitPolicies } from '../../http/rate-limits';
import { createTestApp, type TestApp } from '../../test-utils';
import { url, webhookBody } from './deposit-helpers';

// Budgets scaled down to 6 a minute (300 × 0.02); the bank feed is accepted from one address, one
// IPv4 range and one IPv6 range, and the test's own proxy (127.0.0.1) is trusted for X-Forwarded-For.
const ALLOWED = ['203.0.113.7', '198.51.100.0/24', '2001:db8::/32'];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitScale: 0.02, bankWebhookAllowedIps: ALLOWED, trustProxy: '127.0.0.1' });
});
afterAll(() => t.close());

const post = (remoteAddress: string, options: { key?: string; forwardedFor?: string; id?: number } = {}) =>
  t.app.inject({
    method: 'POST',
    url: url(DEPOSIT_PATHS.bankWebhook),
    remoteAddress,
    headers: {
      authorization: `Apikey ${options.key ?? t.config.bankWebhookKey}`,
      ...(options.forwardedFor ? { 'x-forwarded-for': options.forwardedFor } : {}),
    },
    payload: webhookBody({ content: 'KHONG KHOP', amount: 10_000, ...(options.id ? { id: options.id } : {}) }),
  });

const transfersKept = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM bank_transfers')).rows[0].n;

describe('bank-transfer webhook guards', () => {
  it('allows 300 notifications a minute per address (times RATE_LIMIT_SCALE)', () => {
    expect(rateLimitPolicies(1).bankWebhook.max).toBe(300);
    expect(rateLimitPolicies(0.02).bankWebhook.max).toBe(6);
  });

  it('answers a flood with 429 in the payment envelope, counted before the key is checked', async () => {
    for (let i = 0; i < 6; i += 1) expect((await post('198.51.100.10', { key: 'wrong-key-wrong-key' })).statusCode).toBe(401);
    const blocked = await post('198.51.100.10');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      code: 429,
      statusCode: 429,
      message: HTTP_MESSAGES.tooManyRequests,
      data: null,
      success: false,
      error: 'TOO_MANY_REQUESTS',
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another allowed address keeps its own budget.
    expect((await post('198.51.100.11')).statusCode).toBe(200);
  });

  it('refuses an address outside BANK_WEBHOOK_ALLOWED_IPS with 403, before the key is checked', async () => {
    const before = await transfersKept();
    for (const key of [undefined, 'wrong-key-wrong-key']) {
      const refused = await post('192.0.2.1', { key });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        code: 403,
        statusCode: 403,
        message: HTTP_MESSAGES.forbidden,
        data: null,
        success: false,
        error: 'FORBIDDEN',
      });
    }
    expect((await post('2001:db9::1')).statusCode).toBe(403);
    expect((await post('203.0.113.8')).statusCode).toBe(403);
    expect(await transfersKept()).toBe(before);
  });

  it('accepts a listed address, an address in a listed range (IPv4 or IPv6, or IPv4 through a dual-stack socket)', async () => {
    const before = await transfersKept();
    for (const address of ['203.0.113.7', '198.51.100.200', '::ffff:198.51.100.201', '2001:db8:1::5']) {
      const accepted = await post(address);
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json()).toEqual({ success: true });
    }
    expect(await transfersKept()).toBe(before + 4);
  });

  it('judges the client address that TRUST_PROXY lets through, not the proxy', async () => {
    expect((await post('127.0.0.1')).statusCode).toBe(403);
    expect((await post('127.0.0.1', { forwardedFor: '198.51.100.50' })).statusCode).toBe(200);
    expect((await post('127.0.0.1', { forwardedFor: '192.0.2.50' })).statusCode).toBe(403);
    // A forwarded header from an untrusted peer is not believed.
    expect((await post('192.0.2.60', { forwardedFor: '198.51.100.60' })).statusCode).toBe(403);
  });
});
