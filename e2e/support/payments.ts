import { expect, type Page } from '@playwright/test';
import { randomInt } from 'node:crypto';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { hostCommand } from './host-socket';
import { freshTotpCode } from './totp';
import { E2E_WEBHOOK_KEY } from './urls';

// The bank feed's transaction id, which the server keeps once (the same id again is a replay). Each
// worker counts from a random start: counting from its start time, two workers started a moment
// apart ran into each other's ids, and a test's transfer was taken for another's replay.
let providerId = randomInt(1, 2 ** 47);

// What a SePay-compatible bank feed posts when money arrives on the house account.
export async function postBankTransfer(baseURL: string, transfer: { content: string; amount: number; accountNumber?: string }) {
  providerId += 1;
  const response = await fetch(`${baseURL}/api/v1/payment-service/webhooks/bank-transfer`, {
    method: 'POST',
    headers: { authorization: `Apikey ${E2E_WEBHOOK_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      id: providerId,
      gateway: 'Vietcombank',
      transactionDate: new Date().toISOString().replace('T', ' ').slice(0, 19),
      accountNumber: transfer.accountNumber ?? '1234567890',
      code: null,
      content: transfer.content,
      transferType: 'in',
      transferAmount: transfer.amount,
      accumulated: 0,
      referenceCode: `FT${providerId}`,
      description: `BankAPINotify ${transfer.content}`,
    }),
  });
  expect(response.status).toBe(200);
  return response.json();
}

// An operator signs in with their authenticator's code (support/totp.ts). A code another worker
// sent for a newer step in the same instant makes this one stale: then once more with a fresh one.
async function login(baseURL: string, credentials: { username: string; password: string; totpSecret?: string }): Promise<Response> {
  const send = async () =>
    fetch(`${baseURL}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: credentials.username,
        password: credentials.password,
        ...(credentials.totpSecret ? { totpCode: await freshTotpCode(credentials.totpSecret) } : {}),
      }),
    });
  const first = await send();
  if (first.status !== 401 || !credentials.totpSecret || (await first.clone().json()).error !== 'TOTP_INVALID') return first;
  return send();
}

// A new operator's first login answers the enrolment (the QR's secret) instead of a session: the
// test's operator enrols as their phone would, and keeps the secret to sign in with codes after.
async function enrolAuthenticator(baseURL: string, credentials: { username: string; password: string }): Promise<string> {
  const started = await login(baseURL, credentials);
  const body = await started.json();
  expect(body.error, JSON.stringify(body)).toBe('TOTP_ENROLMENT_REQUIRED');
  const { ticket, secret } = body.enrolment as { ticket: string; secret: string };
  const enrolled = await fetch(`${baseURL}/api/auth/totp/enroll`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ticket, code: await freshTotpCode(secret) }),
  });
  expect(enrolled.status, await enrolled.clone().text()).toBe(200);
  return secret;
}

let operators = 0;

// An operator of the test's own (role admin unless asked), with a second-level password and an authenticator (`totpSecret`, enrolled here), made the
// only way there is: over the server's host-only socket, as `npm run admin -- operator-add` does on
// the host. No operator signs in for it, so tests running at once do not end each other's session.
export async function newOperator(baseURL: string, role: 'admin' | 'ke_toan' | 'cskh' = 'admin') {
  operators += 1;
  const operator = {
    username: `op${process.pid.toString(36)}${operators}${Date.now().toString(36).slice(-5)}`.slice(0, 20),
    password: 'Operator-e2e-Passw0rd1',
    secondaryPassword: 'Duyet-e2e-5820',
  };
  const made = await hostCommand(baseURL, { command: 'operator-add', role, ...operator });
  expect(made.ok, made.message).toBe(true);
  return { ...operator, totpSecret: await enrolAuthenticator(baseURL, operator) };
}

// What an operator's console sends after signing in: the httpOnly session cookie the answer set (the
// browser keeps it; here it is kept by hand) and the CSRF token the answer carried.
export function operatorSessionOf(signedIn: Response, csrfToken: string): Record<string, string> {
  const cookie = signedIn.headers.getSetCookie().find((line) => line.startsWith('operator_session='));
  expect(cookie, 'the sign-in sets the operator session cookie').toBeTruthy();
  return { cookie: cookie!.split(';')[0], 'x-csrf-token': csrfToken };
}

// The operator API, as `npm run admin` and the console use it, as an operator of the test's own.
// `stepUp(action, target)`: the header of a token of the operator's second-level password for one
// action on one row, as the console asks for it in the action's dialog.
export async function adminApi(baseURL: string) {
  const operator = await newOperator(baseURL);
  const signedIn = await login(baseURL, operator);
  expect(signedIn.status).toBe(200);
  const session = operatorSessionOf(signedIn, (await signedIn.json()).data.csrfToken);
  const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${baseURL}/api${path}`, {
      method,
      headers: { ...session, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = await response.json().catch(() => null);
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
    return json;
  };
  // A token of the operator's second-level password for one action on one row, as the header the
  // request carries it in (the console asks for the password in the action's dialog).
  const stepUp = async (action: string, target: string): Promise<Record<string, string>> => {
    const verified = await call('POST', '/core/users/2fa/validate', { secondaryPassword: operator.secondaryPassword, action, target });
    return { 'x-two-factor-session': verified.data.sessionId };
  };
  return { call, stepUp };
}

// Reads the QR code in an <img> the way a banking app's camera would: from its pixels.
export async function decodeQrImage(page: Page, testId: string): Promise<string> {
  const src = await page.getByTestId(testId).getAttribute('src');
  expect(src).toMatch(/^data:image\/png;base64,/);
  const png = PNG.sync.read(Buffer.from(src!.split(',')[1], 'base64'));
  const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  expect(code, 'the QR image decodes').not.toBeNull();
  return code!.data;
}
