import { json, fakeApiForEachTest } from '../../../test-utils/fake-server';
import { generateQrCode } from '../generate-qr-code';
import { getBanks } from '../get-banks';
import { depositLimits, getConfigs, orderPrefix } from '../get-configs';
import { getDeposits } from '../get-deposits';
import { getVendorCards } from '../get-vendor-cards';
import {
  clearCurrentDeposit,
  currentDepositStore,
  setCurrentDeposit,
  CURRENT_DEPOSIT_KEY,
} from '../../../payments/deposits/current-deposit';

jest.mock('../../../notify/notify', () => ({ notify: { success: jest.fn(), error: jest.fn(), info: jest.fn(), warning: jest.fn() } }));

const P = '/v1/payment-service';
const ok = (data: unknown) => json(200, { code: 0, statusCode: 200, message: 'Thành công', data });
const server = fakeApiForEachTest();

it('getBanks maps code → bankCode and status → isActive', async () => {
  server.on('GET', `${P}/u/banks`, () =>
    ok([
      {
        id: 1,
        name: 'Vietcombank',
        shortName: 'VCB',
        code: 'VCB',
        bin: '970436',
        swiftCode: 'X',
        logo: null,
        accountNumber: '',
        accountName: '',
        status: 'ACTIVE',
        createdAt: 'c',
        updatedAt: 'u',
      },
    ]),
  );
  await expect(getBanks()).resolves.toEqual([
    expect.objectContaining({
      id: 1,
      name: 'Vietcombank',
      bankCode: 'VCB',
      swiftCode: 'X',
      isActive: true,
      createdAt: 'c',
      updatedAt: 'u',
    }),
  ]);
});

it('getVendorCards asks for active cards and names them from bankName', async () => {
  server.on('GET', `${P}/u/vendor-cards`, () =>
    ok([
      {
        id: 3,
        bankName: 'MB Bank',
        bankCode: 'MB',
        bin: '970422',
        accountNumber: '0123456789',
        accountName: 'CONG TY',
        swiftCode: null,
        isActive: true,
        createdAt: 'c',
        updatedAt: 'u',
      },
    ]),
  );
  const [card] = await getVendorCards();
  expect(server.seen[0].path).toBe(`/api${P}/u/vendor-cards?isActive=true`);
  expect(card).toMatchObject({ id: 3, name: 'MB Bank', accountNumber: '0123456789', accountName: 'CONG TY', bankCode: 'MB' });
});

it('a non-zero code is an error with the server message, else the fallback', async () => {
  server.on('GET', `${P}/u/vendor-cards`, () => json(200, { code: 1, statusCode: 400, message: '', data: null }));
  await expect(getVendorCards()).rejects.toMatchObject({ message: 'Không thể tải danh sách ngân hàng' });
  server.on('GET', `${P}/u/configs`, () => json(200, { code: 5, statusCode: 500, message: 'Bảo trì', data: null }));
  await expect(getConfigs()).rejects.toMatchObject({ message: 'Bảo trì' });
});

it('configs give limits and the order prefix, with defaults', () => {
  expect(depositLimits(null)).toBeNull();
  expect(depositLimits([])).toEqual({ min: 10_000, max: 100_000_000 });
  expect(
    depositLimits([
      { id: 'deposit_min_amount', value: '50000' },
      { id: 'deposit_max_amount', value: '2000000' },
    ]),
  ).toEqual({ min: 50_000, max: 2_000_000 });
  expect(orderPrefix([])).toBe('HD');
  expect(orderPrefix([{ id: 'prefix_order', value: 'NAP' }])).toBe('NAP');
});

