import { renderWithProviders, screen, waitFor } from '@app/shared/test-utils';
import { json } from '@app/shared/test-utils';
import { PublicListsSwitch } from '../public-lists-switch';
import { type FakeServer, startFakeServer, signInPlayer, muteToasts } from '../../../test-utils/test-kit';

let server: FakeServer;
let toast: { success: jest.SpyInstance; error: jest.SpyInstance };

beforeEach(() => {
  server = startFakeServer();
  signInPlayer();
  toast = muteToasts();
});
afterEach(() => jest.restoreAllMocks());

const answer = (hidden: boolean) => () => json(200, { success: true, data: { hidden } });
const label = 'Ẩn tên tôi khỏi bảng xếp hạng và tin thắng lớn';

describe('Ẩn tên tôi khỏi bảng xếp hạng và tin thắng lớn', () => {
  it('shows the stored choice and saves the other one', async () => {
    server.on('GET', '/core/public-lists', answer(false));
    server.on('PUT', '/core/public-lists', answer(true));
    const { user } = renderWithProviders(<PublicListsSwitch />);
    const toggle = screen.getByRole('switch', { name: new RegExp(label) });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await user.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
    expect(JSON.parse(server.calls('PUT', '/core/public-lists')[0].body)).toEqual({ hidden: true });
    expect(toast.success).toHaveBeenCalledWith('Đã lưu lựa chọn hiển thị tên');
  });

  it('keeps the old choice and says why when the server refuses', async () => {
    server.on('GET', '/core/public-lists', answer(true));
    server.on('PUT', '/core/public-lists', () => json(400, { success: false, message: 'Lựa chọn ẩn tên không hợp lệ' }));
    const { user } = renderWithProviders(<PublicListsSwitch />);
    const toggle = screen.getByRole('switch', { name: new RegExp(label) });
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
    await user.click(toggle);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Lựa chọn ẩn tên không hợp lệ'));
    expect(toggle).toHaveAttribute('aria-checked', 'true');
  });

  it('a failed read offers to try again', async () => {
    let fail = true;
    server.on('GET', '/core/public-lists', () => (fail ? json(500, { success: false, message: 'Lỗi máy chủ' }) : answer(true)()));
    const { user } = renderWithProviders(<PublicListsSwitch />);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Thử lại' }));
    const toggle = await screen.findByRole('switch', { name: new RegExp(label) });
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
  });
});
