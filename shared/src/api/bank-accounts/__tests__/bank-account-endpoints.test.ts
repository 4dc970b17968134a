import { PAYMENT_MESSAGES } from '../../../contracts/payment-messages';
import { type UserBankAccountDto } from '../../../contracts/bank-accounts';
import { json, fakeApiForEachTest } from '../../../test-utils/fake-server';
import { createBankAccount } from '../create-bank-account';
import { deleteBankAccount } from '../delete-bank-account';
import { firstBankAccount, getBankAccounts } from '../get-bank-accounts';
import { setDefaultBankAccount } from '../set-default-bank-account';
import { setBankAccountActive, updateBankAccount } from '../update-bank-account';

jest.mock('../../../notify/notify', () => ({ notify: { success: jest.fn(), error: jest.fn(), info: jest.fn(), warning: jest.fn() } }));

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

const server = fakeApiForEachTest();

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
