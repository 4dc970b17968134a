import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { taixiuResult } from '../../game-table/__tests__/fixtures';
import { SoiCauPanel } from '../soi-cau-panel';

let chunkArrives = false;
jest.mock('../soi-cau-views', () => {
  if (!chunkArrives) throw new Error('ChunkLoadError');
  return { SoiCauViews: () => <p>Cầu bệt đã tải</p> };
});

it('a chunk that does not arrive leaves the table, says so, and is asked for again on "Thử lại"', async () => {
  render(<SoiCauPanel game="taixiu" results={[taixiuResult(1, [1, 2, 3])]} />);
  expect(await screen.findByRole('alert')).toHaveTextContent('Không tải được cầu bệt và thống kê.');
  chunkArrives = true;
  await userEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
  expect(await screen.findByText('Cầu bệt đã tải')).toBeInTheDocument();
});
