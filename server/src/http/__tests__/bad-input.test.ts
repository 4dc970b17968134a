import { randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { HTTP_MESSAGES } from '@app/shared/contracts';
import { TEST_ADMIN, createTestApp, loginUser, signupUser, uniquePhone, uniqueUsername, PASSWORD, type TestApp } from '../../test-utils';

// Every endpoint, fed garbage: each answer must be a 4xx with a Vietnamese `message`, never a 5xx.
let t: TestApp;
let playerToken: string;
let adminToken: string;
let targetId: number;

beforeAll(async () => {
  t = await createTestApp();
  const player = await signupUser(t.app);
  playerToken = player.token;
  targetId = (await signupUser(t.app)).user.id;
  adminToken = (await loginUser(t.app, TEST_ADMIN.username, TEST_ADMIN.password)).token;
});
afterAll(() => t.close());

type Auth = 'none' | 'player' | 'admin';
interface Endpoint {
  method: 'GET' | 'POST';
  url: () => string;
  auth: Auth;
  // A valid body, fresh each time (unique usernames), or undefined when the endpoint takes none.
  body?: () => Record<string, unknown>;
  booleanFields?: string[];
}

const endpoints: Record<string, Endpoint> = {
  signup: {
    method: 'POST',
    url: () => '/api/auth/signup',
    auth: 'none',
    body: () => ({ username: uniqueUsername(), phone: uniquePhone(), password: PASSWORD, referralCode: 'REF1', 'cf-turnstile-response': 'x' }),
  },
  login: {
    method: 'POST',
    url: () => '/api/auth/login',
    auth: 'none',
    body: () => ({ username: TEST_ADMIN.username, password: 'sai_mat_khau1', 'cf-turnstile-response': 'x' }),
  },
  me: { method: 'GET', url: () => '/api/auth/me', auth: 'player' },
  refresh: { method: 'POST', url: () => '/api/auth/refresh-token', auth: 'none' },
  logout: { method: 'POST', url: () => '/api/auth/logout', auth: 'none' },
  balance: { method: 'GET', url: () => '/api/core/balance', auth: 'player' },
  changePassword: {
    method: 'POST',
    url: () => '/api/core/change-password',
    auth: 'player',
    body: () => ({ currentPassword: 'sai_hien_tai1', newPassword: 'moi12345' }),
  },
  adminUsers: { method: 'GET', url: () => '/api/admin/users', auth: 'admin' },
  adminBan: { method: 'POST', url: () => `/api/admin/users/${targetId}/ban`, auth: 'admin', body: () => ({ reason: 'x' }) },
  adminUnban: { method: 'POST', url: () => `/api/admin/users/${targetId}/unban`, auth: 'admin' },
  adminDevTools: {
    method: 'POST',
    url: () => `/api/admin/users/${targetId}/dev-tools`,
    auth: 'admin',
    body: () => ({ enabled: true }),
    booleanFields: ['enabled'],
  },
};

const VIETNAMESE = /[àáạảãâầấậẩẫăằắặẳẵèéẹẻẽêềếệểễìíịỉĩòóọỏõôồốộổỗơờớợởỡùúụủũưừứựửữỳýỵỷỹđ]/i;

const tokenFor = (auth: Auth) => (auth === 'admin' ? adminToken : auth === 'player' ? playerToken : null);

async function send(endpoint: Endpoint, options: Partial<InjectOptions> & { token?: string | null } = {}) {
  const token = options.token === undefined ? tokenFor(endpoint.auth) : options.token;
  const { token: _ignored, headers, ...rest } = options;
  return t.app.inject({
    method: endpoint.method,
    url: endpoint.url(),
    ...rest,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(headers as object) },
  } as InjectOptions);
}

function expectClientError(response: LightMyRequestResponse, label: string) {
  const context = `${label}: ${response.statusCode} ${response.body.slice(0, 200)}`;
  expect([context, response.statusCode >= 400 && response.statusCode < 500]).toEqual([context, true]);
  const body = response.json();
  expect([context, body.success]).toEqual([context, false]);
  expect([context, typeof body.message === 'string' && VIETNAMESE.test(body.message)]).toEqual([context, true]);
}

const postEndpoints = Object.entries(endpoints).filter(([, e]) => e.method === 'POST');
const allEndpoints = Object.entries(endpoints);

