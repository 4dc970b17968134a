import { render, screen, within } from '@testing-library/react';
import { configureApi, sessionStore, type BankTransferDto } from '@app/shared';
import { fakeServer, json } from '@app/shared/test-utils';
import { transferTimeText } from '../transfer-time';
import { TransfersScreen } from '../transfers-screen';

const transfer = (id: number, transactionDate: string | null): BankTransferDto => ({
  id,
  providerTxId: `tx-${id}`,
  gateway: 'Vietcombank',
  accountNumber: '0011223344',
  content: `CHUYEN TIEN ${id}`,
  amount: 500_000,
  transferType: 'in',
  referenceCode: null,
  transactionDate,
  status: 'UNMATCHED',
  depositOrderId: null,
  assignedUserId: null,
  assignedAt: null,
  note: null,
  createdAt: '2026-11-27T03:00:00.000Z',
});

describe('transferTimeText', () => {
  it("reads the feed's zone-less time as Vietnam's, and shows a text it cannot read as it came", () => {
    expect(transferTimeText(transfer(1, '2026-11-27 14:05:09'))).toBe('14:05 27/11/2026');
    expect(transferTimeText(transfer(2, 'hôm qua lúc 9 giờ'))).toBe('hôm qua lúc 9 giờ');
    expect(transferTimeText(transfer(3, '2026-02-30 10:00:00'))).toBe('2026-02-30 10:00:00');
    // No date from the feed: when the server got the notice.
    expect(transferTimeText(transfer(4, null))).toBe('10:00 27/11/2026');
    expect(transferTimeText(transfer(5, ' '))).toBe('10:00 27/11/2026');
  });
});

test('one transfer with an unreadable date leaves the list on screen, its text shown as the bank sent it', async () => {
  const server = fakeServer();
  configureApi({ baseUrl: 'http://localhost/api', fetch: server.fetch });
  Object.assign(sessionStore, {
    token: null,
    isAuthenticated: false,
    user: { id: 1, username: 'vanhanh', phone: '', role: 'admin', dev_tools_enabled: false, createdAt: '' },
  });
  server.on('GET', '/admin/unmatched-transfers', () =>
    json(200, {
      success: true,
      data: { items: [transfer(7, 'not a date'), transfer(8, '2026-11-27 00:30:00')], total: 2, page: 1, size: 20 },
    }),
  );
  render(<TransfersScreen />);
  const bad = (await screen.findByText('CHUYEN TIEN 7')).closest('tr')!;
  expect(within(bad).getByText('not a date')).toBeInTheDocument();
  const good = screen.getByText('CHUYEN TIEN 8').closest('tr')!;
  expect(within(good).getByText('00:30 27/11/2026')).toBeInTheDocument();
});
