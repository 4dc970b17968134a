import { logout } from '../../session/logout';
import { pageNavigation } from '../../session/navigation';
import { sessionStore } from '../../session/session-store';
import { clearAllStorage } from '../../session/storage';
import { setSoundOn, SOUND_KEY } from '../../games/sound-preference';
import {
  addNotification,
  markAllNotificationsRead,
  markNotificationRead,
  NOTIFICATIONS_KEY,
  notificationsStore,
  unreadCount,
} from '../notifications';
import { notify } from '../../notify/notify';
import { onDepositNotice, onWalletCredit, onWithdrawalNotice } from '../payment-notices';

jest.mock('../../http/endpoints/logout');
jest.mock('../../realtime/connection');

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const signIn = async (id: number) => {
  sessionStore.user = { id, username: `p${id}` } as never;
  await flush();
};
const stored = (id: number) => JSON.parse(localStorage.getItem(`${NOTIFICATIONS_KEY}:${id}`) ?? '[]');

beforeEach(async () => {
  localStorage.clear();
  sessionStore.user = null;
  await flush();
});

it('counts the unread, and read marks (one, then all) take them off the count and stay after a reload', async () => {
  await signIn(7);
  addNotification({ type: 'success', title: 'a', message: 'x' });
  const b = addNotification({ type: 'error', title: 'b', message: 'y' });
  addNotification({ type: 'info', title: 'c', message: 'z' });
  expect(unreadCount(notificationsStore.items)).toBe(3);
  markNotificationRead(b.id);
  expect(unreadCount(notificationsStore.items)).toBe(2);
  expect(notificationsStore.items.find((n) => n.id === b.id)!.read).toBe(true);
  markAllNotificationsRead();
  expect(unreadCount(notificationsStore.items)).toBe(0);
  expect(stored(7).every((n: { read: boolean }) => n.read)).toBe(true);
});

it("keeps each player's inbox to themselves on a shared phone: another player's sign-in removes an inbox left behind", async () => {
  await signIn(1);
  addNotification({ type: 'success', title: 'của 1', message: 'x' });
  expect(stored(1).map((n: { title: string }) => n.title)).toEqual(['của 1']);
  // Player 1 closed the tab without logging out; player 2 signs in on the same phone.
  await signIn(2);
  expect(notificationsStore.items).toEqual([]);
  expect(localStorage.getItem(`${NOTIFICATIONS_KEY}:1`)).toBeNull();
  addNotification({ type: 'success', title: 'của 2', message: 'y' });
  expect(stored(2).map((n: { title: string }) => n.title)).toEqual(['của 2']);
});

it.each([
  ['their own logout', {}],
  ['a forced logout (a login elsewhere)', { reason: 'NEW_LOGIN', notice: 'Tài khoản đã đăng nhập ở nơi khác. Bạn đã bị đăng xuất.' }],
])("%s clears the player's inbox from the device", async (_what, options) => {
  const assign = jest.spyOn(pageNavigation, 'assign').mockImplementation(() => undefined);
  try {
    await signIn(6);
    addNotification({ type: 'success', title: 'Nạp tiền thành công (500.000\u00a0đ)', message: 'x' });
    expect(stored(6)).toHaveLength(1);
    await logout(options);
    await flush();
    expect(localStorage.getItem(`${NOTIFICATIONS_KEY}:6`)).toBeNull();
    expect(notificationsStore.items).toEqual([]);
    // Nothing is written back for the player who left.
    addNotification({ type: 'info', title: 'muộn', message: 'z' });
    expect(Object.keys(localStorage).filter((key) => key.startsWith(NOTIFICATIONS_KEY))).toEqual([]);
  } finally {
    assign.mockRestore();
  }
});

