import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SITE_CONTENT_MESSAGES, type ConsoleSiteContentDto } from '@app/shared';
import { gate, json } from '@app/shared/test-utils';
import { SiteContentScreen } from '../site-content-screen';
import { type FakeServer, muteSuccessToasts, signInAs, startFakeServer } from '../../../test-utils/test-kit';

const SAVED: ConsoleSiteContentDto = {
  announcement: 'Khuyến mãi nạp lần đầu tặng 10%',
  maintenance: { message: 'Nạp và rút tạm dừng.', from: '2099-12-06T19:00:00.000Z', until: '2099-12-06T21:00:00.000Z' },
  support: { telegramUrl: 'https://t.me/hotro', zaloUrl: null, hotline: '0912345678' },
  updatedAt: '2026-11-26T01:00:00.000Z',
  updatedBy: 'vanhanh',
};
const EMPTY: ConsoleSiteContentDto = {
  announcement: null,
  maintenance: null,
  support: { telegramUrl: null, zaloUrl: null, hotline: null },
  updatedAt: null,
  updatedBy: null,
};

let server: FakeServer;
beforeEach(() => {
  server = startFakeServer();
  signInAs('admin', 'vanhanh');
});
afterEach(() => jest.restoreAllMocks());

const serves = (content: ConsoleSiteContentDto) =>
  server.on('GET', '/admin/site-content', () => json(200, { success: true, data: content }));
const sent = () => JSON.parse(server.calls('PUT', '/admin/site-content')[0].body);

test('shows what is saved in the form, with a preview of what players see', async () => {
  serves(SAVED);
  render(<SiteContentScreen />);
  expect(await screen.findByLabelText('Nội dung thông báo')).toHaveValue(SAVED.announcement);
  // The times in Vietnam time, as the field takes them.
  expect(screen.getByLabelText('Bắt đầu (giờ Việt Nam)')).toHaveValue('2099-12-07T02:00');
  expect(screen.getByLabelText('Kết thúc (giờ Việt Nam)')).toHaveValue('2099-12-07T04:00');
  expect(screen.getByLabelText('Telegram')).toHaveValue('https://t.me/hotro');
  expect(screen.getByLabelText('Zalo')).toHaveValue('');
  expect(screen.getByRole('region', { name: 'Thông báo' })).toHaveTextContent(SAVED.announcement!);
  expect(screen.getByRole('region', { name: 'Thông báo bảo trì' })).toHaveTextContent(
    'Bảo trì hệ thống từ 02:00 đến 04:00 ngày 07/12/2099Nạp và rút tạm dừng.',
  );
  expect(screen.getByText('Người chơi thấy: Telegram, Hotline 0912 345 678.')).toBeInTheDocument();
  expect(screen.getByText(/Lưu lần cuối lúc .* bởi vanhanh\./)).toBeInTheDocument();
});

test('with nothing saved, the previews say that players see nothing', async () => {
  serves(EMPTY);
  render(<SiteContentScreen />);
  expect(await screen.findByText('Không có thông báo: người chơi không thấy dòng chữ chạy.')).toBeInTheDocument();
  expect(screen.getByText('Không có thông báo bảo trì.')).toBeInTheDocument();
  expect(screen.getByText(/Không có kênh liên hệ nào/)).toBeInTheDocument();
  expect(screen.getByText('Chưa lưu lần nào.')).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: /Thông báo/ })).toBeNull();
});

