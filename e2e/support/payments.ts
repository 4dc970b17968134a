import { expect, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { E2E_ADMIN, E2E_WEBHOOK_KEY } from './urls';

let providerId = Date.now();

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

async function login(baseURL: string, credentials: { username: string; password: string }): Promise<Response> {
  return fetch(`${baseURL}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
}

let operators = 0;

// An operator of the test's own, made by the server's operator account (E2E_ADMIN), with a
// second-level password. One account has one session: two tests signed in as E2E_ADMIN at once (two
// workers, or a browser on the console) would end each other's session, so E2E_ADMIN only makes the
// operator, at once after its login. A login elsewhere in that instant ends it: then again.
export async function newOperator(baseURL: string) {
  operators += 1;
  const operator = {
    username: `op${process.pid.toString(36)}${operators}${Date.now().toString(36).slice(-5)}`.slice(0, 20),
    password: 'Operator-e2e-Passw0rd1',
    secondaryPassword: 'Duyet-e2e-5820',
  };
  for (let attempt = 1; ; attempt += 1) {
    const signedIn = await login(baseURL, E2E_ADMIN);
    expect(signedIn.status).toBe(200);
    const headers = { authorization: `Bearer ${(await signedIn.json()).data.token}`, 'content-type': 'application/json' };
    // Making an operator is behind E2E_ADMIN's second-level password, a token for that one account.
    const verified = await fetch(`${baseURL}/api/core/users/2fa/validate`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        secondaryPassword: E2E_ADMIN.secondaryPassword,
        action: 'admin_access',
        target: `operator:${operator.username.toLowerCase()}`,
      }),
    });
    if (verified.status === 401 && attempt < 3) continue;
    expect(verified.status, await verified.clone().text()).toBe(200);
    const made = await fetch(`${baseURL}/api/admin/operators`, {
      method: 'POST',
      headers: { ...headers, 'x-two-factor-session': (await verified.json()).data.sessionId },
      body: JSON.stringify(operator),
    });
    if (made.status === 401 && attempt < 3) continue;
    expect(made.status, await made.clone().text()).toBe(200);
    return operator;
  }
}

// The operator API, as `npm run admin` and the console use it, as an operator of the test's own.
// `decision()` is what an approve or reject body carries as `twoFactor`: a token of the operator's
// second-level password for one decision, as the console asks for it.
export async function adminApi(baseURL: string) {
  const operator = await newOperator(baseURL);
  const signedIn = await login(baseURL, operator);
  expect(signedIn.status).toBe(200);
  const token = (await signedIn.json()).data.token as string;
  const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${baseURL}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
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
  const decision = async (): Promise<{ sessionId: string }> => {
    const verified = await call('POST', '/core/users/2fa/validate', {
      secondaryPassword: operator.secondaryPassword,
      action: 'admin_withdrawal_review',
    });
    return { sessionId: verified.data.sessionId };
  };
  return { call, decision, stepUp };
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
