import { ORDER_CODE_ALPHABET, ORDER_CODE_LENGTH } from '@app/shared/contracts';
import { loadConfig } from '../../config/load-config';
import { candidateCodes, newOrderCode, normalizeTransferText } from '../order-code';
import { buildVietQr, parseVietQr, qrPngDataUrl } from '../vietqr';
import vectors from './fixtures/vietqr-vectors.json';

describe('VietQR payloads', () => {
  it.each(vectors.vectors.map((v) => [v.source, v] as const))('reproduces the published vector: %s', (_source, vector) => {
    const input = vector.input as { bin: string; account: string; amount?: number; purpose?: string };
    const payload = buildVietQr({ bin: input.bin, accountNumber: input.account, amount: input.amount, purpose: input.purpose });
    expect(payload).toBe(vector.payload);
    const parsed = parseVietQr(payload);
    expect(parsed).toMatchObject({ valid: true, bin: input.bin, accountNumber: input.account });
    expect(parsed.amount).toBe(input.amount);
    expect(parsed.purpose).toBe(input.purpose);
  });

  it('refuses a payload whose CRC was tampered with', () => {
    const good = vectors.vectors[3].payload;
    expect(parseVietQr(good.slice(0, -1) + (good.endsWith('C') ? 'D' : 'C')).valid).toBe(false);
  });

  it('renders a PNG data URL', async () => {
    const url = await qrPngDataUrl(vectors.vectors[1].payload);
    expect(url).toMatch(/^data:image\/png;base64,/);
    const png = Buffer.from(url.split(',')[1], 'base64');
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
  });
});

describe('order codes', () => {
  it('draws ORDER_CODE_LENGTH characters of the alphabet', () => {
    const codes = new Set<string>();
    for (let i = 0; i < 500; i += 1) {
      const code = newOrderCode();
      expect(code).toHaveLength(ORDER_CODE_LENGTH);
      for (const ch of code) expect(ORDER_CODE_ALPHABET).toContain(ch);
      codes.add(code);
    }
    expect(codes.size).toBe(500);
  });

  it('normalises what bank apps do to the content', () => {
    expect(normalizeTransferText('hd 8f3k-2q.x9  chuyen tien')).toBe('HD8F3K2QX9CHUYENTIEN');
    expect(normalizeTransferText('MBVCB.123.HD8F3K2QX9.CT tu 0011')).toBe('MBVCB123HD8F3K2QX9CTTU0011');
  });

  it('finds every window of code characters', () => {
    const found = candidateCodes(normalizeTransferText('xx hd 8f3k-2qx9 yy'));
    expect(found).toContain('8F3K2QX9');
    // 0, 1, O and I are not code characters: no window crosses them.
    expect(candidateCodes('AAAA0AAAA')).toEqual([]);
    expect(candidateCodes('')).toEqual([]);
  });
});

describe('DEPOSIT_TTL_MINUTES', () => {
  const load = (value: string) =>
    loadConfig(
      {
        DEPOSIT_TTL_MINUTES: value,
        JWT_SECRET: 's'.repeat(32),
        BANK_WEBHOOK_KEY: 'b'.repeat(16),
        ADMIN_PASSWORD: 'operator123',
        FAIRNESS_SECRET: 'f'.repeat(32),
        DATA_DIR: '/tmp/x',
      },
      { repoRoot: '/tmp' },
    );
  it('accepts a fraction of a minute for tests', () => {
    expect(load('0.1').depositTtlMinutes).toBe(0.1);
    expect(load('30').depositTtlMinutes).toBe(30);
  });
  it('refuses values out of range', () => {
    expect(() => load('0.01')).toThrow(/DEPOSIT_TTL_MINUTES/);
    expect(() => load('1441')).toThrow(/DEPOSIT_TTL_MINUTES/);
    expect(() => load('abc')).toThrow(/DEPOSIT_TTL_MINUTES/);
  });
});
