import { PAYMENT_MESSAGES } from '../../../contracts/payment-messages';
import { TWO_FACTOR_MESSAGES } from '../../../contracts/two-factor';
import { json, fakeApiForEachTest } from '../../../test-utils/fake-server';
import { cancelWithdrawal } from '../cancel-withdrawal';
import { createWithdrawal, withdrawalTwoFactor } from '../create-withdrawal';
import { getWithdrawals } from '../get-withdrawals';

jest.mock('../../../notify/notify', () => ({ notify: { success: jest.fn(), error: jest.fn(), info: jest.fn(), warning: jest.fn() } }));

const P = '/v1/payment-service';
const ok = <T>(data: T, statusCode = 200) => ({ code: 0, statusCode, message: 'Thành công', data });
const fail = (message: string, statusCode = 400) => ({ code: 1, statusCode, message, data: null });

const server = fakeApiForEachTest();

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
