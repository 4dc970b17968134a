import { taixiuResult, voidTaixiu, xocdiaResult } from '../../game-table/__tests__/fixtures';
import { coinColourCounts, diceFaceCounts, percent, redCountFrequencies, sumSeries } from '../frequencies';
import { settledRounds } from '../soi-cau-rounds';

describe('tài xỉu', () => {
  const history = [taixiuResult(3, [6, 6, 1]), voidTaixiu(2, [5, 5, 5]), taixiuResult(1, [1, 2, 3])];

  it('counts each face over the settled rounds, a round called off left out', () => {
    expect(diceFaceCounts(settledRounds(history))).toEqual([2, 1, 1, 0, 0, 2]);
  });

  it('the sums oldest first, with their side', () => {
    expect(sumSeries(settledRounds(history))).toEqual([
      { roundId: 1, sum: 6, side: 'xiu' },
      { roundId: 3, sum: 13, side: 'tai' },
    ]);
  });

  it('nothing to count in an empty history', () => {
    expect(diceFaceCounts([])).toEqual([0, 0, 0, 0, 0, 0]);
    expect(sumSeries([])).toEqual([]);
  });
});

describe('xóc đĩa', () => {
  const history = [
    xocdiaResult(4, ['red', 'red', 'red', 'red']),
    xocdiaResult(3, ['red', 'white', 'white', 'white']),
    xocdiaResult(2, ['red', 'red', 'white', 'white']),
    xocdiaResult(1, ['white', 'white', 'white', 'white']),
  ];

  it('red and white coins, and how many rounds came with each number of red', () => {
    expect(coinColourCounts(history)).toEqual({ red: 7, white: 9 });
    expect(redCountFrequencies(history)).toEqual([1, 1, 1, 0, 1]);
  });

  it('nothing to count in an empty history', () => {
    expect(coinColourCounts([])).toEqual({ red: 0, white: 0 });
    expect(redCountFrequencies([])).toEqual([0, 0, 0, 0, 0]);
  });
});

it('keeps the newest rounds of the window, skipping those called off', () => {
  const history = [taixiuResult(5, [1, 1, 1]), voidTaixiu(4, null), taixiuResult(3, [1, 1, 1]), taixiuResult(2, [1, 1, 1])];
  expect(settledRounds(history, 2).map((r) => r.sessionId)).toEqual([5, 3]);
  expect(settledRounds([])).toEqual([]);
});

it('a share as a whole percentage, none of nothing', () => {
  expect(percent(1, 3)).toBe(33);
  expect(percent(0, 0)).toBe(0);
});
