import { type Dice } from '@app/shared/signed-in';
import { render, screen } from '@testing-library/react';
import { taixiuResult, xocdiaResult } from '../../game-table/__tests__/fixtures';
import { BigRoadBoard } from '../big-road-board';

const TAI: Dice = [6, 5, 4];
const XIU: Dice = [1, 2, 3];
const cells = () => Array.from(screen.getByTestId('big-road').querySelectorAll('[data-outcome]'));

it('draws the runs in columns with a text alternative, the newest round marked', () => {
  // Oldest to newest: Tài ×7 (its seventh turns right), Xỉu, Xỉu.
  const rounds = [taixiuResult(9, XIU), taixiuResult(8, XIU), ...Array.from({ length: 7 }, (_, i) => taixiuResult(7 - i, TAI))];
  render(<BigRoadBoard game="taixiu" rounds={rounds} />);
  expect(screen.getByRole('heading', { name: 'Cầu bệt' })).toBeInTheDocument();
  const road = screen.getByRole('img', { name: 'Cầu bệt 9 phiên gần nhất, cũ nhất bên trái' });
  expect(road).toHaveAccessibleDescription('Các cầu từ cũ đến mới: Tài 7 phiên, Xỉu 2 phiên. Mới nhất: phiên #9, Xỉu (6).');
  expect(screen.getByTestId('big-road-runs')).toHaveTextContent('Cầu hiện tại: Xỉu 2 phiên · Dài nhất: Tài 7 phiên');
  expect(cells()).toHaveLength(9);
  expect(cells().filter((c) => c.hasAttribute('data-tail'))).toHaveLength(1);
  expect(cells()[6]).toHaveAttribute('data-tail', 'true');
  expect(cells()[6]).toHaveStyle({ gridColumn: '2', gridRow: '6' });
  // The Xỉu run starts in the second column, over the tail.
  expect(cells()[7]).toHaveStyle({ gridColumn: '2', gridRow: '1' });
  const newest = cells().filter((c) => c.hasAttribute('data-newest'));
  expect(newest).toHaveLength(1);
  expect(newest[0]).toHaveAttribute('title', 'Phiên #9: Xỉu (6)');
  // Tài xỉu players read the sums in the rings.
  expect(cells()[0]).toHaveTextContent('15');
});

it('xóc đĩa: Chẵn and Lẻ runs', () => {
  render(
    <BigRoadBoard
      game="xocdia"
      rounds={[
        xocdiaResult(3, ['red', 'white', 'white', 'white']),
        xocdiaResult(2, ['red', 'red', 'red', 'red']),
        xocdiaResult(1, ['white', 'white', 'red', 'red']),
      ]}
    />,
  );
  expect(screen.getByTestId('big-road-runs')).toHaveTextContent('Cầu hiện tại: Lẻ 1 phiên · Dài nhất: Chẵn 2 phiên');
  expect(cells().map((c) => c.getAttribute('data-outcome'))).toEqual(['chan', 'chan', 'le']);
  expect(cells()[2]).toHaveTextContent('');
});

it('says so with no round', () => {
  render(<BigRoadBoard game="taixiu" rounds={[]} />);
  expect(screen.getByText('Chưa có phiên nào để vẽ cầu')).toBeInTheDocument();
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
});
