import { render, screen, within } from '@testing-library/react';
import { json } from '@app/shared/test-utils';
import { transferTimeText } from '../transfer-time';
import { TransfersScreen } from '../transfers-screen';
import { startFakeServer, signInAs, aTransfer } from '../../../test-utils/test-kit';

const transfer = (id: number, transactionDate: string | null) =>
  aTransfer({
    id,
    providerTxId: `tx-${id}`,
    accountNumber: '0011223344',
    content: `CHUYEN TIEN ${id}`,
    amount: 500_000,
    referenceCode: null,
    transactionDate,
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
  const server = startFakeServer();
  signInAs('admin', 'vanhanh', { token: null, isAuthenticated: false });
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