describe('malformed requests to every endpoint', () => {
  it.each(postEndpoints)('%s: malformed JSON → 400', async (name, endpoint) => {
    for (const payload of ['{bad', '{"username": "a",}', '[1, 2', '"unterminated', 'nul', '{"__proto__": {"admin": true}}', '{"constructor": {"prototype": {"x": 1}}}']) {
      const response = await send(endpoint, { payload, headers: { 'content-type': 'application/json' } });
      expectClientError(response, `${name} ${payload}`);
      expect(response.statusCode).toBe(400);
    }
  });

  it.each(postEndpoints)('%s: wrong content type → 415', async (name, endpoint) => {
    for (const [type, payload] of [
      ['text/plain', 'username=a'],
      ['application/x-www-form-urlencoded', 'username=a&password=b'],
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--'],
      ['application/xml', '<a/>'],
    ]) {
      const response = await send(endpoint, { payload, headers: { 'content-type': type } });
      expectClientError(response, `${name} ${type}`);
      expect(response.statusCode).toBe(415);
      expect(response.json().message).toBe(HTTP_MESSAGES.unsupportedMediaType);
    }
  });

  it.each(postEndpoints)('%s: body over 64 KiB → 413', async (name, endpoint) => {
    const payload = JSON.stringify({ username: 'a'.repeat(70 * 1024), password: 'x' });
    const response = await send(endpoint, { payload, headers: { 'content-type': 'application/json' } });
    expectClientError(response, name);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(HTTP_MESSAGES.bodyTooLarge);
  });

  it.each(postEndpoints.filter(([, e]) => e.body))('%s: non-object bodies → 400', async (name, endpoint) => {
    for (const payload of ['[]', '"text"', '42', 'true', 'null', '[{"username":"a"}]']) {
      const response = await send(endpoint, { payload, headers: { 'content-type': 'application/json' } });
      expectClientError(response, `${name} ${payload}`);
    }
  });

  it.each(postEndpoints.filter(([, e]) => e.body && e.auth !== 'admin'))('%s: missing fields → 400 naming the field', async (name, endpoint) => {
    const response = await send(endpoint, { payload: {} });
    expectClientError(response, name);
    expect(response.statusCode).toBe(400);
    expect(typeof response.json().field).toBe('string');
  });

  it.each(postEndpoints.filter(([, e]) => e.body))('%s: wrong types in every field → 4xx', async (name, endpoint) => {
    const fields = Object.keys(endpoint.body!());
    for (const field of fields) {
      const isBoolean = endpoint.booleanFields?.includes(field);
      const badValues: unknown[] = isBoolean
        ? [1, null, [], {}, 'true', 'x'.repeat(5000)]
        : [123, true, null, [], {}, ['a'], { $gt: '' }, 'x'.repeat(5000), 'ab\u0000cd'];
      for (const value of badValues) {
        const response = await send(endpoint, { payload: { ...endpoint.body!(), [field]: value } });
        expectClientError(response, `${name}.${field} = ${JSON.stringify(value).slice(0, 40)}`);
      }
    }
  });

  it.each(postEndpoints.filter(([, e]) => e.body))('%s: odd but harmless values never give a 5xx', async (name, endpoint) => {
    const fields = Object.keys(endpoint.body!());
    for (const field of fields) {
      for (const value of ['', ' ', 'ñ', '😀'.repeat(10), '\ud800', "'; DROP TABLE users; --", '%', '_']) {
        const response = await send(endpoint, { payload: { ...endpoint.body!(), [field]: value } });
        expect([`${name}.${field}=${value}`, response.statusCode < 500]).toEqual([`${name}.${field}=${value}`, true]);
        if (response.statusCode >= 400) expectClientError(response, `${name}.${field}`);
      }
    }
  });
});

