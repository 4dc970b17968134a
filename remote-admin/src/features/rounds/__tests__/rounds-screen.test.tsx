import { type AdminRoundDto, type AdminRoundsPageDto } from '@app/shared/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json } from '@app/shared/test-utils';
import { RoundsScreen } from '../rounds-screen';
import { type FakeServer, startFakeServer, signInAs } from '../../../test-utils/test-kit';

const T0 = Date.parse('2026-11-26T01:00:00.000Z');
const round = (fields: Partial<AdminRoundDto> = {}): AdminRoundDto => ({
  gameType: 'taixiu',
  sessionId: 120,
  status: 'settled',
  phase: null,
  openedAt: T0,
  bettingEndsAt: T0 + 45_000,
  resultEndsAt: T0 + 60_000,
  settledAt: T0 + 50_000,
  dice: [3, 4, 5],
  coins: null,
  outcome: 'tai',
  winningSides: ['tai'],
  betCount: 4,
  totalStaked: 400_000,
  sides: { tai: { amount: 250_000, players: 3 }, xiu: { amount: 150_000, players: 1 } },
  totalPaid: 300_000,
  houseResult: 100_000,
  fairness: {
    chainId: 2,
    chainIndex: 7,
    chainCommitment: 'c0'.repeat(32),
    previousSeed: 'p1'.repeat(32),
    seed: 'ab'.repeat(32),
    hmacMessage: 'taixiu:120',
  },
  ...fields,
});
const pageOf = (items: AdminRoundDto[], nextBefore: number | null = null): AdminRoundsPageDto => ({
  gameType: items[0]?.gameType ?? 'taixiu',
  items,
  nextBefore,
  serverNow: T0 + 70_000,
  recipe: 'HMAC-SHA256(seed, "<game>:<phiên>")',
});
const roundsAsked = (game: string) => server.seen.filter((s) => s.path.startsWith(`/api/admin/games/${game}/rounds`)).map((s) => s.path);

let server: FakeServer;
beforeEach(() => {
  server = startFakeServer();
  signInAs('cskh', 'nv');
});

test("lists the rounds of tài xỉu with the draw, the stakes, what was paid and the house's gain", async () => {
  server.on('GET', '/admin/games/taixiu/rounds', () =>
    json(200, {
      success: true,
      data: pageOf([
        round(),
        round({ sessionId: 119, status: 'void', dice: null, outcome: null, winningSides: [], totalPaid: 50_000, houseResult: 0 }),
      ]),
    }),
  );
  render(<RoundsScreen />);
  const row = within((await screen.findByText('#120')).closest('tr')!);
  expect(row.getByText('3 · 4 · 5 = 12')).toBeInTheDocument();
  expect(row.getByText('Tài')).toBeInTheDocument();
  expect(row.getByText('Đã trả thưởng')).toBeInTheDocument();
  expect(row.getByText('400.000 đ')).toBeInTheDocument();
  expect(row.getByText('+100.000 đ')).toBeInTheDocument();
  expect(within(screen.getByText('#119').closest('tr')!).getByText('Đã hủy, hoàn cược')).toBeInTheDocument();
  expect(screen.getByText(/Cách kiểm tra: HMAC-SHA256/)).toBeInTheDocument();
  expect(roundsAsked('taixiu')).toEqual(['/api/admin/games/taixiu/rounds?limit=20']);
});

test('“Chi tiết” opens the sides and the fairness data; a seed not yet out says so', async () => {
  server.on('GET', '/admin/games/taixiu/rounds', () =>
    json(200, { success: true, data: pageOf([round({ fairness: { ...round().fairness, seed: null } })]) }),
  );
  const user = userEvent.setup();
  render(<RoundsScreen />);
  const details = await screen.findByRole('button', { name: 'Chi tiết' });
  expect(details).toHaveAttribute('aria-expanded', 'false');
  await user.click(details);
  expect(screen.getByRole('button', { name: 'Ẩn' })).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByText('Tài: 250.000 đ (3 người) · Xỉu: 150.000 đ (1 người)')).toBeInTheDocument();
  expect(screen.getByText('#2, vị trí 7')).toBeInTheDocument();
  expect(screen.getByText('Chưa công bố')).toBeInTheDocument();
  expect(screen.getByText('taixiu:120')).toBeInTheDocument();
});

