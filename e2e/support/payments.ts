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

// The operator API, as `npm run admin` uses it.
export async function adminApi(baseURL: string) {
  const login = await fetch(`${baseURL}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(E2E_ADMIN),
  });
  expect(login.status).toBe(200);
  const token = (await login.json()).data.token as string;
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${baseURL}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = await response.json().catch(() => null);
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
    return json;
  };
  return { call };
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
