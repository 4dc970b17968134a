import { type RiskFlagDto } from '@app/shared/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { json } from '@app/shared/test-utils';
import { RiskScreen } from '../risk-screen';
import { type FakeServer, startFakeServer, signInAs, muteSuccessToasts } from '../../../test-utils/test-kit';

const shared: RiskFlagDto = {
  kind: 'sharedBankAccount',
  key: 'VCB:0123456789',
  reason: 'Dùng cùng một tài khoản ngân hàng với nguoib.',
  evidence: {
    head: ['Người chơi', 'Tài khoản', 'Thêm lúc'],
    rows: [
      ['nguoia', 'Vietcombank · 0123456789 · LE VAN A', '10:00 06/12/2026'],
      ['nguoib', 'Vietcombank · 0123456789 · LE VAN A', '10:05 06/12/2026'],
    ],
  },
  related: [{ id: 11, username: 'nguoib' }],
  cleared: null,
};

let server: FakeServer;
beforeEach(() => {
  server = startFakeServer();
  server.on('GET', '/admin/risk', () =>
    json(200, {
      success: true,
      data: { players: [{ user: { id: 10, username: 'nguoia', bannedAt: null }, flags: [shared], flagCount: 1 }] },
    }),
  );
  server.on('POST', '/admin/users/10/risk/clear', () =>
    json(200, { success: true, data: {}, message: 'Đã bỏ qua cảnh báo "Dùng chung tài khoản ngân hàng" và lưu ghi chú.' }),
  );
  muteSuccessToasts();
});
afterEach(() => jest.restoreAllMocks());

const open = () =>
  render(
    <MemoryRouter>
      <RiskScreen />
    </MemoryRouter>,
  );

test('lists each flagged player with why, the rows it came from and the other players; a money role clears one with a note', async () => {
  signInAs('ke_toan', 'ketoan');
  const user = userEvent.setup();
  open();
  const flag = await screen.findByRole('region', { name: 'Dùng chung tài khoản ngân hàng' });
  expect(within(flag).getByText('Dùng cùng một tài khoản ngân hàng với nguoib.')).toBeInTheDocument();
  expect(within(flag).getAllByRole('row')).toHaveLength(3);
  expect(within(flag).getByRole('link', { name: 'nguoib' })).toHaveAttribute('href', '/quan-tri/nguoi-choi?id=11');
  expect(screen.getByText('1 cảnh báo')).toBeInTheDocument();

  await user.click(within(flag).getByRole('button', { name: 'Bỏ qua cảnh báo' }));
  const dialog = within(await screen.findByRole('dialog'));
  await user.click(dialog.getByRole('button', { name: 'Bỏ qua cảnh báo' }));
  expect(dialog.getByText('Vui lòng ghi lý do bỏ qua cảnh báo')).toBeInTheDocument();
  await user.type(dialog.getByLabelText('Ghi chú'), 'Vợ chồng, đã gọi xác minh');
  await user.click(dialog.getByRole('button', { name: 'Bỏ qua cảnh báo' }));
  await waitFor(() => expect(server.calls('POST', '/admin/users/10/risk/clear')).toHaveLength(1));
  expect(JSON.parse(server.calls('POST', '/admin/users/10/risk/clear')[0].body)).toEqual({
    kind: 'sharedBankAccount',
    key: 'VCB:0123456789',
    note: 'Vợ chồng, đã gọi xác minh',
  });
  await waitFor(() => expect(server.calls('GET', '/admin/risk').length).toBeGreaterThan(1));
});

test('support (cskh) reads the flags but has no button to clear them', async () => {
  signInAs('cskh', 'hotro');
  open();
  await screen.findByRole('region', { name: 'Dùng chung tài khoản ngân hàng' });
  expect(screen.queryByRole('button', { name: 'Bỏ qua cảnh báo' })).not.toBeInTheDocument();
});

test('no flag says so', async () => {
  signInAs('admin', 'vanhanh');
  server.on('GET', '/admin/risk', () => json(200, { success: true, data: { players: [] } }));
  open();
  expect(await screen.findByText('Không có cảnh báo nào cần xem.')).toBeInTheDocument();
});

test('a player with more flags than the list shows says how many more, and where they all are', async () => {
  signInAs('ke_toan', 'ketoan');
  server.on('GET', '/admin/risk', () =>
    json(200, {
      success: true,
      data: { players: [{ user: { id: 10, username: 'nguoia', bannedAt: null }, flags: [shared], flagCount: 38 }] },
    }),
  );
  open();
  expect(await screen.findByText('38 cảnh báo')).toBeInTheDocument();
  expect(screen.getByText(/Còn 37 cảnh báo khác/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'xem tất cả trong hồ sơ' })).toHaveAttribute('href', '/quan-tri/nguoi-choi?id=10');
});

test('20 players a page, most flags first; a search by name, account or address narrows them', async () => {
  signInAs('ke_toan', 'ketoan');
  const players = Array.from({ length: 25 }, (_, i) => ({
    user: { id: 100 + i, username: `nguoi${String(i).padStart(2, '0')}`, bannedAt: null },
    flags: [{ ...shared, key: `VCB:${i}`, reason: `Dùng cùng một tài khoản ngân hàng với khac${i}.` }],
    flagCount: 1,
  }));
  server.on('GET', '/admin/risk', () => json(200, { success: true, data: { players } }));
  const user = userEvent.setup();
  open();
  expect(await screen.findByRole('heading', { name: 'nguoi00' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'nguoi20' })).not.toBeInTheDocument();
  expect(screen.getByText('Trang 1/2 · 25 mục')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Sau' }));
  expect(screen.getByRole('heading', { name: 'nguoi24' })).toBeInTheDocument();

  await user.type(screen.getByLabelText('Tìm trong cảnh báo'), 'khac7.');
  expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['nguoi07']);
  expect(screen.queryByRole('navigation', { name: 'Phân trang' })).not.toBeInTheDocument();
  await user.clear(screen.getByLabelText('Tìm trong cảnh báo'));
  await user.type(screen.getByLabelText('Tìm trong cảnh báo'), 'không ai');
  expect(screen.getByText('Không có cảnh báo nào khớp với tìm kiếm.')).toBeInTheDocument();
});