test('“Chi tiết” lists who bet what in the round, a page at a time', async () => {
  server.on('GET', '/admin/games/taixiu/rounds', () => json(200, { success: true, data: pageOf([round()]) }));
  const bet = (id: number, fields: object = {}) => ({
    id,
    userId: 9,
    username: `nguoichoi${id}`,
    side: 'tai',
    amount: 50_000,
    status: 'won',
    payout: 98_000,
    createdAt: '2026-11-26T01:00:10.000Z',
    ...fields,
  });
  server.on('GET', '/admin/games/taixiu/rounds/120/bets', ({ path }) =>
    json(200, {
      success: true,
      data: path.includes('page=2')
        ? { items: [bet(21, { side: 'xiu', status: 'lost', payout: 0 })], page: 2, size: 20, total: 21 }
        : { items: Array.from({ length: 20 }, (_, i) => bet(i + 1)), page: 1, size: 20, total: 21 },
    }),
  );
  const user = userEvent.setup();
  render(<RoundsScreen />);
  await user.click(await screen.findByRole('button', { name: 'Chi tiết' }));
  const bets = within(await screen.findByRole('table', { name: 'Các cược của phiên #120' }));
  const first = within(bets.getByText('nguoichoi1').closest('tr')!);
  expect(first.getByText('Tài')).toBeInTheDocument();
  expect(first.getByText('Thắng')).toBeInTheDocument();
  expect(first.getByText('98.000 đ')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /sau|tiếp|›/i }));
  const last = within((await screen.findByText('nguoichoi21')).closest('tr')!);
  expect(last.getByText('Thua')).toBeInTheDocument();
  expect(server.seen.map((s) => s.path).filter((p) => p.includes('/bets'))).toEqual([
    '/api/admin/games/taixiu/rounds/120/bets?page=1&size=20',
    '/api/admin/games/taixiu/rounds/120/bets?page=2&size=20',
  ]);
});

test('the game tab reads the rounds of xóc đĩa, with its coins', async () => {
  server.on('GET', '/admin/games/taixiu/rounds', () => json(200, { success: true, data: pageOf([round()]) }));
  server.on('GET', '/admin/games/xocdia/rounds', () =>
    json(200, {
      success: true,
      data: pageOf([
        round({
          gameType: 'xocdia',
          sessionId: 300,
          dice: null,
          coins: ['red', 'red', 'white', 'white'],
          outcome: 'chan',
          winningSides: ['chan'],
        }),
      ]),
    }),
  );
  const user = userEvent.setup();
  render(<RoundsScreen />);
  await screen.findByText('#120');
  await user.click(screen.getByRole('button', { name: 'Xóc đĩa' }));
  const row = within((await screen.findByText('#300')).closest('tr')!);
  expect(row.getByText('Đỏ · Đỏ · Trắng · Trắng')).toBeInTheDocument();
  expect(roundsAsked('xocdia')).toEqual(['/api/admin/games/xocdia/rounds?limit=20']);
});

test('“Xem thêm” asks for the rounds before the last one shown and adds them below', async () => {
  server.on('GET', '/admin/games/taixiu/rounds', ({ path }) =>
    path.includes('before=')
      ? json(200, { success: true, data: pageOf([round({ sessionId: 100 })]) })
      : json(200, { success: true, data: pageOf([round()], 101) }),
  );
  const user = userEvent.setup();
  render(<RoundsScreen />);
  await screen.findByText('#120');
  await user.click(screen.getByRole('button', { name: 'Xem thêm' }));
  expect(await screen.findByText('#100')).toBeInTheDocument();
  expect(screen.getByText('#120')).toBeInTheDocument();
  expect(roundsAsked('taixiu')[1]).toBe('/api/admin/games/taixiu/rounds?limit=20&before=101');
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Xem thêm' })).not.toBeInTheDocument());
});

test("a refusal shows the server's words", async () => {
  server.on('GET', '/admin/games/taixiu/rounds', () => json(400, { success: false, message: 'Trò chơi không hợp lệ' }));
  render(<RoundsScreen />);
  expect(await screen.findByText('Trò chơi không hợp lệ')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Thử lại' })).toBeInTheDocument();
});
