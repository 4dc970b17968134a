import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '@app/shared';
import {
  REFERRAL_MESSAGES,
  type GameConfigDto,
  type JackpotDto,
  type ReferralSettingsDto,
  type VendorCardDto,
} from '@app/shared/contracts';
import { json } from '@app/shared/test-utils';
import { SettingsScreen } from '../settings-screen';
import { type FakeServer, startFakeServer, signInAs, acceptSecondPassword, muteSuccessToasts } from '../../../test-utils/test-kit';

const card: VendorCardDto = {
  id: 3,
  bankName: 'Vietcombank',
  bankCode: 'VCB',
  bin: '970436',
  accountNumber: '1234567890',
  accountName: 'CONG TY A',
  swiftCode: null,
  isActive: true,
  createdAt: '2026-11-01T01:00:00.000Z',
  updatedAt: '2026-11-02T01:00:00.000Z',
};
const taixiu: GameConfigDto = {
  gameType: 'taixiu',
  minBet: 1_000,
  maxBet: 5_000_000,
  maxRoundTotal: 10_000_000,
  maxHouseExposure: 2_000_000_000,
  refuseBothSides: false,
  pausedAt: null,
  updatedAt: '2026-11-01T01:00:00.000Z',
};

const jackpot: JackpotDto = { gameType: 'taixiu', pool: 12_345_000, shareBasisPoints: 50, seedAmount: 10_000_000, capPerBet: 200_000_000 };
const referralOff: ReferralSettingsDto = { enabled: false, shareBp: 0, enabledSince: null, updatedAt: null, updatedBy: null };

let server: FakeServer;
beforeEach(() => {
  server = startFakeServer();
  signInAs('admin', 'vanhanh');
  server.on('GET', '/admin/vendor-cards', () => json(200, { success: true, data: [card] }));
  server.on('GET', '/admin/configs', () =>
    json(200, {
      success: true,
      data: [
        { id: 'deposit_min_amount', value: '10000' },
        { id: 'la_moi', value: 'x' },
      ],
    }),
  );
  server.on('GET', '/admin/games/configs', () => json(200, { success: true, data: [taixiu] }));
  server.on('GET', '/admin/referral-settings', () => json(200, { success: true, data: referralOff }));
  server.on('GET', '/admin/games/taixiu/jackpot', () => json(200, { success: true, data: jackpot }));
  acceptSecondPassword(server, 'tok-s');
  muteSuccessToasts();
});
afterEach(() => jest.restoreAllMocks());

const table = async (name: string) => within(await screen.findByRole('table', { name }));
const validated = () => JSON.parse(server.calls('POST', '/core/users/2fa/validate')[0].body);

async function confirmWithPassword(user: ReturnType<typeof userEvent.setup>, confirm: string) {
  const dialog = within(screen.getByRole('dialog'));
  await user.type(dialog.getByLabelText('Mật khẩu cấp 2 của bạn'), '482915');
  await user.click(dialog.getByRole('button', { name: confirm }));
}

test('shows the receiving accounts, the deposit settings by their meaning and the bet limits', async () => {
  render(<SettingsScreen />);
  const cards = await table('Tài khoản nhận tiền');
  expect(cards.getByText('Vietcombank (VCB)')).toBeInTheDocument();
  expect(cards.getByText('1234567890')).toBeInTheDocument();
  expect(cards.getByText('Đang dùng')).toBeInTheDocument();
  const configs = await table('Cấu hình nạp tiền');
  expect(configs.getByText('Số tiền nạp tối thiểu')).toBeInTheDocument();
  expect(configs.getAllByText('la_moi')).toHaveLength(1);
  expect(configs.getByText('10.000 đ')).toBeInTheDocument();
  expect(configs.queryByText('deposit_min_amount')).not.toBeInTheDocument();
  const limits = await table('Giới hạn cược');
  expect(limits.getByText('Tài xỉu')).toBeInTheDocument();
  expect(limits.getByText('5.000.000 đ')).toBeInTheDocument();
});

