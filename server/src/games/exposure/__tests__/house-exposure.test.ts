import { exceedsCap, outcomeLosses, roundOutcomes, worstLoss } from '../house-exposure';

describe("the house's loss under each draw", () => {
  it('knows the draws each game can end with, as settlement pays them', () => {
    // No triple rule: every total of three dice is tài (11 to 18) or xỉu (3 to 10).
    expect(roundOutcomes('taixiu').map((sides) => [...sides])).toEqual([['xiu'], ['tai']]);
    // 0 to 4 red coins: each wins chẵn or lẻ, and one of the four other sides (2 red: none).
    expect(roundOutcomes('xocdia').map((sides) => [...sides])).toEqual([
      ['chan', 'four_white'],
      ['le', 'three_white'],
      ['chan'],
      ['le', 'three_red'],
      ['chan', 'four_red'],
    ]);
  });

  it('tài xỉu: the winners paid 1.98× less every stake of the round', () => {
    // xỉu wins: 1.98 × 100 − 400 = −202; tài wins: 1.98 × 300 − 400 = 194.
    expect(outcomeLosses('taixiu', { tai: 300, xiu: 100 })).toEqual([-202, 194]);
    expect(worstLoss('taixiu', { tai: 300, xiu: 100 })).toBe(194);
    expect(worstLoss('taixiu', {})).toBe(0);
  });

  it('xóc đĩa counts the two sides one draw wins together, not each side alone', () => {
    // 1,000 on chẵn and 1,000 on 4 đỏ: four red pays both, 1,980 + 15,000 − 2,000.
    const stakes = { chan: 1_000, four_red: 1_000 };
    expect(outcomeLosses('xocdia', stakes)).toEqual([-20, -2_000, -20, -2_000, 14_980]);
    expect(worstLoss('xocdia', stakes)).toBe(14_980);
    // Each side alone would say 14,000 at most: the overlap is what the cap must see.
    expect(Math.max(worstLoss('xocdia', { chan: 1_000 }), worstLoss('xocdia', { four_red: 1_000 }))).toBe(14_000);
  });

  it('never understates what settlement pays: a side is paid on its total, each bet rounds down alone', () => {
    // Three bets of 1,001 on tài pay 1,981 each (1,981.98 rounded down), 5,943 in all; the total
    // 3,003 pays 5,945: the figure is at most a few đồng above the truth, never below.
    expect(worstLoss('taixiu', { tai: 3_003 })).toBe(5_945 - 3_003);
  });

  it('refuses the bet that takes a draw past the cap, and takes one that lowers the worst draw', () => {
    // tài wins: 0.98 × 1,000 = 980 with 1,000 more on tài.
    expect(exceedsCap('taixiu', {}, 'tai', 1_000, 980)).toBe(false);
    expect(exceedsCap('taixiu', {}, 'tai', 1_000, 979)).toBe(true);
    // The cap lowered below the round's worst draw: a bet on the other side is still taken (it
    // lowers the loss of that draw), more on the same side is not.
    const over = { tai: 10_000 };
    expect(exceedsCap('taixiu', over, 'xiu', 1_000, 1_000)).toBe(false);
    expect(exceedsCap('taixiu', over, 'tai', 1_000, 1_000)).toBe(true);
    // xóc đĩa: 4 đỏ on top of chẵn is refused under a cap that each alone would have passed.
    expect(exceedsCap('xocdia', { chan: 1_000 }, 'four_red', 1_000, 14_500)).toBe(true);
    expect(exceedsCap('xocdia', {}, 'four_red', 1_000, 14_500)).toBe(false);
  });
});
