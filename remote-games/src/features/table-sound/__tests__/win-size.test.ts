import { payoutFor } from '@app/shared/signed-in';
import { winSize } from '../win-size';

const win = (totalStake: number, totalPayout: number) => winSize({ totalStake, totalPayout });

it('no win sound for a loss or a round that only gave the stake back', () => {
  expect(win(100_000, 0)).toBeNull();
  expect(win(100_000, 100_000)).toBeNull();
  expect(win(200_000, 99_000)).toBeNull();
});

it('a tài or xỉu win at x1,98 is small, medium or big by its amount', () => {
  expect(win(100_000, 198_000)).toBe('small');
  expect(win(1_100_000, 2_178_000)).toBe('medium');
  expect(win(11_000_000, 21_780_000)).toBe('big');
});

it('against the stake: three red (x3,8) is medium and four red (x15) big, however small the stake', () => {
  expect(win(10_000, payoutFor('xocdia', 'three_red', 10_000))).toBe('medium');
  expect(win(10_000, payoutFor('xocdia', 'four_red', 10_000))).toBe('big');
});
