import { fireEvent, render, screen, within } from '@testing-library/react';
import { notify, realtimeStore, type AppSocket, OPERATOR_ROLES, type OperatorRole } from '@app/shared';
import { json } from '@app/shared/test-utils';
import { PlayerProfile } from '../../players/player-profile';
import { pagesFor } from '../console-pages';
import {
  type FakeServer,
  startFakeServer,
  signInAs,
  renderConsole,
  page,
  aDeposit,
  aTransfer,
  aPlayer,
  aProfile,
} from '../../../test-utils/test-kit';

const deposit = aDeposit();
const transfer = aTransfer();

let server: FakeServer;
beforeEach(() => {
  server = startFakeServer();
  server.on('GET', '/admin/queues', () => json(200, { success: true, data: { pendingWithdrawals: 2, unmatchedTransfers: 1 } }));
  server.on('GET', '/admin/deposits', () => json(200, { success: true, data: page([deposit]) }));
  server.on('GET', '/admin/unmatched-transfers', () => json(200, { success: true, data: page([transfer]) }));
});

function openAs(role: OperatorRole, path: string) {
  signInAs(role, `nv_${role}`, { token: 'x', isAuthenticated: true });
  renderConsole(path);
}

const navLabels = () =>
  within(screen.getByRole('navigation', { name: 'Trang quản trị' }))
    .getAllByRole('link')
    .map((link) => link.textContent?.replace(/\d+$/, ''));

test.each<[OperatorRole, string[]]>([
  ['cskh', ['Tổng quan', 'Nạp tiền', 'Giao dịch chưa khớp', 'Người chơi', 'Rủi ro', 'Trò chơi', 'Trò chuyện']],
  ['ke_toan', ['Tổng quan', 'Báo cáo', 'Chờ duyệt', 'Rút tiền', 'Nạp tiền', 'Giao dịch chưa khớp', 'Người chơi', 'Rủi ro', 'Trò chơi']],
  [
    'admin',
    [
      'Tổng quan',
      'Báo cáo',
      'Chờ duyệt',
      'Rút tiền',
      'Nạp tiền',
      'Giao dịch chưa khớp',
      'Người chơi',
      'Rủi ro',
      'Cấu hình',
      'Nội dung',
      'Trò chơi',
      'Trò chuyện',
      'Nhật ký',
      'Phiên bản giao diện',
    ],
  ],
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
  const profile = aProfile(aPlayer({ balance: 50_000 }));
  server.on('GET', '/admin/users/9/profile', () => json(200, { success: true, data: profile }));
  signInAs(role);
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
