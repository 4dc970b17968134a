import { act, render, screen } from '@testing-library/react';
import { PLAYERS_ONLINE_EVENT } from '../../contracts/events';
import { logout } from '../../session/logout';
import { pageNavigation } from '../../session/navigation';
import { attachSubscriptions } from '../../realtime/subscriptions';
import type { AppSocket } from '../../realtime/realtime-store';
import { PlayersOnline } from '../players-online';
import { playersOnlineStore } from '../players-online-store';

jest.mock('../../api/auth/post-logout');
jest.mock('../../realtime/connection');

// The page's socket as the connection wires it (attachSubscriptions), its handlers kept to be called.
function fakeSocket() {
  const handlers = new Map<string, (payload: unknown) => void>();
  const socket = { on: (event: string, handler: (payload: unknown) => void) => handlers.set(event, handler) } as unknown as AppSocket;
  attachSubscriptions(socket);
  // valtio tells the screen on the next microtask: the act waits for it.
  return { hear: (payload: unknown) => act(async () => handlers.get(PLAYERS_ONLINE_EVENT)!(payload)) };
}

beforeEach(() => {
  playersOnlineStore.figures = {};
});

it('shows nothing until the server gives a figure, then "N người đang chơi" in vi-VN, live', async () => {
  const socket = fakeSocket();
  render(<PlayersOnline game="taixiu" />);
  expect(screen.queryByText(/người đang chơi/)).toBeNull();
  await socket.hear({ taixiu: 1234, xocdia: 0 });
  expect(screen.getByText('1.234 người đang chơi')).toBeInTheDocument();
  await socket.hear({ taixiu: 0, xocdia: 5 });
  expect(screen.getByText('0 người đang chơi')).toBeInTheDocument();
});

it('ignores what is not a count, and forgets the figures at logout', async () => {
  const socket = fakeSocket();
  await socket.hear({ taixiu: 7, xocdia: -1 });
  await socket.hear({ taixiu: 'many', xocdia: 2.5, sicbo: 3 });
  expect(playersOnlineStore.figures).toEqual({ taixiu: 7 });
  const assign = jest.spyOn(pageNavigation, 'assign').mockImplementation(() => undefined);
  await logout();
  assign.mockRestore();
  expect(playersOnlineStore.figures).toEqual({});
});
