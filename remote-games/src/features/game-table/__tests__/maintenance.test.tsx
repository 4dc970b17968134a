import { act, screen, within } from '@testing-library/react';
import { ref } from 'valtio';
import { configureApi, realtimeStore, setBalance, type AppSocket } from '@app/shared';
import { type RoundStatusDto } from '@app/shared/signed-in';
import { fakeServer, json, renderWithProviders } from '@app/shared/test-utils';
import { forgetGameCsrfToken } from '../../../api/game-csrf-token';
import TaiXiuScreen from '../../tai-xiu/tai-xiu-screen';

// An operator pauses tài xỉu while the page is open: the room hears the round's status with the
// pause, and the table says "Bảo trì" with the time (Vietnam's) and takes no bet, without a reload;
// on resume a round opens and the table is as before.
const ok = <T,>(data: T) => json(200, { success: true, data, message: 'OK' });
const PAUSED_AT = '2026-11-01T07:30:00.000Z';
const now = Date.now();

const status = (over: Partial<RoundStatusDto> = {}): RoundStatusDto => ({
  gameType: 'taixiu',
  sessionId: 10,
  phase: 'betting',
  endsAt: now + 30_000,
  bettingEndsAt: now + 30_000,
  resultEndsAt: now + 45_000,
  serverNow: now,
  previousSeed: 'ab'.repeat(32),
  chainId: 1,
  totals: { tai: { amount: 0, players: 0 }, xiu: { amount: 0, players: 0 } },
  result: null,
  pausedAt: null,
  ...over,
});

function fakeSocket() {
  const handlers = new Map<string, Array<(p: unknown) => void>>();
  const socket = {
    connected: true,
    on: (e: string, h: (p: unknown) => void) => handlers.set(e, [...(handlers.get(e) ?? []), h]),
    off: (e: string, h: (p: unknown) => void) =>
      handlers.set(
        e,
        (handlers.get(e) ?? []).filter((x) => x !== h),
      ),
    emit: () => undefined,
  };
  const deliver = (e: string, p: unknown) => act(() => (handlers.get(e) ?? []).forEach((h) => h(p)));
  return { socket, deliver };
}

let io: ReturnType<typeof fakeSocket>;
beforeEach(() => {
  const server = fakeServer();
  configureApi({ baseUrl: 'http://localhost/api', fetch: server.fetch });
  forgetGameCsrfToken();
  io = fakeSocket();
  realtimeStore.socket = ref(io.socket) as unknown as AppSocket;
  setBalance(1_000_000, 'test');
  server.on('GET', '/game-taixiu/current', () => ok(status()));
  server.on('GET', '/game-taixiu/history', () => ok([]));
  server.on('GET', '/game-taixiu/my-bets', () => ok([]));
  server.on('GET', '/game-taixiu/fairness', () => json(404, { success: false, message: 'Không tìm thấy' }));
  server.on('GET', '/game-taixiu/config', () =>
    ok({ gameType: 'taixiu', minBet: 1_000, maxBet: 5_000_000, maxRoundTotal: 10_000_000, bettingSeconds: 45, resultSeconds: 15 }),
  );
  server.on('GET', '/game-taixiu/csrf-token', () => json(200, { success: true, csrf_token: 'tok', expires_in: 3600 }));
});
afterEach(() => {
  realtimeStore.socket = null;
});

it('shows "Bảo trì" with the time it was paused and takes no bet, live; resumed, a new round is open again', async () => {
  renderWithProviders(<TaiXiuScreen />);
  const tai = await screen.findByTestId('bet-side-tai');
  expect(await screen.findByTestId('round-id')).toHaveTextContent('Phiên #10');
  expect(tai).toBeEnabled();
  expect(screen.queryByTestId('maintenance-notice')).not.toBeInTheDocument();

  // The pause, as the server sends it to the game's room.
  io.deliver('sessionStatus', status({ serverNow: now + 1_000, pausedAt: PAUSED_AT }));
  const notice = within(await screen.findByRole('status', { name: 'Bảo trì' }));
  expect(
    notice.getByText(
      'Bảo trì từ 14:30 01/11/2026. Các cược đã đặt vẫn được trả kết quả bình thường; bạn có thể đặt cược lại khi trò chơi mở lại.',
    ),
  ).toBeInTheDocument();
  expect(screen.getByTestId('bet-side-tai')).toBeDisabled();
  expect(screen.getByTestId('bet-side-xiu')).toBeDisabled();
  expect(screen.getByTestId('chip-10000')).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Đặt cược' })).toBeDisabled();
  expect(screen.getByTestId('round-phase')).toHaveTextContent('Bảo trì');
  expect(screen.getByRole('timer')).toHaveAccessibleName('Đang bảo trì, chưa có phiên mới');

  // Resumed: the next round opens, and the table with it.
  io.deliver('currentSessionId', { gameType: 'taixiu', sessionId: 11 });
  io.deliver('sessionStatus', status({ sessionId: 11, serverNow: now + 2_000, endsAt: now + 40_000, bettingEndsAt: now + 40_000 }));
  expect(await screen.findByTestId('round-id')).toHaveTextContent('Phiên #11');
  expect(screen.queryByTestId('maintenance-notice')).not.toBeInTheDocument();
  expect(screen.getByTestId('bet-side-tai')).toBeEnabled();
});
