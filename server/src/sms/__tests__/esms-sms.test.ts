import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createEsmsSms } from '../esms-sms';
import { SmsSendError } from '../sms-provider';

// A loopback stand-in for eSMS's SendMultipleMessage_V4_post_json as its documentation describes it:
// a JSON body with ApiKey, SecretKey, Brandname, SmsType, Phone, Content; an answer whose CodeResult
// is "100" for an accepted message (with its SMSID), and another code with an ErrorMessage for a
// refusal (101 wrong keys, 104 unknown brand name, 146 content outside the registered template).
const KEYS = { apiKey: 'api-key-1', secretKey: 'secret-key-1' };
const BRANDS = ['VNDICE'];

interface Received {
  method: string;
  url: string;
  contentType: string | undefined;
  body: Record<string, unknown>;
}

let server: Server;
let apiUrl: string;
let received: Received[] = [];
// What the next answer is, when a test wants one the rules above would not give.
let override: { status: number; body: string } | null = null;

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => resolve(text));
  });

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const body = JSON.parse((await readBody(request)) || '{}') as Record<string, unknown>;
    received.push({ method: request.method!, url: request.url!, contentType: request.headers['content-type'], body });
    if (override) {
      response.writeHead(override.status, { 'content-type': 'application/json' }).end(override.body);
      return;
    }
    const answer =
      request.url !== '/MainService.svc/json/SendMultipleMessage_V4_post_json/'
        ? { error: 'Invalid request' }
        : body.ApiKey !== KEYS.apiKey || body.SecretKey !== KEYS.secretKey
          ? { CodeResult: '101', CountRegenerate: 0, ErrorMessage: 'Authorize Failed' }
          : !BRANDS.includes(String(body.Brandname))
            ? { CodeResult: '104', CountRegenerate: 0, ErrorMessage: 'Brand name code is not exist' }
            : !/^Ma /.test(String(body.Content))
              ? { CodeResult: '146', CountRegenerate: 0, ErrorMessage: 'Sai template Brandname CSKH', SMSID: 'x1' }
              : { CodeResult: '100', CountRegenerate: 0, SMSID: 'd533459ee42b2b9525ba9eabf6a8156' };
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/MainService.svc/json/`;
});
beforeEach(() => {
  received = [];
  override = null;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const driver = (options: Partial<Parameters<typeof createEsmsSms>[0]> = {}) =>
  createEsmsSms({ ...KEYS, brandname: 'VNDICE', apiUrl, ...options });

it('posts a brand-name customer-care message as the documented JSON, and resolves on CodeResult 100', async () => {
  await driver().send({ to: '0912345678', text: 'Ma khoi phuc mat khau cua ban la 123456.' });
  expect(received).toHaveLength(1);
  const [request] = received;
  expect(request).toMatchObject({ method: 'POST', url: '/MainService.svc/json/SendMultipleMessage_V4_post_json/' });
  expect(request.contentType).toMatch(/^application\/json/);
  expect(request.body).toEqual({
    ApiKey: 'api-key-1',
    SecretKey: 'secret-key-1',
    Brandname: 'VNDICE',
    SmsType: '2',
    Phone: '0912345678',
    Content: 'Ma khoi phuc mat khau cua ban la 123456.',
    IsUnicode: '0',
    RequestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
  });
});

it('gives each message its own RequestId', async () => {
  const sms = driver();
  await sms.send({ to: '0912345678', text: 'Ma 1' });
  await sms.send({ to: '0912345678', text: 'Ma 2' });
  expect(received[0].body.RequestId).not.toBe(received[1].body.RequestId);
});

it.each([
  ['wrong keys', { secretKey: 'wrong' }, '101', /CodeResult 101 \(Authorize Failed\)/],
  ['an unregistered brand name', { brandname: 'KHAC' }, '104', /CodeResult 104/],
])('rejects with the gateway’s code for %s', async (_label, options, code, message) => {
  const sending = driver(options).send({ to: '0912345678', text: 'Ma 1' });
  await expect(sending).rejects.toBeInstanceOf(SmsSendError);
  await expect(driver(options).send({ to: '0912345678', text: 'Ma 1' })).rejects.toMatchObject({
    code,
    message: expect.stringMatching(message),
  });
});

it('rejects content outside the registered template (146)', async () => {
  await expect(driver().send({ to: '0912345678', text: 'Xin chao' })).rejects.toMatchObject({ code: '146' });
});

it('rejects an HTTP error, an answer that is not JSON, one without CodeResult, and a gateway out of reach', async () => {
  override = { status: 500, body: 'oops' };
  await expect(driver().send({ to: '0912345678', text: 'Ma 1' })).rejects.toThrow('eSMS answered HTTP 500');
  override = { status: 200, body: '<html>' };
  await expect(driver().send({ to: '0912345678', text: 'Ma 1' })).rejects.toThrow('not JSON');
  override = { status: 200, body: JSON.stringify({ error: 'Invalid request' }) };
  await expect(driver().send({ to: '0912345678', text: 'Ma 1' })).rejects.toThrow('CodeResult missing');
  await expect(driver({ apiUrl: 'http://127.0.0.1:1/' }).send({ to: '0912345678', text: 'Ma 1' })).rejects.toThrow('eSMS unreachable');
});

it('gives up on a gateway that does not answer in time', async () => {
  const silent = createServer(() => undefined);
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  try {
    const url = `http://127.0.0.1:${(silent.address() as AddressInfo).port}/`;
    await expect(driver({ apiUrl: url, timeoutMs: 100 }).send({ to: '0912345678', text: 'Ma 1' })).rejects.toThrow('eSMS unreachable');
  } finally {
    silent.closeAllConnections();
    await new Promise((resolve) => silent.close(resolve));
  }
});
