import { type Dice } from '@app/shared/signed-in';
import { render, screen, within } from '@testing-library/react';
import { taixiuResult } from '../../game-table/__tests__/fixtures';
import { SUM_CHART_ROUNDS, SumChart } from '../sum-chart';

it('a point per round with the sums in words, the newest ringed and labelled', () => {
  const rounds = [taixiuResult(3, [6, 6, 6]), taixiuResult(2, [1, 2, 3]), taixiuResult(1, [4, 4, 3])];
  render(<SumChart rounds={rounds} />);
  expect(screen.getByRole('heading', { name: 'Biểu đồ tổng điểm' })).toBeInTheDocument();
  const chart = screen.getByRole('img', { name: 'Biểu đồ tổng điểm 3 phiên gần nhất' });
  expect(chart).toHaveAccessibleDescription(
    'Tổng điểm từ cũ đến mới: 11, 6, 18. Trên 10,5 là Tài, dưới là Xỉu. Mới nhất: phiên #3, 18 điểm, Tài.',
  );
  expect(within(screen.getByTestId('sum-chart-newest')).getByText('18')).toBeInTheDocument();
  // The 10,5 line between Xỉu and Tài is drawn and labelled.
  expect(within(chart).getByText('10,5')).toBeInTheDocument();
});

it(`draws the last ${SUM_CHART_ROUNDS} rounds`, () => {
  const dice: Dice = [1, 1, 2];
  const rounds = Array.from({ length: 80 }, (_, i) => taixiuResult(500 - i, dice));
  render(<SumChart rounds={rounds} />);
  expect(screen.getByRole('img', { name: `Biểu đồ tổng điểm ${SUM_CHART_ROUNDS} phiên gần nhất` })).toHaveAccessibleDescription(
    /Mới nhất: phiên #500, 4 điểm, Xỉu\.$/,
  );
});

it('says so with no round', () => {
  render(<SumChart rounds={[]} />);
  expect(screen.getByText('Chưa có phiên nào để vẽ biểu đồ')).toBeInTheDocument();
});
