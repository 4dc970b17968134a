import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { decode } from 'jsonwebtoken';
import { TWO_FACTOR_ACTION, TWO_FACTOR_ACTIONS, TWO_FACTOR_SESSION_HEADER } from '@app/shared/contracts';
import type { Db } from '../../db/db';
import { systemAccountId, walletAccountId } from '../../ledger/ledger-accounts';
import { moveMoney } from '../../ledger/move-money';
import { bearer } from '../../test-utils';
import { hashToken } from '../../two-factor/two-factor-store';

export const API = '/api/v1/payment-service';
export const SECOND_PASSWORD = 'capHai123';

// How a test "deposits": bank_in → the player's wallet, through the one money-moving function.
export async function fund(db: Db, userId: number, amount: number): Promise<void> {
  await db.tx(async (q) =>
    moveMoney(q, {
      debitAccountId: await systemAccountId(q, 'bank_in'),
      creditAccountId: await walletAccountId(q, userId),
      amount,
      kind: 'deposit',
      reference: 'test',
      idempotencyKey: `test-fund:${randomBytes(8).toString('hex')}`,
    }),
  );
}

// A valid 2FA token written straight to the table (argon2 makes the real route slow for hundreds).
// `target`: the row an operator's token is bound to (STEP_UP_TARGETS); a player's has none.
export async function insertToken(
  db: Db,
  userId: number,
  options: { action?: string; expiresInSeconds?: number; target?: string } = {},
): Promise<string> {
  const stepUpToken = randomBytes(32).toString('hex');
  await db.query(
    `INSERT INTO two_factor_tokens (token_hash, user_id, action, target, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
    [hashToken(stepUpToken), userId, options.action ?? TWO_FACTOR_ACTION, options.target ?? null, options.expiresInSeconds ?? 300],
  );
  return stepUpToken;
}

// The header of a fresh bank_account_change step-up token for the player the access token names, as
// if they had just typed their second-level password.
export async function stepUp(app: FastifyInstance, accessToken: string): Promise<Record<string, string>> {
  const userId = (decode(accessToken) as { userId: number }).userId;
  return { [TWO_FACTOR_SESSION_HEADER]: await insertToken(app.db, userId, { action: TWO_FACTOR_ACTIONS.bankAccountChange }) };
}

// Bearer plus a step-up token: what the page sends to add, edit, delete or make default an account.
export const steppedUp = async (app: FastifyInstance, accessToken: string) => ({
  ...bearer(accessToken),
  ...(await stepUp(app, accessToken)),
});

export async function addBankAccount(
  app: FastifyInstance,
  token: string,
  fields: Partial<{ bankCode: string; accountNumber: string; accountName: string }> = {},
  options: { stepUp?: boolean } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `${API}/u/user-bank-accounts`,
    headers: options.stepUp === false ? bearer(token) : await steppedUp(app, token),
    payload: {
      bankCode: 'VCB',
      accountNumber: `0${String(Math.floor(Math.random() * 1e10)).padStart(10, '0')}`,
      accountName: 'Nguyễn Văn An',
      ...fields,
    },
  });
}

export async function newBankAccountId(app: FastifyInstance, token: string): Promise<number> {
  const response = await addBankAccount(app, token);
  if (response.statusCode !== 200) throw new Error(`bank account: ${response.statusCode} ${response.body}`);
  return response.json().data.id;
}

export function withdraw(app: FastifyInstance, token: string, payload: unknown): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: `${API}/u/withdrawals`, headers: bearer(token), payload: payload as object });
}

export async function balanceOfUser(db: Db, userId: number): Promise<number> {
  const { rows } = await db.query<{ balance: number }>(`SELECT balance FROM accounts WHERE kind = 'player_wallet' AND user_id = $1`, [
    userId,
  ]);
  return rows[0].balance;
}

// `adminHeaders`: the operator's console headers (session cookie and CSRF token).
export async function ledgerOk(app: FastifyInstance, adminHeaders: Record<string, string>): Promise<boolean> {
  const response = await app.inject({ method: 'GET', url: '/api/admin/ledger/check?full=1', headers: adminHeaders });
  return response.json().data.ok === true;
}
