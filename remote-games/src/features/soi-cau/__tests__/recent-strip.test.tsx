import { render, screen, within } from '@testing-library/react';
import { taixiuResult, voidTaixiu, xocdiaResult } from '../../game-table/__tests__/fixtures';
import { RecentStrip, STRIP_ROUNDS } from '../recent-strip';

const beads = () => within(screen.getByRole('list', { name: /phiên gần nhất/ })).getAllByRole('listitem');

it('the last rounds oldest first, the newest marked, a round called off left out', () => {
  const results = [taixiuResult(12, [6, 6, 5]), voidTaixiu(11, null), taixiuResult(10, [1, 2, 3]), taixiuResult(9, [4, 4, 4])];
  render(<RecentStrip game="taixiu" results={results} loading={false} />);
  expect(screen.getByRole('list', { name: `${STRIP_ROUNDS} phiên gần nhất, mới nhất bên phải` })).toBeInTheDocument();
  expect(beads().map((b) => b.textContent)).toEqual(['12Phiên #9: Tài (12)', '6Phiên #10: Xỉu (6)', '17Phiên #12: Tài (17), mới nhất']);
  expect(beads()[2]).toHaveAttribute('data-newest', 'true');
  expect(beads()[0]).not.toHaveAttribute('data-newest');
});

it(`keeps the last ${STRIP_ROUNDS}`, () => {
  const results = Array.from({ length: 30 }, (_, i) => taixiuResult(100 - i, [1, 2, 3]));
  render(<RecentStrip game="taixiu" results={results} loading={false} />);
  expect(beads()).toHaveLength(STRIP_ROUNDS);
  expect(beads()[0]).toHaveTextContent('Phiên #89');
  expect(beads()[STRIP_ROUNDS - 1]).toHaveTextContent('Phiên #100');
});

it('xóc đĩa: Chẵn and Lẻ', () => {
  render(
    <RecentStrip
      game="xocdia"
      results={[xocdiaResult(2, ['red', 'white', 'white', 'white']), xocdiaResult(1, ['red', 'red', 'red', 'red'])]}
      loading={false}
    />,
  );
  expect(beads().map((b) => b.getAttribute('data-outcome'))).toEqual(['chan', 'le']);
  expect(beads()[0]).toHaveTextContent('CPhiên #1: Chẵn · 4 Đỏ');
  expect(beads()[1]).toHaveTextContent('LPhiên #2: Lẻ · 3 Trắng 1 Đỏ, mới nhất');
});

it('says so with no round yet, and keeps blank beads while the history loads', () => {
  const { rerender } = render(<RecentStrip game="taixiu" results={[]} loading />);
  expect(screen.queryByRole('list')).not.toBeInTheDocument();
  expect(screen.getByTestId('recent-strip')).toHaveAttribute('aria-hidden', 'true');
  rerender(<RecentStrip game="taixiu" results={[]} loading={false} />);
  expect(screen.getByText('Chưa có kết quả phiên nào')).toBeInTheDocument();
});
