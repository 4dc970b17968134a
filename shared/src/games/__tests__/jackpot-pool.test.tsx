import { act, render, screen, waitFor } from '@testing-library/react';
import { GAME_EVENTS } from '../../contracts/game-api';
import { JACKPOT_TEXTS, type JackpotDto } from '../../contracts/jackpot';
import { attachSubscriptions } from '../../realtime/subscriptions';
import type { AppSocket } from '../../realtime/realtime-store';
import { fakeApiForEachTest, json } from '../../test-utils/fake-server';
import { JackpotPool } from '../jackpot-pool';
import { jackpotStore } from '../jackpot-store';

jest.mock('../../realtime/connection');

const server = fakeApiForEachTest();
const jackpot = (pool: number, share = 50): JackpotDto => ({
  gameType: 'taixiu',
  pool,
  shareBasisPoints: share,
  seedAmount: 10_000_000,
  capPerBet: 200_000_000,
});

function fakeSocket() {
  const handlers = new Map<string, (payload: unknown) => void>();
  const socket = { on: (event: string, handler: (payload: unknown) => void) => handlers.set(event, handler) } as unknown as AppSocket;
  attachSubscriptions(socket);
  return { hear: (payload: unknown) => act(async () => handlers.get(GAME_EVENTS.jackpotPool)!(payload)) };
}

beforeEach(() => {
  jackpotStore.jackpot = null;
});

it('holds its place until the pool is read, then shows it in đồng, and follows the server’s jackpotPool', async () => {
  server.on('GET', '/game-taixiu/jackpot', () => json(200, { success: true, data: jackpot(12_345_678) }));
  const socket = fakeSocket();
  render(<JackpotPool />);
  expect(screen.getByTestId('jackpot-pool')).toHaveTextContent(`${JACKPOT_TEXTS.title}…`);
  const pool = screen.getByTestId('jackpot-pool');
  await waitFor(() => expect(pool).toHaveTextContent(/12\.345\.678\sđ/));
  expect(server.calls('GET', '/game-taixiu/jackpot')).toHaveLength(1);
  await socket.hear(jackpot(10_000_000));
  expect(pool).toHaveTextContent(/10\.000\.000\sđ/);
  // Not a pool: ignored.
  await socket.hear({ gameType: 'taixiu', pool: -5 });
  expect(pool).toHaveTextContent(/10\.000\.000\sđ/);
});

it('says the hũ is off when the operator turned it off', async () => {
  server.on('GET', '/game-taixiu/jackpot', () => json(200, { success: true, data: jackpot(10_000_000, 0) }));
  render(<JackpotPool />);
  expect(await screen.findByText('đang tắt')).toBeInTheDocument();
});
