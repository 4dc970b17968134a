import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '@app/shared';
import { REMOTE_NAMES, type RemoteRegistryDto, type RemoteVersionDto } from '@app/shared/contracts';
import { json } from '@app/shared/test-utils';
import { RemoteVersionsScreen } from '../remote-versions-screen';
import { type FakeServer, startFakeServer, signInAs, acceptSecondPassword, muteSuccessToasts } from '../../../test-utils/test-kit';

const stats = { loads: 0, failures: 0, errors: 0, fallbacks: 0 };
const version = (name: string, extra: Partial<RemoteVersionDto> = {}): RemoteVersionDto => ({
  remote: 'remote_games',
  version: name,
  manifestUrl: `/releases/remote-games/${name}/mf-manifest.json`,
  builtAt: '2026-12-01T03:00:00.000Z',
  gitCommit: '1c8b609d0123456789',
  contractsHash: 'abc',
  shared: {},
  exposes: ['TaiXiuScreen'],
  incompatible: null,
  stats,
  ...extra,
});

const games: RemoteRegistryDto = {
  remote: 'remote_games',
  pointer: {
    remote: 'remote_games',
    live: 'aaaaaaaaaaaa',
    previous: 'seed-1234',
    candidate: 'bbbbbbbbbbbb',
    canaryPercent: 20,
    changedAt: '2026-12-02T03:00:00.000Z',
    changedBy: 'vanhanh',
  },
  versions: [
    version('seed-1234', { builtAt: '', gitCommit: null }),
    version('aaaaaaaaaaaa', { stats: { loads: 120, failures: 1, errors: 0, fallbacks: 0 } }),
    version('bbbbbbbbbbbb', { stats: { loads: 30, failures: 0, errors: 4, fallbacks: 2 } }),
    version('cccccccccccc', { incompatible: 'cần @app/shared 2.0.0, máy chủ đang có 1.0.0' }),
  ],
  history: [
    { action: 'canary', live: 'aaaaaaaaaaaa', candidate: 'bbbbbbbbbbbb', canaryPercent: 20, at: '2026-12-02T03:00:00.000Z', by: 'vanhanh' },
  ],
};
const empty = (remote: (typeof REMOTE_NAMES)[number]): RemoteRegistryDto => ({ remote, pointer: null, versions: [], history: [] });

let server: FakeServer;
beforeEach(() => {
  server = startFakeServer();
  signInAs('admin', 'vanhanh');
  server.on('GET', '/admin/remotes', () =>
    json(200, { success: true, data: [empty('remote_auth'), empty('remote_wallet'), games, empty('remote_admin')] }),
  );
  acceptSecondPassword(server, 'tok-r');
  muteSuccessToasts();
});
afterEach(() => {
  cleanup();
  jest.restoreAllMocks();
});

const gamesPanel = async () => within(await screen.findByTestId('remote-remote_games'));
const rowOf = (panel: ReturnType<typeof within>, name: string) =>
  within(panel.getAllByTestId('remote-version').find((row: HTMLElement) => row.dataset.version === name)!);
const validated = () => JSON.parse(server.calls('POST', '/core/users/2fa/validate')[0].body);

test('each remote shows who gets what, its versions with what pages reported, and which cannot be used', async () => {
  render(<RemoteVersionsScreen />);
  const panel = await gamesPanel();
  expect(panel.getByTestId('remote-pointer')).toHaveTextContent('Đang chạy aaaaaaaaaaaa');
  expect(panel.getByTestId('remote-pointer')).toHaveTextContent('Thử nghiệm bbbbbbbbbbbb cho 20 % người chơi.');
  const live = rowOf(panel, 'aaaaaaaaaaaa');
  expect(live.getByText('Đang chạy')).toBeInTheDocument();
  expect(live.getByText('120')).toBeInTheDocument();
  expect(live.queryByRole('button', { name: 'Dùng' })).not.toBeInTheDocument();
  const candidate = rowOf(panel, 'bbbbbbbbbbbb');
  expect(candidate.getByText('Thử nghiệm 20 %')).toBeInTheDocument();
  expect(candidate.getByRole('button', { name: 'Đổi tỉ lệ' })).toBeInTheDocument();
  expect(rowOf(panel, 'seed-1234').getByText('Bản trước')).toBeInTheDocument();
  expect(rowOf(panel, 'seed-1234').getByText('Từ cấu hình máy chủ')).toBeInTheDocument();
  const refused = rowOf(panel, 'cccccccccccc');
  expect(refused.getByText('Không tương thích')).toBeInTheDocument();
  expect(refused.getByText('cần @app/shared 2.0.0, máy chủ đang có 1.0.0')).toBeInTheDocument();
  expect(refused.queryByRole('button')).not.toBeInTheDocument();
  // A remote never published says what to do.
  expect(within(screen.getByTestId('remote-remote_auth')).getByText(/hãy phát hành một phiên bản/)).toBeInTheDocument();
});

