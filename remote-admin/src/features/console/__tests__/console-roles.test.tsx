import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import {
  configureApi,
  notify,
  realtimeStore,
  type AppSocket,
  OPERATOR_ROLES,
  sessionStore,
  type AdminDepositDto,
  type AdminPlayerProfileDto,
  type BankTransferDto,
  type OperatorRole,
  type Page,
} from '@app/shared';
import { fakeServer, json } from '@app/shared/test-utils';
import { PlayerProfile } from '../../players/player-profile';
import AdminConsole from '../admin-console';
import { pagesFor } from '../console-pages';

const deposit: AdminDepositDto = {
  id: 7,
  source: 'order',
  userId: 9,
  cardId: 1,
  amount: 300_000,
  code: 'NAP7ABC',
  content: 'NAP7ABC',
  status: 'PENDING',
  createdAt: '2026-11-26T01:00:00.000Z',
  confirmedAt: null,
  expiredAt: '2026-11-26T01:15:00.000Z',
  rejectReason: null,
  creditedBy: null,
  username: 'nguoichoi',
  confirmedBy: null,
  rejectedAt: null,
  bankTransferId: null,
};
const transfer: BankTransferDto = {
  id: 3,
  providerTxId: '991',
  gateway: 'Vietcombank',
  accountNumber: '1234567890',
  content: 'chuyen nham',
  amount: 70_000,
  transferType: 'in',
  referenceCode: 'FT1',
  transactionDate: '2026-11-26 08:00:00',
  status: 'UNMATCHED',
  depositOrderId: null,
  assignedUserId: null,
  assignedAt: null,
  note: null,
  createdAt: '2026-11-26T01:00:00.000Z',
};
const page = <T,>(items: T[]): Page<T> => ({ items, page: 1, size: 20, total: items.length });

let server: ReturnType<typeof fakeServer>;
beforeEach(() => {
  server = fakeServer();
  configureApi({ baseUrl: 'http://localhost/api', fetch: server.fetch });
  server.on('GET', '/admin/queues', () => json(200, { success: true, data: { pendingWithdrawals: 2, unmatchedTransfers: 1 } }));
  server.on('GET', '/admin/deposits', () => json(200, { success: true, data: page([deposit]) }));
  server.on('GET', '/admin/unmatched-transfers', () => json(200, { success: true, data: page([transfer]) }));
});

