import { render, screen, within } from '@testing-library/react';
import { taixiuResult, xocdiaResult } from '../../game-table/__tests__/fixtures';
import { CoinFrequencies } from '../coin-frequencies';
import { FaceFrequencies } from '../face-frequencies';

it('tài xỉu: each face with its count and share, the faces of the newest round marked', () => {
  render(<FaceFrequencies rounds={[taixiuResult(2, [6, 6, 1]), taixiuResult(1, [1, 2, 3])]} />);
  expect(screen.getByRole('heading', { name: 'Tần suất mặt xúc xắc' })).toBeInTheDocument();
  expect(screen.getByText('2 phiên gần nhất, 6 viên')).toBeInTheDocument();
  const rows = within(screen.getByRole('list', { name: 'Số lần mỗi mặt ra trong 2 phiên gần nhất' })).getAllByRole('listitem');
  expect(rows).toHaveLength(6);
  expect(rows[0]).toHaveTextContent('Mặt 1: 2 lần33%mới, có trong phiên mới nhất');
  expect(rows[3]).toHaveTextContent('Mặt 4: 0 lần0%');
  expect(rows[5]).toHaveTextContent('Mặt 6: 2 lần33%mới, có trong phiên mới nhất');
  expect(rows.filter((r) => r.hasAttribute('data-newest')).map((r) => r.getAttribute('data-face'))).toEqual(['1', '6']);
});

it('xóc đĩa: red and white coins, and the rounds by how many red, the newest marked', () => {
  render(
    <CoinFrequencies
      rounds={[
        xocdiaResult(3, ['red', 'red', 'red', 'white']),
        xocdiaResult(2, ['red', 'red', 'red', 'red']),
        xocdiaResult(1, ['white', 'white', 'red', 'red']),
      ]}
    />,
  );
  expect(screen.getByRole('heading', { name: 'Tần suất đồng xu' })).toBeInTheDocument();
  expect(screen.getByTestId('coin-colours')).toHaveTextContent('Đỏ 9 (75%)Trắng 3 (25%)');
  const rows = within(screen.getByRole('list', { name: 'Số phiên theo số đồng đỏ trong 3 phiên gần nhất' })).getAllByRole('listitem');
  expect(rows.map((r) => r.textContent)).toEqual([
    '4 Trắng0 phiên0%mới',
    '3 Trắng 1 Đỏ0 phiên0%mới',
    '2 Đỏ 2 Trắng1 phiên33%mới',
    '3 Đỏ 1 Trắng1 phiên33%mới, phiên mới nhất',
    '4 Đỏ1 phiên33%mới',
  ]);
  expect(rows[3]).toHaveAttribute('data-newest', 'true');
});
