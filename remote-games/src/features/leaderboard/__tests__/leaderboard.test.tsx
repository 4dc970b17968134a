import { renderWithProviders, screen, waitFor, within } from '@app/shared/test-utils';
import { configureApi } from '@app/shared';
import { fakeServer, json } from '@app/shared/test-utils';
import { LeaderboardSection, loadLeaderboard } from '../leaderboard-section';

const board = (period: 'day' | 'week', entries: Array<{ rank: number; name: string; net: number }>) => () =>
  json(200, {
    success: true,
    data: { gameType: 'taixiu', period, from: '2026-12-01', to: '2026-12-01', entries, computedAt: 1 },
  });

let server: ReturnType<typeof fakeServer>;
beforeEach(() => {
  server = fakeServer();
  configureApi({ baseUrl: 'http://localhost/api', fetch: server.fetch });
});

describe('Bảng xếp hạng', () => {
  it('is its own chunk, loaded once the table draws it', async () => {
    await expect(loadLeaderboard()).resolves.toBeInstanceOf(Function);
  });

  it('shows today’s winners first, and the week’s on its tab', async () => {
    server.on('GET', '/game-taixiu/leaderboard', (request) =>
      new URLSearchParams(request.path.split('?')[1]).get('period') === 'week'
        ? board('week', [{ rank: 1, name: 'linh***07', net: 9_000_000 }])()
        : board('day', [
            { rank: 1, name: 'tuan***88', net: 1_960_000 },
            { rank: 2, name: 'a***e', net: 5_000 },
          ])(),
    );
    const { user } = renderWithProviders(<LeaderboardSection game="taixiu" />);
    expect(screen.getByRole('heading', { name: 'Bảng xếp hạng' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Hôm nay' })).toHaveAttribute('aria-selected', 'true');
    const rows = await screen.findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['1tuan***88+1.960.000\u00a0đ', '2a***e+5.000\u00a0đ']);
    await user.click(screen.getByRole('tab', { name: 'Tuần này' }));
    expect(screen.getByRole('tab', { name: 'Tuần này' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(within(screen.getByRole('tabpanel')).getByText('linh***07')).toBeInTheDocument());
    expect(screen.queryByText('tuan***88')).not.toBeInTheDocument();
  });

  it('says so when nobody has won yet', async () => {
    server.on('GET', '/game-taixiu/leaderboard', (request) =>
      board(new URLSearchParams(request.path.split('?')[1]).get('period') as 'day', [])(),
    );
    const { user } = renderWithProviders(<LeaderboardSection game="taixiu" />);
    expect(await screen.findByText('Chưa có ai thắng hôm nay')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Tuần này' }));
    expect(await screen.findByText('Chưa có ai thắng tuần này')).toBeInTheDocument();
  });

  it('a failed read says so and tries again on request', async () => {
    let fail = true;
    server.on('GET', '/game-taixiu/leaderboard', () =>
      fail ? json(500, { success: false, message: 'Lỗi máy chủ' }) : board('day', [{ rank: 1, name: 'tuan***88', net: 10_000 }])(),
    );
    const { user } = renderWithProviders(<LeaderboardSection game="taixiu" />);
    const alert = await screen.findByTestId('leaderboard-error');
    expect(alert).toHaveTextContent('Lỗi hệ thống, vui lòng thử lại sau.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByText('tuan***88')).toBeInTheDocument();
  });
});
