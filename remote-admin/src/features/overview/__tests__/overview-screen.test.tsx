import { type AdminOverviewDto } from '@app/shared/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { json } from '@app/shared/test-utils';
import { queueStore } from '../../queues/queue-store';
import { OverviewScreen } from '../overview-screen';
import { type FakeServer, startFakeServer, signInAs } from '../../../test-utils/test-kit';

const overview: AdminOverviewDto = {
  house: {
    balance: 5_000_000,
    accounts: { house_taixiu: 3_000_000, house_xocdia: 1_500_000, bank_in: 0, withdrawal_hold: 500_000, external: 0 },
  },
  today: {
    since: '2026-11-25T17:00:00.000Z',
    depositsConfirmed: { count: 4, amount: 1_200_000 },
    withdrawalsApproved: { count: 2, amount: 300_000 },
  },
  pending: { withdrawals: 3, deposits: 5, unmatchedTransfers: 1, changes: 0 },
  ledger: { ok: true, checkedAt: '2026-11-26T03:00:00.000Z' },
  livePlayers: { taixiu: 12, xocdia: null },
};

let server: FakeServer;
beforeEach(() => {
  server = startFakeServer();
  signInAs('admin', 'vanhanh');
  Object.assign(queueStore, { pendingChanges: null, pendingWithdrawals: null, unmatchedTransfers: null });
});

const open = () =>
  render(
    <MemoryRouter>
      <OverviewScreen />
    </MemoryRouter>,
  );
const panel = (title: string) => within(screen.getByRole('heading', { name: title }).closest('section')!);

test("shows the house's money per game, today's confirmed deposits and approved withdrawals", async () => {
  server.on('GET', '/admin/overview', () => json(200, { success: true, data: overview }));
  open();
  expect(await screen.findByText('5.000.000 đ')).toBeInTheDocument();
  expect(screen.getByText('3.000.000 đ')).toBeInTheDocument();
  expect(screen.getByText('Đang giữ chờ rút')).toBeInTheDocument();
  expect(screen.getByText('1.200.000 đ')).toBeInTheDocument();
  expect(screen.getByText('4 lệnh')).toBeInTheDocument();
  expect(screen.getByText('2 lệnh')).toBeInTheDocument();
  expect(server.calls('GET', '/admin/overview')).toHaveLength(1);
});

test('counts what waits, each a link to its page, and says a game whose players are unknown', async () => {
  server.on('GET', '/admin/overview', () => json(200, { success: true, data: overview }));
  open();
  const withdrawals = await screen.findByRole('link', { name: 'Yêu cầu rút tiền' });
  expect(withdrawals).toHaveAttribute('href', expect.stringContaining('rut-tien'));
  expect(withdrawals.closest('li')).toHaveTextContent('3');
  expect(screen.getByRole('link', { name: 'Lệnh nạp đang chờ' }).closest('li')).toHaveTextContent('5');
  expect(screen.getByText('12')).toBeInTheDocument();
  expect(screen.getByText('Không rõ')).toBeInTheDocument();
  expect(panel('Sổ cái').getByText('Cân khớp')).toBeInTheDocument();
});

test('a live count from the queues replaces the one read with the overview', async () => {
  server.on('GET', '/admin/overview', () => json(200, { success: true, data: overview }));
  Object.assign(queueStore, { pendingWithdrawals: 9 });
  open();
  expect((await screen.findByRole('link', { name: 'Yêu cầu rút tiền' })).closest('li')).toHaveTextContent('9');
});

test('a ledger out of balance says to check it now', async () => {
  server.on('GET', '/admin/overview', () =>
    json(200, { success: true, data: { ...overview, ledger: { ok: false, checkedAt: overview.ledger.checkedAt } } }),
  );
  open();
  expect(await screen.findByText('Lệch sổ — kiểm tra ngay')).toBeInTheDocument();
  expect(screen.queryByText('Cân khớp')).not.toBeInTheDocument();
});

test("a refusal shows the server's words with a retry that reads the overview again", async () => {
  let calls = 0;
  server.on('GET', '/admin/overview', () =>
    ++calls === 1
      ? json(403, { success: false, message: 'Bạn không có quyền xem trang này' })
      : json(200, { success: true, data: overview }),
  );
  open();
  expect(await screen.findByText('Bạn không có quyền xem trang này')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
  expect(await screen.findByText('5.000.000 đ')).toBeInTheDocument();
  expect(server.calls('GET', '/admin/overview')).toHaveLength(2);
});

test('“Làm mới” reads the overview again', async () => {
  server.on('GET', '/admin/overview', () => json(200, { success: true, data: overview }));
  open();
  await screen.findByText('5.000.000 đ');
  await userEvent.click(screen.getByRole('button', { name: 'Làm mới' }));
  await screen.findByText('5.000.000 đ');
  expect(server.calls('GET', '/admin/overview')).toHaveLength(2);
});