test('a deposit setting is saved with the step-up bound to its id, and the list is read again', async () => {
  server.on('PUT', '/admin/configs/deposit_min_amount', () =>
    json(200, { success: true, data: { id: 'deposit_min_amount', value: '20000' }, message: 'Đã lưu cấu hình' }),
  );
  const user = userEvent.setup();
  render(<SettingsScreen />);
  const row = within((await screen.findByText('Số tiền nạp tối thiểu')).closest('tr')!);
  await user.click(row.getByRole('button', { name: 'Sửa' }));
  const dialog = within(await screen.findByRole('dialog'));
  expect(dialog.getByText('Giá trị hiện tại: 10.000 đ')).toBeInTheDocument();
  await user.click(dialog.getByRole('button', { name: 'Lưu' }));
  expect(dialog.getByText('Vui lòng nhập giá trị')).toBeInTheDocument();
  await user.type(dialog.getByLabelText('Số tiền mới (đồng, chỉ nhập số)'), '20000');
  await confirmWithPassword(user, 'Lưu');
  await waitFor(() => expect(server.calls('PUT', '/admin/configs/deposit_min_amount')).toHaveLength(1));
  const [sent] = server.calls('PUT', '/admin/configs/deposit_min_amount');
  expect(JSON.parse(sent.body)).toEqual({ value: '20000' });
  expect(sent.twoFactorSession).toBe('tok-s');
  expect(validated()).toMatchObject({ action: 'admin_settings', target: 'config:deposit_min_amount' });
  await waitFor(() => expect(server.calls('GET', '/admin/configs')).toHaveLength(2));
  expect(notify.success).toHaveBeenCalledWith('Đã lưu cấu hình');
});

test("a refused setting stays in the dialog in the server's words", async () => {
  server.on('PUT', '/admin/configs/deposit_min_amount', () => json(400, { success: false, message: 'Giá trị phải là số nguyên dương' }));
  const user = userEvent.setup();
  render(<SettingsScreen />);
  await user.click(within((await screen.findByText('Số tiền nạp tối thiểu')).closest('tr')!).getByRole('button', { name: 'Sửa' }));
  await user.type(within(await screen.findByRole('dialog')).getByLabelText('Số tiền mới (đồng, chỉ nhập số)'), 'abc');
  await confirmWithPassword(user, 'Lưu');
  expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent('Giá trị phải là số nguyên dương');
});

test('bet limits: digits typed with dots are sent as numbers, a field left empty is not sent', async () => {
  server.on('PUT', '/admin/games/taixiu/config', () => json(200, { success: true, data: taixiu, message: 'Đã lưu giới hạn cược' }));
  const user = userEvent.setup();
  render(<SettingsScreen />);
  await user.click((await table('Giới hạn cược')).getByRole('button', { name: 'Sửa' }));
  const dialog = within(await screen.findByRole('dialog'));
  expect(dialog.getByText('Giới hạn cược Tài xỉu')).toBeInTheDocument();
  await user.type(dialog.getByLabelText('Cược tối đa (đang là 5.000.000 đ)'), '2.000.000');
  await confirmWithPassword(user, 'Lưu');
  await waitFor(() => expect(server.calls('PUT', '/admin/games/taixiu/config')).toHaveLength(1));
  expect(JSON.parse(server.calls('PUT', '/admin/games/taixiu/config')[0].body)).toEqual({ maxBet: 2_000_000 });
  expect(validated()).toMatchObject({ target: 'game-config:taixiu' });
});