it("tells a deposit's confirmation and a withdrawal's rejection once each, however often they arrive", async () => {
  await signIn(3);
  const deposit = {
    orderId: 41,
    status: 'CONFIRMED',
    amount: 500_000,
    message: 'Nạp tiền thành công! Số tiền đã được cộng vào tài khoản của bạn',
  };
  onDepositNotice(deposit);
  onDepositNotice({ OrderID: 41, Status: 'CONFIRMED', Message: deposit.message });
  onDepositNotice({ orderId: 41, status: 'PENDING' });
  onWithdrawalNotice({ withdrawalId: 9, status: 'REJECTED', amount: 200_000, message: 'Yêu cầu rút tiền bị từ chối' });
  onWithdrawalNotice({ withdrawalId: 9, status: 'REJECTED', amount: 200_000, message: 'Yêu cầu rút tiền bị từ chối' });
  expect(notificationsStore.items.map((n) => [n.type, n.title, n.read])).toEqual([
    ['error', 'Rút tiền bị từ chối (200.000\u00a0đ)', false],
    ['success', 'Nạp tiền thành công (500.000\u00a0đ)', false],
  ]);
  expect(unreadCount(notificationsStore.items)).toBe(2);
});

it('words a withdrawal notice as it is: an approval says the money is in the bank account, a cancel that it is back in the wallet', async () => {
  await signIn(4);
  onWithdrawalNotice({ withdrawalId: 11, status: 'APPROVED', amount: 300_000, message: 'Yêu cầu rút 300.000\u00a0đ đã được duyệt' });
  onWithdrawalNotice({ withdrawalId: 12, status: 'CANCELLED', amount: 150_000, message: 'Bạn đã hủy yêu cầu rút 150.000\u00a0đ' });
  onWithdrawalNotice({ withdrawalId: 13, status: 'REJECTED', amount: 50_000, message: 'từ chối', reason: 'Sai tên' });
  expect(notificationsStore.items.map((n) => [n.type, n.title, n.message])).toEqual([
    ['error', 'Rút tiền bị từ chối (50.000\u00a0đ)', 'Yêu cầu rút 50.000\u00a0đ bị từ chối: Sai tên. Số tiền đã được hoàn về ví của bạn'],
    ['info', 'Đã hủy yêu cầu rút tiền (150.000\u00a0đ)', 'Bạn đã hủy yêu cầu rút 150.000\u00a0đ. Số tiền đã được hoàn về ví của bạn'],
    [
      'success',
      'Rút tiền thành công (300.000\u00a0đ)',
      'Yêu cầu rút 300.000\u00a0đ đã được duyệt, tiền đã được chuyển vào tài khoản ngân hàng của bạn',
    ],
  ]);
  expect(notificationsStore.items.some((n) => n.message.includes('đang được chuyển'))).toBe(false);
});

it('says a transfer the support desk recorded in a toast and in the inbox, with its amount and content, once', async () => {
  await signIn(4);
  const toast = jest.spyOn(notify, 'success').mockImplementation(() => undefined);
  try {
    const notice = { kind: 'transfer', transferId: 12, amount: 150_000, content: 'chuyen tien an uong' } as const;
    onWalletCredit(notice);
    onWalletCredit(notice);
    const said = 'Chuyển khoản 150.000\u00a0đ được bộ phận hỗ trợ ghi nhận vào ví của bạn (nội dung chuyển khoản: chuyen tien an uong)';
    expect(toast).toHaveBeenCalledWith(said);
    expect(notificationsStore.items.map((n) => [n.type, n.title, n.message])).toEqual([
      ['success', 'Hỗ trợ đã ghi nhận chuyển khoản (150.000\u00a0đ)', said],
    ]);
    // A transfer with no content still says how much came and who recorded it.
    onWalletCredit({ kind: 'transfer', transferId: 13, amount: 20_000, content: ' ' });
    expect(notificationsStore.items[0].message).toBe('Chuyển khoản 20.000\u00a0đ được bộ phận hỗ trợ ghi nhận vào ví của bạn');
  } finally {
    toast.mockRestore();
  }
});

it("a logout keeps the device's sound switch, and clears the rest, the inbox included", async () => {
  await signIn(5);
  addNotification({ type: 'success', title: 'của người rời đi', message: 'x' });
  setSoundOn(false);
  await flush();
  localStorage.setItem('payment-cache', 'of the player leaving');
  clearAllStorage();
  expect(localStorage.getItem(`${NOTIFICATIONS_KEY}:5`)).toBeNull();
  expect(localStorage.getItem(SOUND_KEY)).toBe('off');
  expect(localStorage.getItem('payment-cache')).toBeNull();
  setSoundOn(true);
});
