import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import { renderWithProviders } from '@app/shared/test-utils';
import { configureApi } from '@app/shared';
import { inboxStore, onInboxItem, type InboxItemDto } from '@app/shared/signed-in';
import { InboxButton } from '../inbox-button';

const item = (over: Partial<InboxItemDto>): InboxItemDto => ({
  id: 1,
  kind: 'deposit_confirmed',
  amount: 300_000,
  refId: 5,
  note: null,
  securityKind: null,
  ip: null,
  gameType: null,
  sessionId: null,
  createdAt: '2026-11-28T02:00:00.000Z',
  readAt: null,
  ...over,
});

const fetchMock = jest.fn(async (request: Request) => {
  const id = /inbox\/(\d+)\/read/.exec(request.url)?.[1];
  const data = id ? { ids: [Number(id)], unread: 1 } : { ids: [1, 2], unread: 0 };
  return new Response(JSON.stringify({ success: true, data }), { status: 200, headers: { 'content-type': 'application/json' } });
});

beforeEach(() => {
  configureApi({ baseUrl: 'http://localhost/api', fetch: fetchMock });
  fetchMock.mockClear();
  Object.assign(inboxStore, { items: [], total: 0, unread: 0, loaded: true, loading: false, error: null });
});

it('shows the unread count on the bell, words each item, marks one read on a tap and all once closed', async () => {
  renderWithProviders(<InboxButton />);
  expect(screen.queryByTestId('inbox-unread')).not.toBeInTheDocument();
  act(() => {
    onInboxItem(item({ id: 1, kind: 'security', amount: null, refId: null, securityKind: 'password_changed', ip: '203.0.113.9' }));
    onInboxItem(item({ id: 2 }));
  });
  expect(await screen.findByTestId('inbox-unread')).toHaveTextContent('2');
  const bell = screen.getByTestId('inbox-button');
  expect(bell).toHaveAccessibleName('Thông báo, 2 chưa đọc');

  fireEvent.click(bell);
  const dialog = await screen.findByRole('dialog', { name: 'Thông báo' });
  const items = within(dialog).getAllByTestId('inbox-item');
  expect(items[0]).toHaveTextContent('Nạp tiền thành công (300.000 đ)');
  expect(items[0]).toHaveTextContent('Mới');
  expect(items[1]).toHaveTextContent('Cảnh báo bảo mật');
  expect(items[1]).toHaveTextContent('Đổi mật khẩu đăng nhập vừa được thực hiện trên tài khoản của bạn từ địa chỉ 203.0.113.9');
  expect(items.map((i) => i.getAttribute('data-read'))).toEqual(['false', 'false']);

  fireEvent.click(items[0]);
  await waitFor(() => expect(within(dialog).getAllByTestId('inbox-item')[0]).toHaveAttribute('data-read', 'true'));
  expect(fetchMock.mock.calls.map(([r]) => `${r.method} ${new URL(r.url).pathname}`)).toEqual(['POST /api/core/inbox/2/read']);
  expect(bell).toHaveAccessibleName('Thông báo, 1 chưa đọc');

  fireEvent.click(within(dialog).getByRole('button', { name: 'Đóng' }));
  await waitFor(() => expect(screen.queryByTestId('inbox-unread')).not.toBeInTheDocument());
  expect(bell).toHaveAccessibleName('Thông báo');
  expect(fetchMock.mock.calls.at(-1)![0].url).toMatch(/\/api\/core\/inbox\/read-all$/);
});

it('says when there is nothing yet', async () => {
  renderWithProviders(<InboxButton />);
  fireEvent.click(screen.getByTestId('inbox-button'));
  expect(await screen.findByText('Chưa có thông báo')).toBeInTheDocument();
});

it('offers the next page while the server holds more', async () => {
  Object.assign(inboxStore, { items: [item({ id: 9 })], total: 30, unread: 1 });
  renderWithProviders(<InboxButton />);
  fireEvent.click(screen.getByTestId('inbox-button'));
  expect(await screen.findByRole('button', { name: 'Xem thêm' })).toBeInTheDocument();
});

it('words a round the server called off: which round of which game, and the stakes that came back', async () => {
  renderWithProviders(<InboxButton />);
  act(() => {
    onInboxItem(item({ id: 3, kind: 'round_refunded', amount: 30_000, refId: null, gameType: 'taixiu', sessionId: 123 }));
  });
  fireEvent.click(screen.getByTestId('inbox-button'));
  const dialog = await screen.findByRole('dialog', { name: 'Thông báo' });
  const [refund] = within(dialog).getAllByTestId('inbox-item');
  expect(refund).toHaveTextContent('Phiên bị hủy, đã hoàn tiền cược (30.000 đ)');
  expect(refund).toHaveTextContent('Phiên #123 Tài xỉu bị hủy, không mở kết quả; 30.000 đ tiền cược đã được hoàn về ví của bạn');
});