test('the house exposure cap is edited with the other limits', async () => {
  server.on('PUT', '/admin/games/taixiu/config', () =>
    json(200, { success: true, data: taixiu, message: 'Đã cập nhật cấu hình trò chơi' }),
  );
  const user = userEvent.setup();
  render(<SettingsScreen />);
  const limits = await table('Giới hạn cược');
  expect(limits.getByText('2.000.000.000 đ')).toBeInTheDocument();
  expect(limits.getByText('Đang chạy')).toBeInTheDocument();
  await user.click(limits.getByRole('button', { name: 'Sửa' }));
  const dialog = within(await screen.findByRole('dialog'));
  await user.type(dialog.getByLabelText('Nhà cái lỗ tối đa / phiên (đang là 2.000.000.000 đ)'), '500.000.000');
  await confirmWithPassword(user, 'Lưu');
  await waitFor(() => expect(server.calls('PUT', '/admin/games/taixiu/config')).toHaveLength(1));
  expect(JSON.parse(server.calls('PUT', '/admin/games/taixiu/config')[0].body)).toEqual({ maxHouseExposure: 500_000_000 });
});

test('the both-sides rule is switched on after a confirmation', async () => {
  server.on('PUT', '/admin/games/taixiu/config', () =>
    json(200, { success: true, data: { ...taixiu, refuseBothSides: true }, message: 'Đã cập nhật cấu hình trò chơi' }),
  );
  const user = userEvent.setup();
  render(<SettingsScreen />);
  await user.click((await table('Giới hạn cược')).getByRole('button', { name: 'Bật chặn hai cửa' }));
  const dialog = within(await screen.findByRole('dialog'));
  expect(dialog.getByText(/không cược được cửa đối diện trong cùng phiên/)).toBeInTheDocument();
  await confirmWithPassword(user, 'Bật');
  await waitFor(() => expect(server.calls('PUT', '/admin/games/taixiu/config')).toHaveLength(1));
  expect(JSON.parse(server.calls('PUT', '/admin/games/taixiu/config')[0].body)).toEqual({ refuseBothSides: true });
  expect(validated()).toMatchObject({ action: 'admin_settings', target: 'game-config:taixiu' });
});

test('a game is paused after a confirmation that says what happens, and resumed', async () => {
  const pausedAt = '2026-11-01T07:30:00.000Z';
  server.on('POST', '/admin/games/taixiu/pause', () =>
    json(200, { success: true, data: { ...taixiu, pausedAt }, message: 'Đã tạm dừng trò chơi: không mở phiên mới sau phiên hiện tại' }),
  );
  const user = userEvent.setup();
  render(<SettingsScreen />);
  await user.click((await table('Giới hạn cược')).getByRole('button', { name: 'Tạm dừng' }));
  const dialog = within(await screen.findByRole('dialog'));
  expect(dialog.getByText('Tạm dừng Tài xỉu để bảo trì')).toBeInTheDocument();
  expect(dialog.getByText(/Phiên đang chạy vẫn kết thúc và trả thưởng bình thường/)).toBeInTheDocument();
  await confirmWithPassword(user, 'Tạm dừng');
  await waitFor(() => expect(server.calls('POST', '/admin/games/taixiu/pause')).toHaveLength(1));
  expect(server.calls('POST', '/admin/games/taixiu/pause')[0].twoFactorSession).toBe('tok-s');
  expect(validated()).toMatchObject({ action: 'admin_settings', target: 'game-config:taixiu' });
  await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Đã tạm dừng trò chơi: không mở phiên mới sau phiên hiện tại'));

  // Read again: paused, with the time, and the button to resume.
  server.on('GET', '/admin/games/configs', () => json(200, { success: true, data: [{ ...taixiu, pausedAt }] }));
  server.on('POST', '/admin/games/taixiu/resume', () =>
    json(200, { success: true, data: taixiu, message: 'Đã mở lại trò chơi: phiên mới sẽ bắt đầu ngay' }),
  );
  cleanup();
  render(<SettingsScreen />);
  const limits = await table('Giới hạn cược');
  expect(await limits.findByText('Bảo trì từ 14:30 01/11/2026')).toBeInTheDocument();
  await user.click(limits.getByRole('button', { name: 'Mở lại' }));
  await confirmWithPassword(user, 'Mở lại');
  await waitFor(() => expect(server.calls('POST', '/admin/games/taixiu/resume')).toHaveLength(1));
});

