import { render, screen } from '@testing-library/react';
import { taixiuResult, voidTaixiu, xocdiaResult } from '../../game-table/__tests__/fixtures';
import { SoiCauPanel } from '../soi-cau-panel';

it('tài xỉu: the big road, the sum chart and the face counts arrive in their own chunk', async () => {
  render(<SoiCauPanel game="taixiu" results={[taixiuResult(2, [6, 6, 1]), taixiuResult(1, [1, 2, 3])]} />);
  expect(await screen.findByRole('heading', { name: 'Cầu bệt' })).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Biểu đồ tổng điểm 2 phiên gần nhất' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Tần suất mặt xúc xắc' })).toBeInTheDocument();
  expect(screen.queryByTestId('coin-frequencies')).not.toBeInTheDocument();
});

it('xóc đĩa: the big road and the coin counts, no sum chart', async () => {
  render(<SoiCauPanel game="xocdia" results={[xocdiaResult(1, ['red', 'red', 'white', 'white'])]} />);
  expect(await screen.findByRole('heading', { name: 'Tần suất đồng xu' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Cầu bệt' })).toBeInTheDocument();
  expect(screen.queryByTestId('sum-chart')).not.toBeInTheDocument();
});

it('nothing, and no chunk, before a round was played (rounds called off do not count)', () => {
  const { container } = render(<SoiCauPanel game="taixiu" results={[voidTaixiu(1, null)]} />);
  expect(container).toBeEmptyDOMElement();
});