describe('credentials and tokens on every endpoint', () => {
  const protectedEndpoints = allEndpoints.filter(([, e]) => e.auth !== 'none');

  const claims = () => jwt.decode(playerToken) as Record<string, unknown>;
  const badTokens: Array<[string, () => string]> = [
    ['garbage', () => 'not.a.token'],
    ['tampered payload', () => {
      const [header, , signature] = adminToken.split('.');
      return `${header}.${Buffer.from(JSON.stringify({ ...claims(), role: 'admin' })).toString('base64url')}.${signature}`;
    }],
    ['expired', () => jwt.sign({ sid: claims().sid, userId: claims().userId, username: 'x', role: 'user', exp: 1 }, t.config.jwtSecret)],
    ['other secret', () => jwt.sign({ sid: claims().sid, userId: claims().userId, username: 'x', role: 'admin' }, 'x'.repeat(40))],
    ['alg none', () => jwt.sign({ sid: claims().sid, userId: claims().userId, username: 'x', role: 'admin' }, '', { algorithm: 'none' })],
    ['unknown session', () => jwt.sign({ sid: randomUUID(), userId: claims().userId, username: 'x', role: 'user' }, t.config.jwtSecret)],
    ['wrong claim types', () => jwt.sign({ sid: 5, userId: 'one', username: [], role: 'root' }, t.config.jwtSecret)],
    ['huge', () => 'a'.repeat(10_000)],
  ];

  it.each(protectedEndpoints)('%s: no token, other schemes and bad tokens → 401', async (name, endpoint) => {
    const body = endpoint.body ? { payload: endpoint.body() } : {};
    expectClientError(await send(endpoint, { ...body, token: null }), `${name} no token`);
    for (const header of ['Basic YWRtaW46YWRtaW4=', 'Bearer', 'Bearer ', 'bearer a b c', '\t']) {
      const response = await send(endpoint, { ...body, token: null, headers: { authorization: header } });
      expectClientError(response, `${name} ${header}`);
      expect(response.statusCode).toBe(401);
    }
    for (const [label, make] of badTokens) {
      const response = await send(endpoint, { ...body, token: make() });
      expectClientError(response, `${name} ${label}`);
      expect(response.statusCode).toBe(401);
    }
  });

  it.each(allEndpoints.filter(([, e]) => e.auth === 'admin'))('%s: a player token → 403', async (name, endpoint) => {
    const response = await send(endpoint, { token: playerToken, ...(endpoint.body ? { payload: endpoint.body() } : {}) });
    expectClientError(response, name);
    expect(response.statusCode).toBe(403);
  });

  it('login: unknown users and wrong passwords → 401', async () => {
    for (const payload of [
      { username: 'khong_ton_tai', password: 'abc12345' },
      { username: TEST_ADMIN.username, password: 'abc12345' },
      { username: 'a'.repeat(64), password: 'x'.repeat(128) },
      { username: 'ADMIN ', password: `${TEST_ADMIN.password} ` },
    ]) {
      const response = await send(endpoints.login, { payload });
      expectClientError(response, JSON.stringify(payload));
      expect(response.statusCode).toBe(401);
    }
  });

  it('logout tolerates any token (it only ends a session it can identify)', async () => {
    for (const [label, make] of badTokens) {
      const response = await send(endpoints.logout, { token: make() });
      expect([label, response.statusCode]).toEqual([label, 200]);
    }
  });

  it('refresh-token: junk cookies → 401', async () => {
    for (const cookie of ['refresh_token=', 'refresh_token=%%%', `refresh_token=${'a'.repeat(5000)}`, 'refresh_token="quoted"', '=;;=']) {
      const response = await send(endpoints.refresh, { headers: { cookie } });
      expectClientError(response, cookie);
      expect(response.statusCode).toBe(401);
    }
  });
});

describe('paths and query strings', () => {
  it('unknown /api routes and methods → 404 JSON', async () => {
    for (const [method, url] of [
      ['GET', '/api/unknown'],
      ['POST', '/api/auth/me'],
      ['DELETE', '/api/auth/login'],
      ['GET', '/api/admin/users/1/ban'],
      ['GET', '/socket.io/unknown'],
      ['PUT', '/api'],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expectClientError(response, `${method} ${url}`);
      expect(response.statusCode).toBe(404);
    }
  });

  it('malformed ids and query strings → 4xx', async () => {
    const urls = [
      '/api/admin/users/abc/ban',
      '/api/admin/users/1e3/unban',
      '/api/admin/users/%00/unban',
      '/api/admin/users/%E0%A4%A/unban',
      `/api/admin/users/${'9'.repeat(300)}/unban`,
      '/api/admin/users/0x10/dev-tools',
    ];
    for (const url of urls) {
      const response = await t.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${adminToken}` }, payload: { enabled: true } });
      expectClientError(response, url);
    }
    for (const query of ['username=a&username=b', 'username=%00', `username=${'a'.repeat(100)}`]) {
      const response = await t.app.inject({ method: 'GET', url: `/api/admin/users?${query}`, headers: { authorization: `Bearer ${adminToken}` } });
      expectClientError(response, query);
    }
    const badUrl = await t.app.inject({ method: 'GET', url: '/api/%E0%A4%A' });
    expectClientError(badUrl, 'bad url');
  });

  it('public endpoints ignore junk input and still answer', async () => {
    for (const url of ['/api/health', '/health', '/api/public-config', '/remotes.json']) {
      const response = await t.app.inject({ method: 'GET', url: `${url}?x[]=1&%00=%00`, headers: { authorization: 'Bearer junk' } });
      expect([url, response.statusCode]).toEqual([url, 200]);
    }
    // Keys the endpoint does not know are ignored, like any unknown JSON field.
    const unknownKeys = await t.app.inject({
      method: 'GET',
      url: '/api/admin/users?username[]=a&username[a]=b',
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(unknownKeys.statusCode).toBe(200);
  });
});