it('generateQrCode posts {vendorId, amount} and maps the order', async () => {
  server.on('POST', `${P}/u/deposits/generate-qr-code`, () =>
    ok({
      orderId: 42,
      amount: 500000,
      code: 'ABCD2345',
      content: 'HDABCD2345',
      qrData: '000201',
      qrUrl: 'data:image/png;base64,xx',
      accountNumber: '0123456789',
      accountName: 'CONG TY',
      bankCode: 'MB',
      bankName: 'MB Bank',
      bin: '970422',
      vendorId: 3,
      status: 'PENDING',
      expiredAt: '2025-01-01T00:30:00.000Z',
      createdAt: '2025-01-01T00:00:00.000Z',
    }),
  );
  const current = await generateQrCode({ vendorId: 3, amount: 500000 });
  expect(JSON.parse(server.seen[0].body)).toEqual({ vendorId: 3, amount: 500000 });
  expect(current).toMatchObject({
    orderId: 42,
    amount: 500000,
    code: 'ABCD2345',
    content: 'HDABCD2345',
    qrData: '000201',
    qrUrl: 'data:image/png;base64,xx',
    bank: { id: 3, name: 'MB Bank', accountNumber: '0123456789', accountName: 'CONG TY', bankCode: 'MB' },
    status: 'pending',
    expiryTime: Date.parse('2025-01-01T00:30:00.000Z'),
    createdAt: Date.parse('2025-01-01T00:00:00.000Z'),
  });
  setCurrentDeposit(current);
  expect(JSON.parse(localStorage.getItem(CURRENT_DEPOSIT_KEY)!)).toMatchObject({ orderId: 42 });
  clearCurrentDeposit(41);
  expect(currentDepositStore.deposit?.orderId).toBe(42);
  clearCurrentDeposit(42);
  expect(localStorage.getItem(CURRENT_DEPOSIT_KEY)).toBeNull();
});

it('generateQrCode: an unreadable createdAt is now, an unreadable expiredAt 30 minutes after it', async () => {
  server.on('POST', `${P}/u/deposits/generate-qr-code`, () =>
    ok({
      orderId: 43,
      amount: 100000,
      code: 'WXYZ2345',
      content: '',
      qrData: null,
      qrUrl: null,
      accountNumber: '0123456789',
      accountName: 'CONG TY',
      bankCode: 'MB',
      bankName: null,
      bin: '970422',
      vendorId: 3,
      status: 'PENDING',
      expiredAt: 'later',
      createdAt: 'now',
    }),
  );
  const before = Date.now();
  const current = await generateQrCode({ vendorId: 3, amount: 100000 });
  const after = Date.now();
  expect(current).toMatchObject({ content: 'WXYZ2345', qrData: '', qrUrl: '', bank: { name: 'MB' }, status: 'pending' });
  expect(current.createdAt).toBeGreaterThanOrEqual(before);
  expect(current.createdAt).toBeLessThanOrEqual(after);
  expect(current.expiryTime).toBe(current.createdAt + 30 * 60_000);
});

it('getDeposits maps the history and infers one more page from a full page', async () => {
  const item = (id: number) => ({
    id,
    userId: 9,
    cardId: 3,
    amount: 100000,
    code: 'C',
    content: 'HDC',
    status: 'CONFIRMED',
    createdAt: 'c',
    confirmedAt: 'k',
    expiredAt: 'e',
    rejectReason: null,
  });
  server.on('GET', `${P}/u/deposits`, (seen) => {
    const size = Number(new URL(`http://x${seen.path}`).searchParams.get('size'));
    return ok({ items: Array.from({ length: size }, (_, i) => item(i + 1)), page: 1, size, total: size });
  });
  const page = await getDeposits(1, 2);
  expect(server.seen[0].path).toBe(`/api${P}/u/deposits?page=1&size=2`);
  expect(page.hasMore).toBe(true);
  expect(page.items[0]).toEqual({
    id: 1,
    amount: 100000,
    code: 'C',
    content: 'HDC',
    status: 'confirmed',
    createdAt: 'c',
    confirmedAt: 'k',
    rejectReason: null,
    // An answer from before rows said what they are reads as an order the bank feed credited.
    source: 'order',
    creditedBy: null,
  });
});
