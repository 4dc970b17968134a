import { json, renderWithProviders, screen, waitFor } from '@app/shared/test-utils';
import SupportScreen from '../support-screen';
import { type FakeServer, startFakeServer } from '../../../test-utils/test-kit';

let server: FakeServer;
beforeEach(() => {
  server = startFakeServer();
});

const support = (links: Record<string, string | null>) =>
  json(200, { success: true, data: { support: { telegramUrl: null, zaloUrl: null, hotline: null, ...links } } });

test('the contacts are the ones the operators set: links open in a new tab, the hotline calls', async () => {
  server.on('GET', '/public-config', () =>
    support({ telegramUrl: 'https://t.me/hotro_xuc', zaloUrl: 'https://zalo.me/0912345678', hotline: '19001234' }),
  );
  renderWithProviders(<SupportScreen />);
  const telegram = await screen.findByRole('link', { name: /Telegram/ });
  expect(telegram).toHaveAttribute('href', 'https://t.me/hotro_xuc');
  expect(telegram).toHaveAttribute('target', '_blank');
  expect(telegram).toHaveAttribute('rel', expect.stringContaining('noopener'));
  expect(screen.getByRole('link', { name: /Zalo/ })).toHaveAttribute('href', 'https://zalo.me/0912345678');
  const hotline = screen.getByRole('link', { name: /Hotline 1900 1234/ });
  expect(hotline).toHaveAttribute('href', 'tel:19001234');
  expect(hotline).not.toHaveAttribute('target');
});

test('a contact left unset is not shown, and none set says so instead of a link that leads nowhere', async () => {
  server.on('GET', '/public-config', () => support({ zaloUrl: 'https://zalo.me/0912345678' }));
  const { unmount } = renderWithProviders(<SupportScreen />);
  expect(await screen.findByRole('link', { name: /Zalo/ })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /Telegram|Hotline/ })).not.toBeInTheDocument();
  unmount();

  server.on('GET', '/public-config', () => support({}));
  renderWithProviders(<SupportScreen />);
  expect(await screen.findByText(/chưa công bố kênh liên hệ/)).toBeInTheDocument();
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
});

test('when the settings cannot be read, it says so and asks again on request', async () => {
  server.on('GET', '/public-config', () => json(500, { success: false, message: 'Lỗi máy chủ' }));
  const { user } = renderWithProviders(<SupportScreen />);
  expect(screen.getByText('Đang tải kênh liên hệ...')).toBeInTheDocument();
  expect(await screen.findByRole('alert')).toHaveTextContent('Không tải được kênh liên hệ');
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
  server.on('GET', '/public-config', () => support({ telegramUrl: 'https://t.me/hotro_xuc' }));
  await user.click(screen.getByRole('button', { name: 'Thử lại' }));
  expect(await screen.findByRole('link', { name: /Telegram/ })).toHaveAttribute('href', 'https://t.me/hotro_xuc');
});

test('the questions players ask most are answered on the page', async () => {
  renderWithProviders(<SupportScreen />);
  expect(screen.getByRole('heading', { name: 'Câu hỏi thường gặp' })).toBeInTheDocument();
  expect(screen.getByText('Mã QR hết hạn thì làm gì?')).toBeInTheDocument();
  expect(screen.getByText(/Mỗi mã QR dùng được 30 phút/)).toBeInTheDocument();
  await waitFor(() => expect(server.seen).toHaveLength(1));
});