test('pausing a receiving account sends isActive false for that card', async () => {
  server.on('PUT', '/admin/vendor-cards/3', () =>
    json(200, { success: true, data: { ...card, isActive: false }, message: 'Đã tạm ngưng tài khoản' }),
  );
  const user = userEvent.setup();
  render(<SettingsScreen />);
  await user.click((await table('Tài khoản nhận tiền')).getByRole('button', { name: 'Tạm ngưng' }));
  const dialog = within(await screen.findByRole('dialog'));
  expect(dialog.getByText(/lệnh nạp mới sẽ không dùng tài khoản này nữa/)).toBeInTheDocument();
  await confirmWithPassword(user, 'Xác nhận');
  await waitFor(() => expect(server.calls('PUT', '/admin/vendor-cards/3')).toHaveLength(1));
  expect(JSON.parse(server.calls('PUT', '/admin/vendor-cards/3')[0].body)).toEqual({ isActive: false });
  expect(validated()).toMatchObject({ action: 'admin_settings', target: 'vendor-card:3' });
  await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Đã tạm ngưng tài khoản'));
});

test('editing a receiving account sends only the fields typed', async () => {
  server.on('PUT', '/admin/vendor-cards/3', () =>
    json(202, { success: true, data: { pendingChange: {} }, message: 'Đã gửi yêu cầu, chờ duyệt' }),
  );
  const user = userEvent.setup();
  render(<SettingsScreen />);
  await user.click((await table('Tài khoản nhận tiền')).getByRole('button', { name: 'Sửa' }));
  const dialog = within(await screen.findByRole('dialog'));
  expect(dialog.getByText('Sửa tài khoản 1234567890')).toBeInTheDocument();
  await user.type(dialog.getByLabelText('Số tài khoản (đang là 1234567890)'), '9876543210');
  await confirmWithPassword(user, 'Lưu thay đổi');
  await waitFor(() => expect(server.calls('PUT', '/admin/vendor-cards/3')).toHaveLength(1));
  expect(JSON.parse(server.calls('PUT', '/admin/vendor-cards/3')[0].body)).toEqual({ accountNumber: '9876543210' });
  await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Đã gửi yêu cầu, chờ duyệt'));
});

test('a new receiving account needs its number and owner before anything is sent', async () => {
  const user = userEvent.setup();
  render(<SettingsScreen />);
  await table('Tài khoản nhận tiền');
  await user.click(screen.getByRole('button', { name: 'Thêm tài khoản' }));
  const dialog = within(await screen.findByRole('dialog'));
  await user.click(dialog.getByRole('button', { name: 'Thêm tài khoản' }));
  expect(dialog.getByText('Vui lòng nhập số tài khoản')).toBeInTheDocument();
  expect(dialog.getByText('Vui lòng nhập tên chủ tài khoản')).toBeInTheDocument();
  expect(server.calls('POST', '/admin/vendor-cards')).toHaveLength(0);
});

