import { configureApi } from '@app/shared';
import { type BetHistoryDto } from '@app/shared/signed-in';
import { renderWithProviders, screen } from '@app/shared/test-utils';
import { fakeServer, json } from '@app/shared/test-utils';
import { taixiuResult, voidTaixiu } from '../../game-table/__tests__/fixtures';
import BetHistoryScreen from '../bet-history-screen';

const refunded = (betId: number, voided: BetHistoryDto['voided'] | null): BetHistoryDto => ({
  betId,
  gameType: 'taixiu',
  jackpotWon: 0,
  sessionId: voided?.sessionId ?? 0,
  side: 'tai',
  amount: 10_000,
  status: 'refunded',
  payout: 0,
  createdAt: 1_700_000_000_000 + betId,
  result: null,
  voided,
});

it('a bet of a void round: refunded, why the round was called off, and its would-be result once published', async () => {
  const server = fakeServer();
  configureApi({ baseUrl: 'http://localhost/api', fetch: server.fetch });
  server.on('GET', '/games/my-bets', () =>
    json(200, { success: true, data: [refunded(2, voidTaixiu(12, [6, 5, 4])), refunded(1, voidTaixiu(11, null))] }),
  );
  const { user } = renderWithProviders(<BetHistoryScreen />);

  const pending = await screen.findByTestId('bet-history-1-void');
  expect(screen.getByTestId('bet-history-1')).toHaveTextContent('Hoàn tiền');
  expect(pending).toHaveTextContent('Phiên bị hủy: máy chủ không tạo được kết quả đã cam kết');
  expect(pending).toHaveTextContent('Kết quả lẽ ra: chưa công bố');

  expect(screen.getByTestId('bet-history-2-void')).toHaveTextContent('Kết quả lẽ ra: Tài');
  await user.click(screen.getByRole('button', { name: 'Kiểm tra phiên #12 Tài xỉu (phiên bị hủy)' }));
  expect(await screen.findByTestId('verify-would-be')).toHaveTextContent('6 · 5 · 4');
  expect(screen.queryByRole('button', { name: /Kiểm tra phiên #11/ })).not.toBeInTheDocument();
});

it('a bet that won the hũ shows its share beside the payout', async () => {
  const server = fakeServer();
  configureApi({ baseUrl: 'http://localhost/api', fetch: server.fetch });
  const won: BetHistoryDto = {
    ...refunded(3, null),
    sessionId: 30,
    side: 'xiu',
    status: 'won',
    payout: 19_800,
    jackpotWon: 1_234_567,
    result: taixiuResult(30, [1, 1, 1]),
  };
  server.on('GET', '/games/my-bets', () => json(200, { success: true, data: [won, { ...won, betId: 4, jackpotWon: 0 }] }));
  renderWithProviders(<BetHistoryScreen />);
  expect(await screen.findByTestId('bet-history-3')).toHaveTextContent(/Thắng, nhận 19\.800\sđ · Hũ: \+1\.234\.567\sđ/);
  expect(screen.getByTestId('bet-history-4')).not.toHaveTextContent('Hũ');
});
