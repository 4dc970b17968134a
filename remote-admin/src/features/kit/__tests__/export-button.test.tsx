import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, notify, vietnamDateOf } from '@app/shared';
import { json } from '@app/shared/test-utils';
import { ExportButton } from '../export-button';
import { type FakeServer, muteSuccessToasts, signInAs, startFakeServer } from '../../../test-utils/test-kit';

let server: FakeServer;
let saved: string[];
beforeEach(() => {
  server = startFakeServer();
  signInAs('ke_toan');
  muteSuccessToasts();
  saved = [];
  // jsdom has neither object URLs nor downloads: the file's name and text are what the link carried.
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:csv'), revokeObjectURL: jest.fn() });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => jest.restoreAllMocks());

const csv = () =>
  new Response('\uFEFFMã lệnh\r\n', {
    status: 200,
    headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="deposits_a_b.csv"' },
  });
const exports = () => server.seen.filter((s) => s.path.startsWith('/api/admin/exports/'));

test('asks the last 30 days with the list filter and saves the file under the name the server gave', async () => {
  const user = userEvent.setup();
  server.on('GET', '/admin/exports/deposits', csv);
  render(<ExportButton kind="deposits" filters={{ status: 'CONFIRMED' }} />);
  await user.click(screen.getByRole('button', { name: 'Xuất CSV' }));
  const today = vietnamDateOf(new Date());
  expect(screen.getByLabelText('Từ ngày')).toHaveValue(addDays(today, -29));
  expect(screen.getByLabelText('Đến ngày')).toHaveValue(today);
  await user.click(screen.getByRole('button', { name: 'Tải tệp CSV' }));
  await waitFor(() => expect(saved).toEqual(['deposits_a_b.csv']));
  const asked = new URLSearchParams(exports()[0].path.split('?')[1]);
  expect(Object.fromEntries(asked)).toEqual({ status: 'CONFIRMED', from: addDays(today, -29), to: today });
  expect(notify.success).toHaveBeenCalledWith('Đã tải deposits_a_b.csv.');
});

test('a range out of order is said in the dialog and asks nothing', async () => {
  const user = userEvent.setup();
  render(<ExportButton kind="audit" />);
  await user.click(screen.getByRole('button', { name: 'Xuất CSV' }));
  await user.clear(screen.getByLabelText('Từ ngày'));
  await user.type(screen.getByLabelText('Từ ngày'), '2030-01-02');
  await user.click(screen.getByRole('button', { name: 'Tải tệp CSV' }));
  expect(await screen.findByText('Ngày bắt đầu phải trước hoặc bằng ngày kết thúc.')).toBeInTheDocument();
  expect(exports()).toEqual([]);
});

test("the server's refusal stays in the dialog, and nothing is saved", async () => {
  const user = userEvent.setup();
  server.on('GET', '/admin/exports/bets', () =>
    json(400, { success: false, error: 'BAD_REQUEST', message: 'Trò chơi phải là tài xỉu hoặc xóc đĩa.' }),
  );
  render(<ExportButton kind="bets" filters={{ game: 'taixiu' }} />);
  await user.click(screen.getByRole('button', { name: 'Xuất CSV' }));
  await user.click(screen.getByRole('button', { name: 'Tải tệp CSV' }));
  expect(await screen.findByText('Trò chơi phải là tài xỉu hoặc xóc đĩa.')).toBeInTheDocument();
  expect(saved).toEqual([]);
});

test('is not there for support, who may not take players’ data out', () => {
  signInAs('cskh');
  render(<ExportButton kind="deposits" />);
  expect(screen.queryByRole('button', { name: 'Xuất CSV' })).not.toBeInTheDocument();
});
