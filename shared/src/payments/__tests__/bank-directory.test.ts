import {
  BANK_DIRECTORY_FRESH_MS,
  BANK_DIRECTORY_URL_DEFAULT,
  configureBankDirectory,
  getBankDirectory,
  resetBankDirectoryCache,
} from '../api/get-bank-directory';
import { gate, json } from '../../http/__tests__/fake-server';

const source = {
  id: 17,
  name: 'Ngân hàng TMCP Ngoại Thương',
  code: 'VCB',
  swift_code: 'BFTVVNVX',
  logo: '',
  shortName: 'Vietcombank',
  bin: '970436',
  transferSupported: 1,
  lookupSupported: 0,
};

let now = 0;
let fetchMock: jest.Mock;

beforeEach(() => {
  now = 0;
  resetBankDirectoryCache();
  fetchMock = jest.fn(async () => json(200, { code: '00', desc: 'ok', data: [source] }));
  configureBankDirectory({ url: 'http://localhost/api/bank-directory/v2/banks', fetch: fetchMock as never, now: () => now });
});

it('defaults to the mirror on this server', () => {
  expect(BANK_DIRECTORY_URL_DEFAULT).toBe('/api/bank-directory/v2/banks');
});

it('maps the directory shape', async () => {
  await expect(getBankDirectory()).resolves.toEqual([
    {
      id: 17,
      name: 'Ngân hàng TMCP Ngoại Thương',
      accountNumber: '',
      accountName: '',
      bankCode: 'VCB',
      swiftCode: 'BFTVVNVX',
      isActive: true,
      createdAt: '',
      updatedAt: '',
      logo: '',
      shortName: 'Vietcombank',
      bin: '970436',
      transferSupported: true,
      lookupSupported: false,
    },
  ]);
  expect(fetchMock.mock.calls[0][1].headers).toEqual({ accept: 'application/json' });
});

it('is fresh for 30 minutes', async () => {
  await getBankDirectory();
  now = BANK_DIRECTORY_FRESH_MS - 1;
  await getBankDirectory();
  expect(fetchMock).toHaveBeenCalledTimes(1);
  now = BANK_DIRECTORY_FRESH_MS;
  await getBankDirectory();
  expect(fetchMock).toHaveBeenCalledTimes(2);
});

it('concurrent callers share the request in flight', async () => {
  const held = gate<Response>();
  fetchMock.mockReturnValueOnce(held.promise);
  const a = getBankDirectory();
  const b = getBankDirectory();
  held.open(json(200, { code: '00', data: [source] }));
  const [x, y] = await Promise.all([a, b]);
  expect(x).toBe(y);
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

it('answers the stale list when a refresh fails', async () => {
  const first = await getBankDirectory();
  now = BANK_DIRECTORY_FRESH_MS + 1;
  fetchMock.mockResolvedValueOnce(json(503, {}));
  await expect(getBankDirectory()).resolves.toBe(first);
  fetchMock.mockResolvedValueOnce(json(200, { code: '99', desc: 'down' }));
  await expect(getBankDirectory()).resolves.toBe(first);
});

it('throws when there is nothing cached', async () => {
  fetchMock.mockResolvedValueOnce(json(500, {}));
  await expect(getBankDirectory()).rejects.toThrow('HTTP error! status: 500');
  fetchMock.mockResolvedValueOnce(json(200, { code: '01' }));
  await expect(getBankDirectory()).rejects.toThrow('Failed to fetch banks from VietQR');
  fetchMock.mockResolvedValueOnce(json(200, { code: '01', desc: 'Lỗi' }));
  await expect(getBankDirectory()).rejects.toThrow('Lỗi');
});
