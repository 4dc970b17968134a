import { configureApi, notify, sessionStore, setBalance } from '@app/shared';
import { resetPaymentCache, type UserBankAccountDto } from '@app/shared/signed-in';
import { fakeServer, gate, json } from '@app/shared/test-utils';
import { resetBankAccounts } from '../../bank-accounts/bank-accounts-store';
import { resetWithdrawals } from '../withdrawals-store';

export { gate, json };
export const P = '/v1/payment-service';
export const ok = <T>(data: T, statusCode = 200) => json(statusCode, { code: 0, statusCode, message: 'Thành công', data });
export const fail = (status: number, message: string) => json(status, { code: 1, statusCode: status, message, data: null });

export const account = (over: Partial<UserBankAccountDto> = {}): UserBankAccountDto => ({
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

export const banks = [
  {
    id: 1,
    name: 'Ngân hàng TMCP Ngoại thương Việt Nam',
    shortName: 'Vietcombank',
    code: 'VCB',
    bin: '970436',
    swiftCode: null,
    logo: null,
    accountNumber: '',
    accountName: '',
    status: 'ACTIVE',
    createdAt: 'c',
    updatedAt: 'u',
  },
  {
    id: 2,
    name: 'Ngân hàng TMCP Á Châu',
    shortName: 'ACB',
    code: 'ACB',
    bin: '970416',
    swiftCode: null,
    logo: null,
    accountNumber: '',
    accountName: '',
    status: 'ACTIVE',
    createdAt: 'c',
    updatedAt: 'u',
  },
];

export type Server = ReturnType<typeof fakeServer>;

/** A scripted server behind `api`, a known player, balance 5,000,000 and spied toasts. */
export function setup() {
  const server = fakeServer();
  configureApi({ baseUrl: 'http://localhost/api', fetch: server.fetch });
  localStorage.clear();
  Object.assign(sessionStore, {
    token: null,
    user: {
      id: 7,
      username: 'nguoichoi',
      phone: '0912345678',
      role: 'user',
      dev_tools_enabled: false,
      createdAt: '2026-01-01T00:00:00.000Z',
    },
    isAuthenticated: false,
  });
  resetPaymentCache();
  resetBankAccounts();
  resetWithdrawals();
  setBalance(5_000_000, 'test');
  server.on('GET', `${P}/u/banks`, () => ok(banks));
  server.on('GET', `${P}/u/configs`, () =>
    ok([
      { id: 'deposit_min_amount', value: '50000' },
      { id: 'deposit_max_amount', value: '10000000' },
    ]),
  );
  server.on('GET', '/core/balance', () => json(200, { success: true, data: { balance: 4_800_000 } }));
  server.on('GET', `${P}/u/withdrawals`, () => ok({ items: [], page: 1, size: 10, total: 0 }));
  const toast = {
    success: jest.spyOn(notify, 'success').mockImplementation(() => undefined),
    error: jest.spyOn(notify, 'error').mockImplementation(() => undefined),
    info: jest.spyOn(notify, 'info').mockImplementation(() => undefined),
  };
  return { server, toast };
}
