import { cleanup, render, screen, within } from '@testing-library/react';
import { jackpotStore, GAME_SIDES, PAYOUT_MULTIPLIERS, payoutFor, taixiuOutcome, type BetSide, type GameType } from '@app/shared/signed-in';
import { GameRules } from '../game-rules';

// The rules screen must say what the server pays. Each row is checked against the pay table the
// server settles with (PAYOUT_MULTIPLIERS, payoutFor), and each chance against a count made here
// from the rules themselves, independently of the screen's own.
const limits = { minBet: 1_000, maxBet: 50_000_000, maxRoundTotal: 100_000_000 };
const timing = { bettingSeconds: 45, resultSeconds: 15 };
const rowOf = (side: BetSide) => within(screen.getByTestId(`rules-row-${side}`));
const decimal = (n: number) => new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 2 }).format(n);

// Draws that win each side, counted from the rules as written for players.
const EXPECTED_WINS: Record<GameType, Partial<Record<BetSide, [number, number]>>> = {
  // 108 of the 216 dice throws sum to 11 or more.
  taixiu: { tai: [108, 216], xiu: [108, 216] },
  // Of 16 coin draws: an even number of reds in 1 + 6 + 1, one red or three in 4 + 4, four alike in 1 each.
  xocdia: { chan: [8, 16], le: [8, 16], four_red: [1, 16], four_white: [1, 16], three_red: [4, 16], three_white: [4, 16] },
};

it.each(['taixiu', 'xocdia'] as const)('%s: every side pays what the server pays, with its chance and the house edge', (game) => {
  render(<GameRules game={game} limits={limits} timing={timing} />);
  for (const side of GAME_SIDES[game] as readonly BetSide[]) {
    const { numerator, denominator } = (PAYOUT_MULTIPLIERS[game] as Record<string, { numerator: number; denominator: number }>)[side];
    const multiplier = numerator / denominator;
    const [wins, draws] = EXPECTED_WINS[game][side]!;
    const row = rowOf(side);
    expect(row.getByTestId('rules-multiplier')).toHaveTextContent(`x${decimal(multiplier)}`);
    expect(row.getByTestId('rules-chance')).toHaveTextContent(`${wins}/${draws}`);
    expect(row.getByTestId('rules-edge')).toHaveTextContent(`${decimal((1 - (wins / draws) * multiplier) * 100)}%`);
  }
  const first = GAME_SIDES[game][0];
  expect(screen.getByTestId('rules-example')).toHaveTextContent(
    `${new Intl.NumberFormat('vi-VN').format(payoutFor(game, first as never, 100_000))} đ`,
  );
});

it('says the edges players know: 1% on tài, xỉu, chẵn and lẻ; 6,25% on four alike; 5% on three and one', () => {
  render(<GameRules game="xocdia" limits={limits} timing={timing} />);
  expect(rowOf('chan').getByTestId('rules-edge')).toHaveTextContent('1%');
  expect(rowOf('four_red').getByTestId('rules-edge')).toHaveTextContent('6,25%');
  expect(rowOf('three_white').getByTestId('rules-edge')).toHaveTextContent('5%');
});

it('states the triple rule the server applies, the timing and the limits', () => {
  // The sentences about sums and triples are only true while the outcome is the sum alone.
  expect(taixiuOutcome([6, 6, 6])).toBe('tai');
  expect(taixiuOutcome([1, 1, 1])).toBe('xiu');
  expect(taixiuOutcome([5, 5, 1])).toBe('tai');
  expect(taixiuOutcome([4, 5, 1])).toBe('xiu');
  render(<GameRules game="taixiu" limits={limits} timing={timing} />);
  expect(screen.getByText(/tổng từ 11 đến 18/)).toBeInTheDocument();
  expect(screen.getByText(/tổng từ 3 đến 10/)).toBeInTheDocument();
  expect(screen.getByTestId('rules-triples')).toHaveTextContent('ba mặt 6 (tổng 18) là Tài, ba mặt 1 (tổng 3) là Xỉu');
  expect(screen.getByTestId('rules-timing')).toHaveTextContent('Mỗi phiên nhận cược trong 45 giây, rồi mở kết quả trong 15 giây.');
  expect(screen.getByTestId('rules-limits')).toHaveTextContent('từ 1.000 đ đến 50.000.000 đ');
  expect(screen.getByTestId('rules-limits')).toHaveTextContent('tối đa 100.000.000 đ');
});

describe('the hũ', () => {
  beforeEach(() => {
    jackpotStore.jackpot = { gameType: 'taixiu', pool: 10_000_000, shareBasisPoints: 50, seedAmount: 10_000_000, capPerBet: 200_000_000 };
  });
  afterEach(() => {
    // The screen first, so that clearing the store does not redraw it outside act().
    cleanup();
    jackpotStore.jackpot = null;
  });

  it('tài xỉu gives the contribution, the trigger and its chance (2 in 216, counted here), the split and the refill', () => {
    // The jackpot draws, counted from the rule: three dice alike, all 1 or all 6.
    let triples = 0;
    for (let a = 1; a <= 6; a++)
      for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) if (a === b && b === c && (a === 1 || a === 6)) triples++;
    expect(triples).toBe(2);
    render(<GameRules game="taixiu" limits={limits} timing={timing} />);
    const section = within(screen.getByTestId('rules-jackpot'));
    expect(section.getByText(/0,5 % tổng tiền cược/)).toBeInTheDocument();
    expect(section.getByText(/1-1-1 hoặc 6-6-6 \(2 trên 216/)).toBeInTheDocument();
    expect(section.getByText(/theo tỉ lệ tiền cược, làm tròn xuống/)).toBeInTheDocument();
    expect(section.getByText(/200\.000\.000\sđ/)).toBeInTheDocument();
    expect(section.getByText(/nạp lại hũ lên 10\.000\.000\sđ/)).toBeInTheDocument();
  });

  it('xóc đĩa has none; an operator’s 0 % says the hũ is off', () => {
    const { unmount } = render(<GameRules game="xocdia" limits={limits} timing={timing} />);
    expect(screen.queryByTestId('rules-jackpot')).toBeNull();
    unmount();
    jackpotStore.jackpot = { ...jackpotStore.jackpot!, shareBasisPoints: 0 };
    render(<GameRules game="taixiu" limits={limits} timing={timing} />);
    expect(screen.getByTestId('rules-jackpot')).toHaveTextContent('Hũ đang tắt');
  });
});