test('a version is made live behind the second-level password bound to its remote, and the list is read again', async () => {
  server.on('POST', '/admin/remotes/remote_games/use', () =>
    json(200, { success: true, data: games, message: 'Đã chuyển sang phiên bản mới' }),
  );
  const user = userEvent.setup();
  render(<RemoteVersionsScreen />);
  await user.click(rowOf(await gamesPanel(), 'bbbbbbbbbbbb').getByRole('button', { name: 'Dùng' }));
  const dialog = within(await screen.findByRole('dialog'));
  expect(dialog.getByText(/Mọi người chơi nhận Trò chơi \(remote_games\) phiên bản bbbbbbbbbbbb/)).toBeInTheDocument();
  await user.type(dialog.getByLabelText('Mật khẩu cấp 2 của bạn'), '482915');
  await user.click(dialog.getByRole('button', { name: 'Chuyển' }));
  await waitFor(() => expect(server.calls('POST', '/admin/remotes/remote_games/use')).toHaveLength(1));
  const [sent] = server.calls('POST', '/admin/remotes/remote_games/use');
  expect(JSON.parse(sent.body)).toEqual({ version: 'bbbbbbbbbbbb' });
  expect(sent.twoFactorSession).toBe('tok-r');
  expect(validated()).toMatchObject({ action: 'admin_settings', target: 'remote:remote_games' });
  await waitFor(() => expect(server.calls('GET', '/admin/remotes')).toHaveLength(2));
  expect(notify.success).toHaveBeenCalledWith('Đã chuyển sang phiên bản mới');
});

test("a canary share is sent as a number; the server's refusal stays in the dialog", async () => {
  server.on('POST', '/admin/remotes/remote_games/canary', () =>
    json(400, { success: false, message: 'Tỉ lệ thử nghiệm phải là số nguyên từ 0 đến 100.' }),
  );
  const user = userEvent.setup();
  render(<RemoteVersionsScreen />);
  await user.click(rowOf(await gamesPanel(), 'bbbbbbbbbbbb').getByRole('button', { name: 'Đổi tỉ lệ' }));
  const dialog = within(await screen.findByRole('dialog'));
  const percent = dialog.getByLabelText('Tỉ lệ người chơi nhận phiên bản này (%)');
  await user.clear(percent);
  await user.type(percent, '50');
  await user.type(dialog.getByLabelText('Mật khẩu cấp 2 của bạn'), '482915');
  await user.click(dialog.getByRole('button', { name: 'Bắt đầu thử nghiệm' }));
  expect(await dialog.findByRole('alert')).toHaveTextContent('Tỉ lệ thử nghiệm phải là số nguyên từ 0 đến 100.');
  expect(JSON.parse(server.calls('POST', '/admin/remotes/remote_games/canary')[0].body)).toEqual({ version: 'bbbbbbbbbbbb', percent: 50 });
});

test('roll back and stop the canary, each from the remote’s own buttons', async () => {
  server.on('POST', '/admin/remotes/remote_games/rollback', () =>
    json(200, { success: true, data: games, message: 'Đã quay lại phiên bản trước' }),
  );
  server.on('POST', '/admin/remotes/remote_games/canary', () => json(200, { success: true, data: games, message: 'Đã dừng thử nghiệm' }));
  const user = userEvent.setup();
  render(<RemoteVersionsScreen />);
  const panel = await gamesPanel();
  await user.click(screen.getByRole('button', { name: 'Quay lại phiên bản trước' }));
  let dialog = within(await screen.findByRole('dialog'));
  expect(dialog.getByText(/nhận lại Trò chơi \(remote_games\) phiên bản seed-1234/)).toBeInTheDocument();
  await user.type(dialog.getByLabelText('Mật khẩu cấp 2 của bạn'), '482915');
  await user.click(dialog.getByRole('button', { name: 'Quay lại' }));
  await waitFor(() => expect(server.calls('POST', '/admin/remotes/remote_games/rollback')).toHaveLength(1));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

  expect(panel.getByTestId('remote-pointer')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Dừng thử nghiệm' }));
  dialog = within(await screen.findByRole('dialog'));
  await user.type(dialog.getByLabelText('Mật khẩu cấp 2 của bạn'), '482915');
  await user.click(dialog.getByRole('button', { name: 'Dừng thử nghiệm' }));
  await waitFor(() => expect(server.calls('POST', '/admin/remotes/remote_games/canary')).toHaveLength(1));
  expect(JSON.parse(server.calls('POST', '/admin/remotes/remote_games/canary')[0].body)).toEqual({ version: null, percent: 0 });
});
