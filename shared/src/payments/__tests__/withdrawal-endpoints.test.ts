import { STORAGE_KEYS } from '../../contracts/constants';
import { PAYMENT_MESSAGES, TWO_FACTOR_MESSAGES, type UserBankAccountDto } from '../../contracts/payments';
import { configureApi } from '../../http/client';
import { fakeServer, json } from '../../test-utils/fake-server';
import { sessionStore } from '../../session/session-store';
import { cancelWithdrawal } from '../api/cancel-withdrawal';
import { changeTwoFactor } from '../api/change-two-factor';
import { createBankAccount } from '../api/create-bank-account';
import { createWithdrawal, withdrawalTwoFactor } from '../api/create-withdrawal';
import { deleteBankAccount } from '../api/delete-bank-account';
import { firstBankAccount, getBankAccounts } from '../api/get-bank-accounts';
import { getResponsibleGaming } from '../api/get-responsible-gaming';
import { getTwoFactorStatus } from '../api/get-two-factor-status';
import { getWithdrawals } from '../api/get-withdrawals';
import { setDefaultBankAccount } from '../api/set-default-bank-account';
import { setupTwoFactor } from '../api/setup-two-factor';
import { setBankAccountActive, updateBankAccount } from '../api/update-bank-account';
import { updateResponsibleGaming } from '../api/update-responsible-gaming';
import { validateTwoFactor } from '../api/validate-two-factor';
import { clearTwoFactorSession, readTwoFactorSession, storeTwoFactorSession } from '../two-factor-session';

jest.mock('../../notify/notify', () => ({ notify: { success: jest.fn(), error: jest.fn(), info: jest.fn(), warning: jest.fn() } }));

const P = '/v1/payment-service';
const ok = <T>(data: T, statusCode = 200) => ({ code: 0, statusCode, message: 'Thành công', data });
const fail = (message: string, statusCode = 400) => ({ code: 1, statusCode, message, data: null });

