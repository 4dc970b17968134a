import { type IpBanDto } from '@app/shared/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { json } from '@app/shared/test-utils';
import { IpBansPanel } from '../ip-bans-panel';
import { PlayersScreen } from '../players-screen';
import { type FakeServer, muteSuccessToasts, signInAs, startFakeServer } from '../../../test-utils/test-kit';

const active: IpBanDto = {
  id: 3,
  network: '203.0.113.0/24',
  reason: 'Spam đăng ký',
  createdBy: 'quantri',
  createdAt: '2026-12-01T03:00:00.000Z',
  liftedBy: null,
  liftedAt: null,
};
const lifted: IpBanDto = { ...active, id: 2, network: '198.51.100.7/32', liftedBy: 'quantri', liftedAt: '2026-12-02T03:00:00.000Z' };

let server: FakeServer;
beforeEach(() => {
  server = startFakeServer();
  signInAs('admin');
  muteSuccessToasts();
  server.on('GET', '/admin/ip-bans', () => json(200, { success: true, data: [active, lifted] }));
});
afterEach(() => jest.restoreAllMocks());

test('lists the bans, active ones with their lift button', async () => {
  render(<IpBansPanel />);
  const row = within((await screen.findByText('203.0.113.0/24')).closest('tr')!);
  expect(row.getByText('Đang chặn')).toBeInTheDocument();
  expect(row.getByRole('button', { name: 'Gỡ chặn' })).toBeInTheDocument();
  const old = within(screen.getByText('198.51.100.7/32').closest('tr')!);
  expect(old.getByText('Đã gỡ')).toBeInTheDocument();
  expect(old.queryByRole('button', { name: 'Gỡ chặn' })).not.toBeInTheDocument();
});

test('a ban sends the address and the reason; a refusal stays in the dialog', async () => {
  server.on('POST', '/admin/ip-bans', () =>
    json(400, {
      success: false,
      error: 'BAD_REQUEST',
      message: 'Không thể chặn dải chứa địa chỉ bạn đang dùng: bạn sẽ tự khóa mình khỏi trang quản trị.',
    }),
  );
  const user = userEvent.setup();
  render(<IpBansPanel />);
  await screen.findByText('203.0.113.0/24');
  await user.click(screen.getByRole('button', { name: 'Chặn địa chỉ IP' }));
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByLabelText('Địa chỉ IP hoặc dải CIDR'), ' 10.1.2.0/24 ');
  await user.type(within(dialog).getByLabelText('Lý do'), 'Tấn công dò mật khẩu');
  await user.click(within(dialog).getByRole('button', { name: 'Chặn' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('tự khóa mình');
  expect(server.calls('POST', '/admin/ip-bans').map((c) => JSON.parse(c.body))).toEqual([
    { network: '10.1.2.0/24', reason: 'Tấn công dò mật khẩu' },
  ]);
});

test('lifting asks first, then reads the list again', async () => {
  server.on('POST', '/admin/ip-bans/3/lift', () =>
    json(200, { success: true, data: { ban: lifted }, message: 'Đã gỡ chặn 203.0.113.0/24.' }),
  );
  const user = userEvent.setup();
  render(<IpBansPanel />);
  await user.click(within((await screen.findByText('203.0.113.0/24')).closest('tr')!).getByRole('button', { name: 'Gỡ chặn' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Gỡ chặn' }));
  await screen.findByText('203.0.113.0/24');
  expect(server.calls('POST', '/admin/ip-bans/3/lift')).toHaveLength(1);
  expect(server.calls('GET', '/admin/ip-bans').length).toBeGreaterThanOrEqual(2);
});

test.each([
  ['admin', true],
  ['cskh', false],
] as const)('on the players screen for %s: %s', async (role, shown) => {
  server.on('GET', '/admin/users', () => json(200, { success: true, data: { users: [] } }));
  server.on('GET', '/admin/queues', () =>
    json(200, { success: true, data: { pendingWithdrawals: 0, unmatchedTransfers: 0, pendingChanges: 0 } }),
  );
  signInAs(role);
  render(
    <MemoryRouter>
      <PlayersScreen />
    </MemoryRouter>,
  );
  expect(await screen.findByText('Không tìm thấy người chơi nào.')).toBeInTheDocument();
  if (shown) expect(await screen.findByRole('heading', { name: 'Địa chỉ IP bị chặn' })).toBeInTheDocument();
  else expect(screen.queryByRole('heading', { name: 'Địa chỉ IP bị chặn' })).not.toBeInTheDocument();
});
