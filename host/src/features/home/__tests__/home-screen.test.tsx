import { act, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@app/shared/test-utils';
import { configureApi, sessionStore } from '@app/shared';
import { onPlayersOnline, playersOnlineStore } from '@app/shared/signed-in';
import { fakeServer, json } from '@app/shared/test-utils';
import { HomeScreen } from '../home-screen';

const user = (createdAt: string) => ({
  id: 1,
  username: 'nguoichoi01',
  phone: '0912345678',
  role: 'user' as const,
  dev_tools_enabled: false,
  createdAt,
});

beforeEach(() => {
  const server = fakeServer();
  server.on('GET', '/v1/payment-service/u/deposits', () => json(200, { code: 0, statusCode: 200, message: '', data: { items: [] } }));
  server.on('GET', '/v1/payment-service/u/withdrawals', () => json(200, { code: 0, statusCode: 200, message: '', data: { items: [] } }));
  server.on('GET', '/games/states', () =>
    json(200, {
      success: true,
      data: [
        { gameType: 'taixiu', pausedAt: '2026-11-01T07:30:00.000Z' },
        { gameType: 'xocdia', pausedAt: null },
      ],
    }),
  );
  configureApi({ baseUrl: 'http://localhost/api', fetch: server.fetch });
});
afterEach(() => {
  sessionStore.user = null;
  playersOnlineStore.figures = {};
});

it('greets a player who signed up today as new, and one who comes back as coming back', () => {
  sessionStore.user = user(new Date().toISOString());
  const { unmount } = renderWithProviders(<HomeScreen />);
  expect(screen.getByText('Chào mừng bạn mới')).toBeInTheDocument();
  unmount();
  sessionStore.user = user('2025-01-01T00:00:00Z');
  renderWithProviders(<HomeScreen />);
  expect(screen.getByText('Chào mừng trở lại')).toBeInTheDocument();
});

it('says on its tile that a game is paused for maintenance, since when (Vietnam time)', async () => {
  sessionStore.user = user('2025-01-01T00:00:00Z');
  renderWithProviders(<HomeScreen />);
  expect(await screen.findByTestId('game-paused-taixiu')).toHaveTextContent('Bảo trì từ 14:30 01/11/2026');
  expect(screen.queryByTestId('game-paused-xocdia')).not.toBeInTheDocument();
});

it("says on each game's tile how many players sit at its table, once the server has said, and live", async () => {
  sessionStore.user = user('2025-01-01T00:00:00Z');
  renderWithProviders(<HomeScreen />);
  const taixiu = await screen.findByTestId('game-tile-taixiu');
  // No figure yet: no "0" that is not known.
  expect(screen.queryByText(/người đang chơi/)).toBeNull();
  await act(async () => onPlayersOnline({ taixiu: 1520, xocdia: 3 }));
  expect(within(taixiu).getByText('1.520 người đang chơi')).toBeInTheDocument();
  expect(within(screen.getByTestId('game-tile-xocdia')).getByText('3 người đang chơi')).toBeInTheDocument();
  await act(async () => onPlayersOnline({ taixiu: 1519, xocdia: 3 }));
  expect(within(taixiu).getByText('1.519 người đang chơi')).toBeInTheDocument();
});