const account = (over: Partial<UserBankAccountDto> = {}): UserBankAccountDto => ({
  id: 1,
  userId: 7,
  bankCode: 'VCB',
  bankName: 'Vietcombank',
  accountNumber: '0123456789',
  accountName: 'NGUYEN VAN A',
  isDefault: false,
  isActive: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  withdrawableFrom: null,
  cooldownReason: null,
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

let server: ReturnType<typeof fakeServer>;

beforeEach(() => {
  server = fakeServer();
  configureApi({ baseUrl: 'http://localhost/api', fetch: server.fetch });
  Object.assign(sessionStore, { token: null, user: null, isAuthenticated: false });
  localStorage.clear();
});

describe('withdrawals', () => {
  it('getWithdrawals asks for page and size and answers the server page, with what the pending ones hold', async () => {
    const page = { items: [], page: 2, size: 10, total: 12, heldAmount: 300_000 };
    server.on('GET', `${P}/u/withdrawals`, () => json(200, ok(page)));
    await expect(getWithdrawals(2, 10)).resolves.toEqual(page);
    expect(server.seen[0].path).toBe(`/api${P}/u/withdrawals?page=2&size=10`);
  });

  it('getWithdrawals: a non-success code gives the server message, else the fallback', async () => {
    server.on('GET', `${P}/u/withdrawals`, () => json(200, { code: 5, statusCode: 200, message: '', data: null }));
    await expect(getWithdrawals()).rejects.toMatchObject({ message: PAYMENT_MESSAGES.withdrawalsLoad });
  });

  it('cancelWithdrawal posts to the request’s own cancel path and answers the cancelled withdrawal', async () => {
    server.on('POST', `${P}/u/withdrawals/5/cancel`, () => json(200, ok({ id: 5, status: 'CANCELLED' })));
    await expect(cancelWithdrawal(5)).resolves.toEqual({ id: 5, status: 'CANCELLED' });
    expect(server.calls('POST', `${P}/u/withdrawals/5/cancel`)).toHaveLength(1);
  });

  it('cancelWithdrawal: a request no longer pending is refused with the server’s sentence, else the fallback', async () => {
    server.on('POST', `${P}/u/withdrawals/5/cancel`, () => json(409, fail(PAYMENT_MESSAGES.withdrawalNotCancellable, 409)));
    await expect(cancelWithdrawal(5)).rejects.toMatchObject({ message: PAYMENT_MESSAGES.withdrawalNotCancellable, status: 409 });
    server.on('POST', `${P}/u/withdrawals/6/cancel`, () => json(200, { code: 5, statusCode: 200, message: '', data: null }));
    await expect(cancelWithdrawal(6)).rejects.toMatchObject({ message: PAYMENT_MESSAGES.withdrawalCancel });
  });

  it('createWithdrawal sends {bankAccountId, amount, twoFactor} and accepts 201', async () => {
    server.on('POST', `${P}/u/withdrawals`, () => json(201, ok({ id: 3, amount: 200000 }, 201)));
    const twoFactor = withdrawalTwoFactor('tok-1', 7);
    await expect(createWithdrawal({ bankAccountId: 2, amount: 200000, twoFactor })).resolves.toMatchObject({ id: 3 });
    expect(JSON.parse(server.seen[0].body)).toEqual({
      bankAccountId: 2,
      amount: 200000,
      twoFactor: { userId: 7, action: 'user_withdraw', sessionId: 'tok-1', userAgent: expect.any(String), ipAddress: expect.any(String) },
    });
  });

  it('withdrawalTwoFactor uses userId 0 when unknown', () => {
    expect(withdrawalTwoFactor('x', undefined).userId).toBe(0);
    expect(withdrawalTwoFactor('x', null).userId).toBe(0);
  });

  it('createWithdrawal: an HTTP error carries the server message; and the fallback otherwise', async () => {
    server.on('POST', `${P}/u/withdrawals`, () => json(400, fail(TWO_FACTOR_MESSAGES.tokenInvalid)));
    await expect(createWithdrawal({ bankAccountId: 2, amount: 1, twoFactor: withdrawalTwoFactor('t', 1) })).rejects.toMatchObject({
      message: TWO_FACTOR_MESSAGES.tokenInvalid,
    });
    server.on('POST', `${P}/u/withdrawals`, () => json(200, { code: 9, statusCode: 200, message: '', data: null }));
    await expect(createWithdrawal({ bankAccountId: 2, amount: 1, twoFactor: withdrawalTwoFactor('t', 1) })).rejects.toMatchObject({
      message: PAYMENT_MESSAGES.withdrawalCreate,
    });
  });
});

describe('user bank accounts', () => {
  it('getBankAccounts sorts the default first', async () => {
    server.on('GET', `${P}/u/user-bank-accounts`, () =>
      json(200, ok([account({ id: 1 }), account({ id: 2, isDefault: true, createdAt: '2026-02-01T00:00:00.000Z' })])),
    );
    const list = await getBankAccounts();
    expect(list.map((a) => a.id)).toEqual([2, 1]);
    expect(firstBankAccount(list)?.id).toBe(1);
  });

  it('createBankAccount normalises the owner name and strips spaces from the number', async () => {
    server.on('POST', `${P}/u/user-bank-accounts`, () => json(201, ok(account(), 201)));
    await createBankAccount({ bankCode: 'VCB', accountNumber: '0123 4567 89', accountName: ' Nguyễn  Văn Đức ' }, 'step-up-1');
    expect(JSON.parse(server.seen[0].body)).toEqual({ bankCode: 'VCB', accountNumber: '0123456789', accountName: 'NGUYEN VAN DUC' });
    expect(server.seen[0].twoFactorSession).toBe('step-up-1');
  });

  it('createBankAccount shows the server mismatch message', async () => {
    server.on('POST', `${P}/u/user-bank-accounts`, () => json(400, fail(PAYMENT_MESSAGES.accountNameMismatch)));
    await expect(createBankAccount({ bankCode: 'VCB', accountNumber: '01234567', accountName: 'TRAN B' }, 'step-up')).rejects.toMatchObject(
      {
        message: PAYMENT_MESSAGES.accountNameMismatch,
      },
    );
  });

  it('updateBankAccount PUTs the fields; the toggle uses its own fallback', async () => {
    server.on('PUT', `${P}/u/user-bank-accounts/4`, () => json(200, ok(account({ id: 4 }))));
    await updateBankAccount(4, { bankCode: 'ACB', accountNumber: '11112222' }, 'step-up-2');
    expect(JSON.parse(server.seen[0].body)).toEqual({ bankCode: 'ACB', accountNumber: '11112222' });
    expect(server.seen[0].twoFactorSession).toBe('step-up-2');
    server.on('PUT', `${P}/u/user-bank-accounts/4`, () => json(200, { code: 3, statusCode: 200, message: '', data: null }));
    await expect(setBankAccountActive(4, false)).rejects.toMatchObject({ message: PAYMENT_MESSAGES.bankAccountToggle });
    expect(JSON.parse(server.seen[1].body)).toEqual({ isActive: false });
  });

  it('deleteBankAccount handles HTTP 204 with an empty body', async () => {
    server.on('DELETE', `${P}/u/user-bank-accounts/9`, () => new Response(null, { status: 204 }));
    await expect(deleteBankAccount(9, 'step-up')).resolves.toBeUndefined();
    expect(server.calls('DELETE', `${P}/u/user-bank-accounts/9`)).toHaveLength(1);
  });

  it('deleteBankAccount: a 200 envelope works, an error gives the message or fallback', async () => {
    server.on('DELETE', `${P}/u/user-bank-accounts/9`, () => json(200, ok(null)));
    await expect(deleteBankAccount(9, 'step-up')).resolves.toBeUndefined();
    server.on('DELETE', `${P}/u/user-bank-accounts/9`, () => json(404, fail(PAYMENT_MESSAGES.accountNotFound, 404)));
    await expect(deleteBankAccount(9, 'step-up')).rejects.toMatchObject({ message: PAYMENT_MESSAGES.accountNotFound });
    server.on('DELETE', `${P}/u/user-bank-accounts/9`, () => json(200, { code: 2, statusCode: 200, message: '', data: null }));
    await expect(deleteBankAccount(9, 'step-up')).rejects.toMatchObject({ message: PAYMENT_MESSAGES.bankAccountDelete });
  });

  it('setDefaultBankAccount PUTs set-default without a body', async () => {
    server.on('PUT', `${P}/u/user-bank-accounts/5/set-default`, () => json(200, ok(account({ id: 5, isDefault: true }))));
    await expect(setDefaultBankAccount(5, 'step-up')).resolves.toMatchObject({ isDefault: true });
    expect(server.seen[0].body).toBe('');
  });
});

describe('second-level password', () => {
  it('getTwoFactorStatus maps has_two_factor and locked_until', async () => {
    server.on('GET', '/core/two-factor-status', () => json(200, { success: true, data: { has_two_factor: true, locked_until: null } }));
    await expect(getTwoFactorStatus()).resolves.toEqual({ hasTwoFactor: true, lockedUntil: null });
  });

  it('validateTwoFactor sends userType user, action user_withdraw and the user id; answers the token', async () => {
    server.on('POST', '/core/users/2fa/validate', () =>
      json(200, { success: true, data: { sessionId: 'srv-token', expiresAt: '2026-01-01T00:05:00.000Z' } }),
    );
    await expect(validateTwoFactor({ secondaryPassword: '123456', userId: 7 })).resolves.toMatchObject({ sessionId: 'srv-token' });
    expect(JSON.parse(server.seen[0].body)).toEqual({ secondaryPassword: '123456', userType: 'user', action: 'user_withdraw', userId: 7 });
  });

  it('validateTwoFactor: wrong password (400) and lock (423) carry the server text', async () => {
    server.on('POST', '/core/users/2fa/validate', () => json(400, { success: false, message: TWO_FACTOR_MESSAGES.wrong }));
    await expect(validateTwoFactor({ secondaryPassword: '123456', userId: 7 })).rejects.toMatchObject({
      message: TWO_FACTOR_MESSAGES.wrong,
    });
    server.on('POST', '/core/users/2fa/validate', () =>
      json(423, { success: false, message: TWO_FACTOR_MESSAGES.locked('2026-11-27T07:05:00.000Z') }),
    );
    await expect(validateTwoFactor({ secondaryPassword: '123456', userId: 7 })).rejects.toMatchObject({
      status: 423,
      message: TWO_FACTOR_MESSAGES.locked('2026-11-27T07:05:00.000Z'),
    });
    server.on('POST', '/core/users/2fa/validate', () => json(400, { success: false }));
    await expect(validateTwoFactor({ secondaryPassword: '123456', userId: 7 })).rejects.toMatchObject({
      message: TWO_FACTOR_MESSAGES.verifyFailed,
    });
  });

  it('setupTwoFactor: failure without a server message is the setup fallback', async () => {
    server.on('POST', '/core/setup-two-factor-password', () => json(200, { success: false }));
    await expect(setupTwoFactor('123456', 'matkhau123')).rejects.toMatchObject({ message: TWO_FACTOR_MESSAGES.setupFailed });
    server.on('POST', '/core/setup-two-factor-password', () => json(409, { success: false, message: TWO_FACTOR_MESSAGES.alreadySet }));
    await expect(setupTwoFactor('123456', 'matkhau123')).rejects.toMatchObject({ message: TWO_FACTOR_MESSAGES.alreadySet });
    server.on('POST', '/core/setup-two-factor-password', () => json(200, { success: true }));
    await expect(setupTwoFactor('123456', 'matkhau123')).resolves.toBeUndefined();
    expect(JSON.parse(server.seen[2].body)).toEqual({ newPassword: '123456', loginPassword: 'matkhau123' });
  });

  it('changeTwoFactor sends current and new', async () => {
    server.on('POST', '/core/change-two-factor-password', () => json(200, { success: true }));
    await changeTwoFactor({ currentPassword: '111111', newPassword: '222222' });
    expect(JSON.parse(server.seen[0].body)).toEqual({ currentPassword: '111111', newPassword: '222222' });
  });

  it('the token is stored under 2fa_session_id, read back and cleared', () => {
    storeTwoFactorSession('abc');
    expect(localStorage.getItem(STORAGE_KEYS.twoFactorSession)).toBe('abc');
    expect(readTwoFactorSession()).toBe('abc');
    clearTwoFactorSession();
    expect(readTwoFactorSession()).toBeNull();
  });
});

describe('responsible gaming', () => {
  const rg = {
    dailyDepositLimit: 1000000,
    pendingDailyDepositLimit: null,
    pendingLimitAt: null,
    depositedToday: 0,
    pendingDepositsToday: 0,
    selfExcludedUntil: null,
  };

  it('reads and updates the limits', async () => {
    server.on('GET', '/core/responsible-gaming', () => json(200, { success: true, data: rg }));
    server.on('PUT', '/core/responsible-gaming', () => json(200, { success: true, data: { ...rg, dailyDepositLimit: 500000 } }));
    await expect(getResponsibleGaming()).resolves.toEqual(rg);
    await expect(updateResponsibleGaming({ dailyDepositLimit: 500000 })).resolves.toMatchObject({ dailyDepositLimit: 500000 });
    expect(JSON.parse(server.seen[1].body)).toEqual({ dailyDepositLimit: 500000 });
  });
});
