import { ref } from 'valtio';
import { realtimeStore, type AppSocket } from '@app/shared';
import { act, renderWithProviders, screen, waitFor } from '@app/shared/test-utils';
import { HeldAmount } from '../held-amount';
import { ok, P, setup, type Server } from './support';

let server: Server;
beforeEach(() => {
  ({ server } = setup());
});
afterEach(() => {
  realtimeStore.socket = null;
  jest.restoreAllMocks();
});

it('follows the status events by itself, on a screen with no history open: an approval takes the amount off', async () => {
  const handlers = new Map<string, ((payload: unknown) => void)[]>();
  realtimeStore.socket = ref({
    on: (event: string, h: (payload: unknown) => void) => handlers.set(event, [...(handlers.get(event) ?? []), h]),
    off: (event: string, h: (payload: unknown) => void) =>
      handlers.set(
        event,
        (handlers.get(event) ?? []).filter((x) => x !== h),
      ),
  }) as unknown as AppSocket;
  server.on('GET', `${P}/u/withdrawals`, () => ok({ items: [], page: 1, size: 10, total: 2, heldAmount: 500_000 }));
  renderWithProviders(<HeldAmount />);
  expect(await screen.findByTestId('withdrawal-held')).toHaveTextContent('Đang chờ rút: 500.000 đ');

  server.on('GET', `${P}/u/withdrawals`, () => ok({ items: [], page: 1, size: 10, total: 2, heldAmount: 200_000 }));
  await act(async () =>
    handlers.get('withdrawal_status_update')![0]({ withdrawalId: 3, status: 'APPROVED', amount: 300_000, message: 'x' }),
  );
  await waitFor(() => expect(screen.getByTestId('withdrawal-held')).toHaveTextContent('Đang chờ rút: 200.000 đ'));

  server.on('GET', `${P}/u/withdrawals`, () => ok({ items: [], page: 1, size: 10, total: 2, heldAmount: 0 }));
  await act(async () =>
    handlers.get('withdrawal_status_update')![0]({ withdrawalId: 4, status: 'CANCELLED', amount: 200_000, message: 'x' }),
  );
  await waitFor(() => expect(screen.queryByTestId('withdrawal-held')).not.toBeInTheDocument());
});
