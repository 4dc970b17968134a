import { type Dice, type RoundResultDto } from '@app/shared/signed-in';
import { render, screen } from '@testing-library/react';
import { TrendBoard } from '../trend-board';
import { taixiuResult, xocdiaResult } from './fixtures';

const TAI: Dice = [6, 5, 4];
const XIU: Dice = [1, 2, 3];
const beads = () => Array.from(screen.getByTestId('trend-board').querySelectorAll('li'));

it('says so when there is no round yet', () => {
  render(<TrendBoard game="taixiu" results={[]} />);
  expect(screen.getByText('Chưa có phiên nào')).toBeInTheDocument();
  expect(screen.queryByTestId('trend-counts')).not.toBeInTheDocument();
});

it('draws oldest first and counts each outcome', () => {
  // Newest first, as the session keeps them: 13 (xỉu) is the newest, 10 (tài) the oldest.
  const results = [taixiuResult(13, XIU), taixiuResult(12, TAI), taixiuResult(11, TAI), taixiuResult(10, TAI)];
  render(<TrendBoard game="taixiu" results={results} />);
  expect(screen.getByRole('heading', { name: 'Soi cầu' })).toBeInTheDocument();
  expect(screen.getByTestId('trend-counts')).toHaveTextContent('Tài 3 · Xỉu 1');
  expect(beads().map((b) => b.getAttribute('data-outcome'))).toEqual(['tai', 'tai', 'tai', 'xiu']);
  expect(beads().map((b) => b.textContent?.charAt(0))).toEqual(['T', 'T', 'T', 'X']);
  expect(beads()[3]).toHaveAttribute('title', 'Phiên #13: Xỉu (6)');
  // The newest bead is ringed, and said to be the newest.
  expect(beads().filter((b) => b.hasAttribute('data-newest'))).toEqual([beads()[3]]);
  expect(beads()[3]).toHaveTextContent('Phiên #13: Xỉu (6), mới nhất');
});

it('keeps only the last 100 rounds', () => {
  const results: RoundResultDto[] = Array.from({ length: 130 }, (_, i) => taixiuResult(1000 - i, i % 2 === 0 ? TAI : XIU));
  render(<TrendBoard game="taixiu" results={results} />);
  expect(beads()).toHaveLength(100);
  expect(screen.getByTestId('trend-counts')).toHaveTextContent('Tài 50 · Xỉu 50');
  // Oldest kept is the 100th newest (session 901); the newest (1000) closes the road.
  expect(beads()[0]).toHaveAttribute('title', expect.stringContaining('#901'));
  expect(beads()[99]).toHaveAttribute('title', expect.stringContaining('#1000'));
});

it('xóc đĩa: C and L beads, chẵn/lẻ counts', () => {
  render(
    <TrendBoard
      game="xocdia"
      results={[
        xocdiaResult(3, ['red', 'white', 'white', 'white']),
        xocdiaResult(2, ['red', 'red', 'red', 'red']),
        xocdiaResult(1, ['red', 'red', 'white', 'white']),
      ]}
    />,
  );
  expect(screen.getByTestId('trend-counts')).toHaveTextContent('Chẵn 2 · Lẻ 1');
  expect(beads().map((b) => b.textContent?.charAt(0))).toEqual(['C', 'C', 'L']);
  expect(beads()[1]).toHaveAttribute('title', 'Phiên #2: Chẵn · 4 Đỏ');
});
