import { expect } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { postBankTransfer } from './payments';
import type { Player } from './players';

const SECOND_PASSWORD = '529174';

// A player's own API calls, for a test that needs a player with money and a bank account before its
// browser part starts (the screens that make them have journeys of their own in wallet.spec.ts).
// The API session is the player's only one until the browser signs in, which ends it.
export async function playerApi(baseURL: string, player: Player) {
  const signedIn = await fetch(`${baseURL}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: player.username, password: player.password }),
  });
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
  const stepUp = async (action: string) =>
    (await call('POST', '/core/users/2fa/validate', { secondaryPassword: SECOND_PASSWORD, action, userType: 'user', userId: 0 })).data
      .sessionId as string;

  return {
    secondPassword: SECOND_PASSWORD,
    /** A QR order left unpaid (the player says they paid; the bank feed never reported it). */
    async openOrder(amount: number): Promise<{ orderId: number; content: string }> {
      const vendors = await call('GET', '/v1/payment-service/u/vendor-cards');
      return (await call('POST', '/v1/payment-service/u/deposits/generate-qr-code', { vendorId: vendors.data[0].id, amount })).data;
    },
    /** A QR order paid through the bank feed: the wallet holds `amount`. */
    async deposit(amount: number) {
      const vendors = await call('GET', '/v1/payment-service/u/vendor-cards');
      const order = await call('POST', '/v1/payment-service/u/deposits/generate-qr-code', { vendorId: vendors.data[0].id, amount });
      await postBankTransfer(baseURL, { content: order.data.content, amount });
    },
    /** The second-level password set, and a Vietcombank account added behind it: its id. */
    async addBankAccount(account = { accountNumber: '0011223344', accountName: 'NGUYEN VAN AN' }): Promise<number> {
      await call('POST', '/core/setup-two-factor-password', { newPassword: SECOND_PASSWORD, loginPassword: player.password });
      const token = await stepUp('bank_account_change');
      const added = await call(
        'POST',
        '/v1/payment-service/u/user-bank-accounts',
        { bankCode: 'VCB', ...account },
        { 'x-two-factor-session': token },
      );
      return added.data.id as number;
    },
    async withdraw(bankAccountId: number, amount: number) {
      const stepUpToken = await stepUp('user_withdraw');
      return call('POST', '/v1/payment-service/u/withdrawals', {
        bankAccountId,
        amount,
        twoFactor: { sessionId: stepUpToken },
        idempotencyKey: randomUUID(),
      });
    },
  };
}
