import { act, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { renderWithProviders } from '@app/shared/test-utils';
import { configureApi, realtimeStore } from '@app/shared';
import { clearCurrentDeposit, resetPaymentCache, setCurrentDeposit } from '@app/shared/signed-in';
import { fakeServer, json } from '@app/shared/test-utils';
import { resetDepositFlow } from '../../deposit/deposit-flow-store';
import { deposit, fakeSocket, primeCache } from '../../deposit/__tests__/helpers';
import { resetWithdrawals } from '../../withdrawal/withdrawals-store';
import WalletScreen from '../wallet-screen';

jest.mock('../../bank-accounts/bank-accounts-section', () => ({ BankAccountsSection: () => <div data-testid="bank-accounts-stub" /> }));
jest.mock('../../withdrawal/withdraw-panel', () => ({ WithdrawPanel: () => <div data-testid="withdraw-panel-stub" /> }));
jest.mock('../../withdrawal/withdrawal-history', () => ({
  WithdrawalHistory: () => <div data-testid="withdrawal-history-stub" />,
  useWithdrawalStatusUpdates: () => undefined,
}));

const P = '/v1/payment-service';

let server: ReturnType<typeof fakeServer>;
beforeEach(() => {
  localStorage.clear();
  resetWithdrawals();
  server = fakeServer();
  server.on('GET', `${P}/u/deposits`, () =>
    json(200, { code: 0, statusCode: 200, message: '', data: { items: [], page: 1, size: 10, total: 0 } }),
  );
  configureApi({ baseUrl: 'http://localhost/api', fetch: server.fetch });
  resetPaymentCache();
  resetDepositFlow();
  clearCurrentDeposit();
});
afterEach(() => {
  realtimeStore.socket = null;
});

const at = (route: string, view: 'bank' | 'wallet') =>
  renderWithProviders(
    <Routes>
      <Route path="*" element={<WalletScreen view={view} />} />
    </Routes>,
    { route },
  );

it('/ngan-hang: balance, bank accounts, deposit and withdrawal history tabs', async () => {
  const { user } = at('/ngan-hang', 'bank');
  expect(screen.getByRole('heading', { name: 'Ngân hàng' })).toBeInTheDocument();
  expect(screen.getByTestId('wallet-balance')).toBeInTheDocument();
  expect(screen.getByTestId('bank-accounts-stub')).toBeInTheDocument();
  expect(await screen.findByTestId('deposit-history')).toBeInTheDocument();
  await user.click(screen.getByTestId('history-tab-withdraw'));
  expect(screen.getByTestId('withdrawal-history-stub')).toBeInTheDocument();
  expect(screen.queryByTestId('deposit-history')).not.toBeInTheDocument();
});

it('the balance card says what pending withdrawals hold, on both views, and nothing when none is held', async () => {
  server.on('GET', `${P}/u/withdrawals`, () =>
    json(200, { code: 0, statusCode: 200, message: '', data: { items: [], page: 1, size: 10, total: 1, heldAmount: 300_000 } }),
  );
  const bank = at('/ngan-hang', 'bank');
  expect(await screen.findByTestId('withdrawal-held')).toHaveTextContent('Đang chờ rút: 300.000 đ');
  expect(screen.getByRole('region', { name: 'Số dư' })).toContainElement(screen.getByTestId('withdrawal-held'));
  bank.unmount();

  resetWithdrawals();
  primeCache();
  server.on('GET', `${P}/u/withdrawals`, () =>
    json(200, { code: 0, statusCode: 200, message: '', data: { items: [], page: 1, size: 10, total: 1, heldAmount: 0 } }),
  );
  at('/vi-tien?tab=withdraw', 'wallet');
  await waitFor(() => expect(server.calls('GET', `${P}/u/withdrawals?page=1&size=10`).length).toBe(2));
  expect(screen.queryByTestId('withdrawal-held')).not.toBeInTheDocument();
});

it('/vi-tien?tab=deposit shows the deposit form and history; ?tab=withdraw the withdraw panel', async () => {
  primeCache();
  const { user } = at('/vi-tien?tab=deposit', 'wallet');
  expect(screen.getByTestId('deposit-form')).toBeInTheDocument();
  expect(await screen.findByTestId('deposit-history')).toBeInTheDocument();
  await user.click(screen.getByRole('tab', { name: 'Rút tiền' }));
  expect(screen.getByTestId('withdraw-panel-stub')).toBeInTheDocument();
  expect(screen.queryByTestId('deposit-form')).not.toBeInTheDocument();
});

it('a pending deposit from before a reload shows "Giao dịch đang chờ", which reopens the QR', async () => {
  const socket = fakeSocket();
  setCurrentDeposit(deposit({ orderId: 88 }));
  const { user } = at('/ngan-hang', 'bank');
  expect(screen.getByTestId('pending-deposit-card')).toHaveTextContent('Giao dịch đang chờ');
  await user.click(screen.getByTestId('pending-deposit-open'));
  await act(async () => undefined);
  expect(screen.getByTestId('qr-dialog')).toHaveAttribute('data-order-id', '88');
  expect(socket.emit).toHaveBeenCalledWith('join_order', { orderId: 88 });
  expect(screen.queryByTestId('pending-deposit-card')).not.toBeInTheDocument();
});
