import { axisDong, margin } from '../report-format';

test('a margin to a tenth of a percent, a dash without stakes', () => {
  expect(margin(1_345_000, 12_345_000)).toBe('10,9%');
  expect(margin(-50_000, 1_000_000)).toBe('-5,0%');
  expect(margin(0, 0)).toBe('—');
});

test("an axis's amounts in the unit of its largest, with the decimals its step needs", () => {
  expect(axisDong([0, 100e6, 200e6, 300e6, 400e6], 100e6)).toEqual(['0', '100 tr', '200 tr', '300 tr', '400 tr']);
  expect(axisDong([0, 500e6, 1e9, 1.5e9], 500e6)).toEqual(['0', '0,5 tỷ', '1 tỷ', '1,5 tỷ']);
  expect(axisDong([2.4e9, 2.45e9, 2.5e9], 50e6)).toEqual(['2,4 tỷ', '2,45 tỷ', '2,5 tỷ']);
  expect(axisDong([-2e6, 0, 2e6], 2e6)).toEqual(['−2 tr', '0', '2 tr']);
  expect(axisDong([0, 200, 400], 200)).toEqual(['0', '200', '400']);
  expect(axisDong([0, 500, 1000], 500)).toEqual(['0', '0,5 nghìn', '1 nghìn']);
});
