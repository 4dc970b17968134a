import { fireEvent, render, screen } from '@testing-library/react';
import { BANK_BADGE_COLORS, BankBadge, bankBadgeColor, bankBadgeColorIndex, bankBadgeText } from '../bank-badge';
import * as s from '../bank-badge.css';

jest.mock('identity-obj-proxy', () => require('./support/style-proxy').createStyleProxy());

const CODES = [
  'VCB',
  'BIDV',
  'ICB',
  'VBA',
  'TCB',
  'MB',
  'ACB',
  'VPB',
  'TPB',
  'STB',
  'HDB',
  'VIB',
  'SHB',
  'EIB',
  'MSB',
  'OCB',
  'SCB',
  'LPB',
  'SEAB',
  'NAB',
  'ABB',
  'BAB',
  'PGB',
  'VAB',
  'KLB',
  'NCB',
  'BVB',
  'VCCB',
  'CAKE',
  'TIMO',
];

describe('bank badge colour', () => {
  it('has twelve colours', () => {
    expect(BANK_BADGE_COLORS).toHaveLength(12);
    expect(new Set(BANK_BADGE_COLORS).size).toBe(12);
  });

  it('is stable: the same code always gets the same colour, whatever its case or padding', () => {
    for (const code of CODES) {
      const i = bankBadgeColorIndex(code);
      expect(i).toBeGreaterThanOrEqual(0);
      expect(i).toBeLessThan(12);
      expect(bankBadgeColorIndex(code)).toBe(i);
      expect(bankBadgeColorIndex(code.toLowerCase())).toBe(i);
      expect(bankBadgeColorIndex(` ${code} `)).toBe(i);
      expect(bankBadgeColor(code)).toBe(BANK_BADGE_COLORS[i]);
    }
  });

  it('keeps the colours it has shipped with (FNV-1a over the upper-cased code)', () => {
    // Pinned so a change of the hash does not silently repaint every user's bank list.
    expect(['VCB', 'BIDV', 'ICB', 'TCB', 'MB', 'ACB', ''].map(bankBadgeColorIndex)).toEqual([4, 10, 1, 10, 2, 9, 1]);
  });

  it('spreads real bank codes over many colours', () => {
    const used = new Set(CODES.map(bankBadgeColorIndex));
    expect(used.size).toBeGreaterThanOrEqual(8);
  });

  it('copes with a missing code', () => {
    expect(BANK_BADGE_COLORS).toContain(bankBadgeColor(undefined));
    expect(BANK_BADGE_COLORS).toContain(bankBadgeColor(null));
  });
});

describe('bankBadgeText', () => {
  it('uses the short name when it fits, else the code, else the start of the name', () => {
    expect(bankBadgeText('MB', 'MB', 28)).toBe('MB');
    expect(bankBadgeText('BIDV', 'BIDV', 36)).toBe('BIDV');
    expect(bankBadgeText('Vietcombank', 'VCB', 36)).toBe('VCB');
    expect(bankBadgeText('VietinBank', 'ICB', 48)).toBe('ICB');
    expect(bankBadgeText('TPBank', 'TPB', 28)).toBe('TPB');
    expect(bankBadgeText('SeABank', 'SEAB', 28)).toBe('SeA');
    expect(bankBadgeText(undefined, undefined, 36)).toBe('?');
  });
});

describe('BankBadge', () => {
  it('shows the logo when given one', () => {
    render(<BankBadge code="VCB" shortName="Vietcombank" logo="/banks/vcb.png" />);
    const img = screen.getByRole('img', { name: 'Vietcombank' });
    expect(img.tagName).toBe('IMG');
    expect(img).toHaveAttribute('src', '/banks/vcb.png');
  });

  it('falls back to the coloured short name when the logo fails to load', () => {
    render(<BankBadge code="VCB" shortName="Vietcombank" logo="/banks/missing.png" />);
    fireEvent.error(screen.getByRole('img', { name: 'Vietcombank' }));
    const badge = screen.getByRole('img', { name: 'Vietcombank' });
    expect(badge.tagName).toBe('SPAN');
    expect(badge).toHaveTextContent('VCB');
    expect(badge).toHaveStyle({ backgroundColor: bankBadgeColor('VCB') });
  });

  it('tries a new logo after an earlier one failed', () => {
    const { rerender } = render(<BankBadge code="VCB" shortName="Vietcombank" logo="/a.png" />);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.queryByRole('img')?.tagName).toBe('SPAN');
    rerender(<BankBadge code="VCB" shortName="Vietcombank" logo="/b.png" />);
    expect(screen.getByRole('img').tagName).toBe('IMG');
  });

  it('without a logo draws the short name on the colour of its code', () => {
    render(<BankBadge code="MB" shortName="MB" name="Ngân hàng TMCP Quân đội" />);
    const badge = screen.getByRole('img', { name: 'Ngân hàng TMCP Quân đội' });
    expect(badge).toHaveTextContent('MB');
    expect(badge).toHaveStyle({ backgroundColor: bankBadgeColor('MB') });
    expect(badge).toHaveAttribute('data-color-index', String(bankBadgeColorIndex('MB')));
  });

  it('two different banks can get different colours and the same bank always the same', () => {
    const { rerender } = render(<BankBadge code="VCB" shortName="VCB" />);
    const first = screen.getByRole('img').style.backgroundColor;
    rerender(<BankBadge code="VCB" shortName="VCB" />);
    expect(screen.getByRole('img').style.backgroundColor).toBe(first);
    const other = CODES.find((c) => bankBadgeColor(c) !== bankBadgeColor('VCB'))!;
    rerender(<BankBadge code={other} shortName={other} />);
    expect(screen.getByRole('img').style.backgroundColor).not.toBe(first);
  });

  it.each([28, 36, 48] as const)('applies the %i px size', (size) => {
    render(<BankBadge code="ACB" shortName="ACB" size={size} />);
    expect(screen.getByRole('img')).toHaveClass(String(s.size[size]));
  });
});
