import type { FastifyInstance } from 'fastify';
import { API_BASE, type DepositOrderDto, DEPOSIT_PATHS } from '@app/shared/contracts';
import { TEST_ADMIN, bearer, loginUser } from '../../test-utils';

export const url = (path: string) => `${API_BASE}${path}`;

let providerId = 1_000;
export const nextProviderId = () => ++providerId;

export async function seedVendorId(app: FastifyInstance): Promise<number> {
  const { rows } = await app.db.query<{ id: number }>('SELECT id FROM vendor_cards WHERE is_active ORDER BY id LIMIT 1');
  return rows[0].id;
}

export async function createOrder(app: FastifyInstance, token: string, amount: number, vendorId?: number): Promise<DepositOrderDto> {
  const response = await app.inject({
    method: 'POST',
    url: url(DEPOSIT_PATHS.generateQr),
    headers: bearer(token),
    payload: { vendorId: vendorId ?? (await seedVendorId(app)), amount },
  });
  if (response.statusCode !== 200) throw new Error(`generate-qr-code failed: ${response.statusCode} ${response.body}`);
  return response.json().data;
}

export function webhookBody(fields: {
  content: string;
  amount: number;
  id?: number | string;
  transferType?: 'in' | 'out';
  code?: string | null;
}) {
  const id = fields.id ?? nextProviderId();
  return {
    id,
    gateway: 'Vietcombank',
    transactionDate: '2025-01-02 10:20:30',
    accountNumber: '1234567890',
    code: fields.code ?? null,
    content: fields.content,
    transferType: fields.transferType ?? 'in',
    transferAmount: fields.amount,
    accumulated: 0,
    subAccount: null,
    referenceCode: `FT${id}`,
    description: `BankAPINotify ${fields.content}`,
  };
}

export function postWebhook(app: FastifyInstance, key: string, body: unknown, authorization = `Apikey ${key}`) {
  return app.inject({
    method: 'POST',
    url: url(DEPOSIT_PATHS.bankWebhook),
    headers: { authorization },
    payload: body as object,
  });
}

// The operator's console headers (session cookie and CSRF token), after a fresh sign-in.
export async function adminHeaders(app: FastifyInstance): Promise<Record<string, string>> {
  return (await loginUser(app, TEST_ADMIN.username, TEST_ADMIN.password)).headers;
}

export async function balanceOf(app: FastifyInstance, userId: number): Promise<number> {
  const { rows } = await app.db.query<{ balance: number }>(`SELECT balance FROM accounts WHERE kind = 'player_wallet' AND user_id = $1`, [
    userId,
  ]);
  return rows[0]?.balance ?? 0;
}
