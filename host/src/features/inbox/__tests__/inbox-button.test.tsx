import { fireEvent, screen, within } from '@testing-library/react';
import { act } from 'react';
import { renderWithProviders } from '@app/shared/test-utils';
import { addNotification, notificationsStore, onDepositNotice } from '@app/shared';
import { InboxButton } from '../inbox-button';

beforeEach(() => {
  notificationsStore.items = [];
});

it('shows how many are unread on the bell, lists them newest first, and counts them read once closed', async () => {
  renderWithProviders(<InboxButton />);
  expect(screen.queryByTestId('inbox-unread')).not.toBeInTheDocument();
  act(() => {
    addNotification({ type: 'info', title: 'Cảnh báo bảo mật', message: 'Mật khẩu của bạn vừa được đổi.' });
    onDepositNotice({ orderId: 5, status: 'CONFIRMED', amount: 300_000, message: 'Nạp tiền thành công!' });
  });
  expect(await screen.findByTestId('inbox-unread')).toHaveTextContent('2');
  const bell = screen.getByTestId('inbox-button');
  expect(bell).toHaveAccessibleName('Thông báo, 2 chưa đọc');

  fireEvent.click(bell);
  const dialog = await screen.findByRole('dialog', { name: 'Thông báo' });
  const items = within(dialog).getAllByTestId('inbox-item');
  expect(items[0]).toHaveTextContent('Nạp tiền thành công (300.000 đ)');
  expect(items[0]).toHaveTextContent('Mới');
  expect(items.map((i) => i.getAttribute('data-read'))).toEqual(['false', 'false']);

  fireEvent.click(within(dialog).getByRole('button', { name: 'Đóng' }));
  expect(screen.queryByTestId('inbox-unread')).not.toBeInTheDocument();
  expect(bell).toHaveAccessibleName('Thông báo');
});

it('says when there is nothing yet', async () => {
  renderWithProviders(<InboxButton />);
  fireEvent.click(screen.getByTestId('inbox-button'));
  expect(await screen.findByText('Chưa có thông báo')).toBeInTheDocument();
});