test('the referral reward is off by default and turned on with a share, behind the second-level password', async () => {
  const on: ReferralSettingsDto = {
    enabled: true,
    shareBp: 50,
    enabledSince: '2026-11-03T01:00:00.000Z',
    updatedAt: '2026-11-03T01:00:00.000Z',
    updatedBy: 'vanhanh',
  };
  server.on('PUT', '/admin/referral-settings', () => json(200, { success: true, data: on, message: 'Đã lưu cài đặt thưởng giới thiệu' }));
  const user = userEvent.setup();
  render(<SettingsScreen />);
  const panel = within(await screen.findByTestId('referral-reward-settings'));
  expect(panel.getByText(/Đang tắt: không trả thưởng giới thiệu/)).toBeInTheDocument();
  await user.click(panel.getByRole('button', { name: 'Bật thưởng' }));
  const dialog = within(await screen.findByRole('dialog'));
  await user.type(dialog.getByLabelText(/Tỷ lệ thưởng/), '50');
  server.on('GET', '/admin/referral-settings', () => json(200, { success: true, data: on }));
  await confirmWithPassword(user, 'Bật thưởng');
  await waitFor(() => expect(server.calls('PUT', '/admin/referral-settings')).toHaveLength(1));
  const put = server.calls('PUT', '/admin/referral-settings')[0];
  expect(JSON.parse(put.body)).toEqual({ enabled: true, shareBp: 50 });
  expect(put.twoFactorSession).toBe('tok-s');
  expect(validated()).toMatchObject({ action: 'admin_settings', target: 'referral-settings' });
  expect(await screen.findByText(/Đang bật: 0,5 % doanh số cược hằng tuần/)).toBeInTheDocument();
});

test('a share out of bounds is refused in the dialog with the server’s words', async () => {
  server.on('PUT', '/admin/referral-settings', () =>
    json(400, { success: false, error: 'VALIDATION_ERROR', field: 'shareBp', message: REFERRAL_MESSAGES.shareInvalid }),
  );
  const user = userEvent.setup();
  render(<SettingsScreen />);
  await user.click(within(await screen.findByTestId('referral-reward-settings')).getByRole('button', { name: 'Bật thưởng' }));
  const dialog = within(await screen.findByRole('dialog'));
  await user.type(dialog.getByLabelText(/Tỷ lệ thưởng/), '500');
  await confirmWithPassword(user, 'Bật thưởng');
  expect(await dialog.findByText(REFERRAL_MESSAGES.shareInvalid)).toBeInTheDocument();
});

test('the hũ’s setting: read with its pool, changed behind the second-level password', async () => {
  const saved: JackpotDto = { ...jackpot, shareBasisPoints: 30, capPerBet: 50_000_000 };
  server.on('PUT', '/admin/games/taixiu/jackpot', () => json(200, { success: true, data: saved, message: 'Đã lưu cài đặt hũ' }));
  const user = userEvent.setup();
  render(<SettingsScreen />);
  const panel = within(await screen.findByTestId('jackpot-settings'));
  expect(panel.getByText(/Đang bật: góp 0,5 % tiền cược mỗi phiên; nạp lại lên 10\.000\.000\sđ/)).toBeInTheDocument();
  expect(panel.getByText(/Hũ hiện có 12\.345\.000\sđ/)).toBeInTheDocument();
  await user.click(panel.getByRole('button', { name: 'Sửa cài đặt hũ' }));
  const dialog = within(await screen.findByRole('dialog'));
  await user.clear(dialog.getByLabelText(/Tỉ lệ góp/));
  await user.type(dialog.getByLabelText(/Tỉ lệ góp/), '30');
  await user.clear(dialog.getByLabelText(/Mỗi cược nhận tối đa/));
  await user.type(dialog.getByLabelText(/Mỗi cược nhận tối đa/), '50.000.000');
  server.on('GET', '/admin/games/taixiu/jackpot', () => json(200, { success: true, data: saved }));
  await confirmWithPassword(user, 'Lưu');
  await waitFor(() => expect(server.calls('PUT', '/admin/games/taixiu/jackpot')).toHaveLength(1));
  const put = server.calls('PUT', '/admin/games/taixiu/jackpot')[0];
  expect(JSON.parse(put.body)).toEqual({ shareBasisPoints: 30, seedAmount: 10_000_000, capPerBet: 50_000_000 });
  expect(put.twoFactorSession).toBe('tok-s');
  expect(validated()).toMatchObject({ action: 'admin_settings', target: 'jackpot:taixiu' });
  expect(await screen.findByText(/góp 0,3 % tiền cược/)).toBeInTheDocument();
});
