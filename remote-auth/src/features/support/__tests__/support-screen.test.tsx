import { json, renderWithProviders, screen, waitFor } from '@app/shared/test-utils';
import SupportScreen from '../support-screen';
import { type FakeServer, startFakeServer } from '../../../test-utils/test-kit';

let server: FakeServer;
beforeEach(() => {
  server = startFakeServer();
});

test('the contact links are the ones the server gives, opened in a new tab', async () => {
  server.on('GET', '/public-config', () =>
    json(200, { success: true, data: { supportChannelUrl: 'https://t.me/kenh_xuc', supportAccountUrl: 'https://t.me/hotro_xuc' } }),
  );
  renderWithProviders(<SupportScreen />);
  await waitFor(() => expect(screen.getByRole('link', { name: /Kênh thông báo/ })).toHaveAttribute('href', 'https://t.me/kenh_xuc'));
  const support = screen.getByRole('link', { name: /Tài khoản hỗ trợ/ });
  expect(support).toHaveAttribute('href', 'https://t.me/hotro_xuc');
  expect(support).toHaveAttribute('target', '_blank');
  expect(support).toHaveAttribute('rel', expect.stringContaining('noopener'));
});

test('when the settings cannot be read, the links still lead to Telegram', async () => {
  server.on('GET', '/public-config', () => json(500, { success: false, message: 'Lỗi máy chủ' }));
  renderWithProviders(<SupportScreen />);
  await waitFor(() => expect(server.calls('GET', '/public-config')).toHaveLength(1));
  expect(screen.getByRole('link', { name: /Kênh thông báo/ })).toHaveAttribute('href', 'https://t.me/');
  expect(screen.getByRole('link', { name: /Tài khoản hỗ trợ/ })).toHaveAttribute('href', 'https://t.me/');
});

test('the questions players ask most are answered on the page', async () => {
  renderWithProviders(<SupportScreen />);
  expect(screen.getByRole('heading', { name: 'Câu hỏi thường gặp' })).toBeInTheDocument();
  expect(screen.getByText('Mã QR hết hạn thì làm gì?')).toBeInTheDocument();
  expect(screen.getByText(/Mỗi mã QR dùng được 30 phút/)).toBeInTheDocument();
  await waitFor(() => expect(server.seen).toHaveLength(1));
});