test('saves the whole content, empty fields as empty, the button busy until the server answers', async () => {
  const user = userEvent.setup();
  const success = muteSuccessToasts();
  serves(EMPTY);
  const answer = gate();
  server.on('PUT', '/admin/site-content', async () => {
    await answer.promise;
    return json(200, {
      success: true,
      message: SITE_CONTENT_MESSAGES.saved,
      data: {
        ...EMPTY,
        announcement: 'Chào mừng',
        support: { ...EMPTY.support, hotline: '19001234' },
        updatedAt: '2026-11-27T01:00:00.000Z',
        updatedBy: 'vanhanh',
      },
    });
  });
  render(<SiteContentScreen />);
  await user.type(await screen.findByLabelText('Nội dung thông báo'), '  Chào mừng');
  await user.type(screen.getByLabelText('Hotline'), '1900 1234');
  // The preview follows what is typed, before anything is saved.
  expect(screen.getByRole('region', { name: 'Thông báo' })).toHaveTextContent('Chào mừng');
  await user.click(screen.getByRole('button', { name: 'Lưu nội dung' }));

  const button = await screen.findByRole('button', { name: 'Đang lưu...' });
  expect(button).toBeDisabled();
  expect(screen.getByLabelText('Nội dung thông báo')).toBeDisabled();
  expect(sent()).toEqual({
    announcement: 'Chào mừng',
    maintenanceMessage: '',
    maintenanceFrom: '',
    maintenanceUntil: '',
    telegramUrl: '',
    zaloUrl: '',
    hotline: '1900 1234',
  });
  // No second-level password: it is content, not money.
  expect(server.calls('PUT', '/admin/site-content')[0].twoFactorSession).toBeNull();

  answer.open();
  await waitFor(() => expect(success).toHaveBeenCalledWith(SITE_CONTENT_MESSAGES.saved));
  // The form starts again from what the server kept.
  expect(screen.getByLabelText('Hotline')).toHaveValue('19001234');
  expect(screen.getByRole('button', { name: 'Lưu nội dung' })).toBeEnabled();
  expect(screen.getByText(/Lưu lần cuối lúc .* bởi vanhanh\./)).toBeInTheDocument();
});

test('checks the fields as the server does, and sends nothing while one is wrong', async () => {
  const user = userEvent.setup();
  serves(EMPTY);
  render(<SiteContentScreen />);
  await user.type(await screen.findByLabelText('Telegram'), 'https://t.me/');
  await user.type(screen.getByLabelText('Bắt đầu (giờ Việt Nam)'), '2099-12-07T04:00');
  await user.type(screen.getByLabelText('Kết thúc (giờ Việt Nam)'), '2099-12-07T02:00');
  await user.click(screen.getByRole('button', { name: 'Lưu nội dung' }));
  expect(await screen.findByText(SITE_CONTENT_MESSAGES.telegramInvalid)).toBeInTheDocument();
  expect(screen.getByText(SITE_CONTENT_MESSAGES.timesWithoutMessage)).toBeInTheDocument();
  await user.type(screen.getByLabelText('Nội dung thông báo bảo trì'), 'Bảo trì');
  await user.click(screen.getByRole('button', { name: 'Lưu nội dung' }));
  expect(await screen.findByText(SITE_CONTENT_MESSAGES.untilBeforeFrom)).toBeInTheDocument();
  expect(server.calls('PUT', '/admin/site-content')).toHaveLength(0);
});

test("the server's refusal is said under the field it names", async () => {
  const user = userEvent.setup();
  serves(EMPTY);
  server.on('PUT', '/admin/site-content', () =>
    json(400, { success: false, error: 'BAD_REQUEST', field: 'zaloUrl', message: SITE_CONTENT_MESSAGES.zaloInvalid }),
  );
  render(<SiteContentScreen />);
  await user.type(await screen.findByLabelText('Zalo'), 'https://zalo.me/abc');
  await user.click(screen.getByRole('button', { name: 'Lưu nội dung' }));
  const zalo = screen.getByLabelText('Zalo');
  await waitFor(() => expect(zalo).toHaveAccessibleDescription(SITE_CONTENT_MESSAGES.zaloInvalid));
});

test('a failed read says so and asks again on request', async () => {
  const user = userEvent.setup();
  server.on('GET', '/admin/site-content', () => json(500, { success: false, message: 'Lỗi máy chủ' }));
  render(<SiteContentScreen />);
  const failure = await screen.findByRole('alert');
  expect(within(failure).getByText('Không tải được dữ liệu')).toBeInTheDocument();
  serves(SAVED);
  await user.click(within(failure).getByRole('button', { name: 'Thử lại' }));
  expect(await screen.findByLabelText('Nội dung thông báo')).toHaveValue(SAVED.announcement);
});
