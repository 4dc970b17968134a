import { closeWalletDialog, openWalletDialog } from '@app/shared/signed-in';
import { act } from 'react';
import { renderWithProviders, screen, waitFor } from '@app/shared/test-utils';
import WalletDialogs from '../wallet-dialogs';
import { ok, P, setup, type Server } from '../../withdrawal/__tests__/support';

let server: Server;
beforeEach(() => {
  ({ server } = setup());
});
afterEach(() => {
  act(() => closeWalletDialog());
  jest.restoreAllMocks();
});

it("the header's Rút opens 'Rút tiền' over any screen, and closing it clears the store", async () => {
  server.on('GET', `${P}/u/user-bank-accounts`, () => ok([]));
  const { user } = renderWithProviders(<WalletDialogs />);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  act(() => openWalletDialog('withdraw'));
  expect(await screen.findByRole('dialog', { name: 'Rút tiền' })).toBeInTheDocument();
  expect(await screen.findByTestId('no-bank-account')).toHaveTextContent('Bạn chưa có tài khoản rút tiền');

  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Rút tiền' })).not.toBeInTheDocument());
});

it("the header's Nạp opens 'Nạp tiền' with the deposit form", async () => {
  renderWithProviders(<WalletDialogs />);
  act(() => openWalletDialog('deposit'));
  expect(await screen.findByRole('dialog', { name: 'Nạp tiền' })).toBeInTheDocument();
  expect(screen.getByTestId('deposit-form')).toBeInTheDocument();
});