function openAs(role: OperatorRole, path: string) {
  Object.assign(sessionStore, {
    token: 'x',
    isAuthenticated: true,
    user: { id: 1, username: `nv_${role}`, phone: '', role, dev_tools_enabled: false, createdAt: '' },
  });
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/quan-tri/*" element={<AdminConsole />} />
      </Routes>
    </MemoryRouter>,
  );
}

const navLabels = () =>
  within(screen.getByRole('navigation', { name: 'Trang quản trị' }))
    .getAllByRole('link')
    .map((link) => link.textContent?.replace(/\d+$/, ''));

test.each<[OperatorRole, string[]]>([
  ['cskh', ['Tổng quan', 'Nạp tiền', 'Giao dịch chưa khớp', 'Người chơi', 'Trò chơi']],
  ['ke_toan', ['Tổng quan', 'Chờ duyệt', 'Rút tiền', 'Nạp tiền', 'Giao dịch chưa khớp', 'Người chơi', 'Trò chơi']],
  ['admin', ['Tổng quan', 'Chờ duyệt', 'Rút tiền', 'Nạp tiền', 'Giao dịch chưa khớp', 'Người chơi', 'Cấu hình', 'Trò chơi', 'Nhật ký']],
])('the navigation of %s shows only its pages', async (role, labels) => {
  expect(pagesFor(role).map((p) => p.label)).toEqual(labels);
  openAs(role, '/quan-tri/khong-co-trang-nay');
  expect(navLabels()).toEqual(labels);
});

test('a player has no page at all', () => {
  expect(pagesFor('user')).toEqual([]);
  expect(pagesFor(undefined)).toEqual([]);
});

test('support sees no queue counts (it hears none of the queues) and cannot open a page by its address', async () => {
  openAs('cskh', '/quan-tri/cau-hinh');
  expect(await screen.findByText(/vai trò của bạn không được dùng trang này/)).toBeInTheDocument();
  expect(screen.queryByLabelText(/đang chờ/)).not.toBeInTheDocument();
  expect(server.calls('GET', '/admin/queues')).toHaveLength(0);
});

test('an accountant sees what waits on them', async () => {
  openAs('ke_toan', '/quan-tri/khong-co');
  expect(await screen.findByLabelText('2 đang chờ')).toBeInTheDocument();
});

test.each(OPERATOR_ROLES)('deposits for %s: the list for every role, confirm and reject only for money roles', async (role) => {
  openAs(role, '/quan-tri/nap-tien');
  const row = within((await screen.findByText('nguoichoi')).closest('tr')!);
  const buttons = ['Xác nhận', 'Từ chối'].map((name) => row.queryByRole('button', { name }));
  if (role === 'cskh') expect(buttons).toEqual([null, null]);
  else buttons.forEach((button) => expect(button).toBeInTheDocument());
});

test.each(OPERATOR_ROLES)('unmatched transfers for %s: Gán only for money roles', async (role) => {
  openAs(role, '/quan-tri/giao-dich-chua-khop');
  expect(await screen.findByText('chuyen nham')).toBeInTheDocument();
  const assign = screen.queryByRole('button', { name: 'Gán' });
  if (role === 'cskh') expect(assign).not.toBeInTheDocument();
  else expect(assign).toBeInTheDocument();
});

test.each(OPERATOR_ROLES)('a player profile for %s: ban and dev tools for admins only', async (role) => {
  const profile: AdminPlayerProfileDto = {
    user: {
      id: 9,
      username: 'nguoichoi',
      phone: '0912345678',
      role: 'user',
      dev_tools_enabled: false,
      createdAt: '2026-11-01T01:00:00.000Z',
      bannedAt: null,
      banReason: null,
      balance: 50_000,
    },
    deposits: [],
    withdrawals: [],
    bets: [],
    securityEvents: [],
    limits: {
      dailyDepositLimit: null,
      pendingDailyDepositLimit: null,
      pendingLimitAt: null,
      depositedToday: 0,
      pendingDepositsToday: 0,
      selfExcludedUntil: null,
    },
  };
  server.on('GET', '/admin/users/9/profile', () => json(200, { success: true, data: profile }));
  Object.assign(sessionStore, { user: { id: 1, username: `nv_${role}`, phone: '', role, dev_tools_enabled: false, createdAt: '' } });
  render(<PlayerProfile userId={9} onChanged={() => undefined} />);
  expect(await screen.findByText(/nguoichoi/)).toBeInTheDocument();
  const ban = screen.queryByRole('button', { name: 'Khóa tài khoản' });
  const devTools = screen.queryByRole('button', { name: 'Cho phép công cụ nhà phát triển' });
  if (role === 'admin') [ban, devTools].forEach((button) => expect(button).toBeInTheDocument());
  else expect([ban, devTools]).toEqual([null, null]);
});

test('an operator change made on the host shows as a notice in the console', async () => {
  const handlers = new Map<string, (payload: unknown) => void>();
  const fakeSocket = { on: (event: string, handler: (payload: unknown) => void) => handlers.set(event, handler), off: () => undefined };
  const previous = realtimeStore.socket;
  realtimeStore.socket = fakeSocket as unknown as AppSocket;
  const info = jest.spyOn(notify, 'info').mockImplementation(() => undefined as never);
  try {
    openAs('cskh', '/quan-tri/khong-co');
    await screen.findByText(/vai trò của bạn/);
    handlers.get('operatorsChanged')!({ change: 'disable', username: 'nv_cu', role: 'ke_toan', message: 'Đã vô hiệu hóa nv_cu.' });
    expect(info).toHaveBeenCalledWith('Đã vô hiệu hóa nv_cu.');
  } finally {
    realtimeStore.socket = previous;
    info.mockRestore();
  }
});

// The phone's menu. The button is drawn only below PHONE_MEDIA, a query jsdom never matches (hidden,
// it has no accessible name there, so it is found by its text), and the folded panel is hidden by the
// CSS: what is checked here is the state that CSS reads.
test('the phone menu says whether it is open, and folds on a choice, on Escape and on a tap outside', async () => {
  openAs('ke_toan', '/quan-tri/giao-dich-chua-khop');
  const button = screen.getByText('Danh mục').closest('button')!;
  const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
  expect(panel).toContainElement(screen.getByRole('navigation', { name: 'Trang quản trị' }));
  // Folded, the button carries the sum of what waits (2 withdrawals, 1 transfer).
  expect(await within(button).findByLabelText('3 đang chờ')).toBeInTheDocument();
  const isOpen = () => [button.getAttribute('aria-expanded'), panel.dataset.open];
  expect(isOpen()).toEqual(['false', 'false']);

  fireEvent.click(button);
  expect(isOpen()).toEqual(['true', 'true']);
  fireEvent.click(within(panel).getByRole('link', { name: 'Nạp tiền' }));
  expect(isOpen()).toEqual(['false', 'false']);
  expect(await screen.findByRole('heading', { name: 'Nạp tiền' })).toBeInTheDocument();

  fireEvent.click(button);
  fireEvent.keyDown(within(panel).getByRole('link', { name: 'Người chơi' }), { key: 'Escape' });
  expect(isOpen()).toEqual(['false', 'false']);
  expect(button).toHaveFocus();

  fireEvent.click(button);
  fireEvent.pointerDown(within(panel).getByRole('link', { name: 'Người chơi' }));
  expect(isOpen()).toEqual(['true', 'true']);
  fireEvent.pointerDown(screen.getByRole('main'));
  expect(isOpen()).toEqual(['false', 'false']);
});
