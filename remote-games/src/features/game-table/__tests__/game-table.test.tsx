import { act, fireEvent, screen, within } from '@testing-library/react';
import { resetBalance, setBalance } from '@app/shared';
import { IDLE_KICK_ROUNDS } from '@app/shared/signed-in';
import { renderWithProviders } from '@app/shared/test-utils';
import type { GameSessionView } from '../../game-session/game-session-types';
import { loadSoiCauViews } from '../../soi-cau/soi-cau-panel';
import { GameTable } from '../game-table';
import { REVEAL_MS } from '../reveal-timing';
import { makeActions, makeView, settledBets, settledEvent, taixiuResult, xocdiaResult } from './fixtures';

const confirmButton = () => screen.getByRole('button', { name: 'Đặt cược' });
const amountField = () => screen.getByLabelText('Số tiền cược');

// The soi cầu views' chunk, loaded before the tests: the table draws them at once, as it does once
// the chunk has come (soi-cau-panel.test.tsx has them arrive).
beforeAll(() => loadSoiCauViews());

function renderTable(overrides: Partial<GameSessionView> = {}) {
  const actions = makeActions();
  const utils = renderWithProviders(<GameTable view={makeView(overrides)} actions={actions} />);
  const update = (next: Partial<GameSessionView>) =>
    utils.rerender(<GameTable view={makeView({ ...overrides, ...next })} actions={actions} />);
  return { ...utils, actions, update };
}

describe('states', () => {
  it('loading: the table with the round blank, nothing to press, and the lists still coming', () => {
    renderTable({ status: 'loading', roundId: null, phase: null, endsAt: null, history: [] });
    expect(screen.getByRole('status')).toHaveTextContent('Đang tải bàn chơi...');
    expect(screen.getByTestId('game-table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByTestId('round-countdown')).toHaveTextContent('…');
    expect(screen.getByTestId('round-id')).toHaveTextContent('Phiên #…');
    expect(screen.getByTestId('bet-side-tai')).toBeDisabled();
    expect(screen.getByTestId('bet-side-tai')).toHaveTextContent('…');
    expect(amountField()).toBeDisabled();
    expect(confirmButton()).toBeDisabled();
    // No "no rounds yet" before the rounds are read.
    expect(screen.queryByText('Chưa có phiên nào')).not.toBeInTheDocument();
    // The chat comes after the table, not with it.
    expect(screen.queryByTestId('table-chat')).not.toBeInTheDocument();
  });

  it('once on screen, the table has its chat under the bet bar', () => {
    renderTable();
    const chat = screen.getByTestId('table-chat');
    expect(within(chat).getByRole('heading', { name: 'Trò chuyện' })).toBeInTheDocument();
    // After the bet bar in the page's flow: it never covers the betting controls.
    expect(screen.getByTestId('bet-bar').compareDocumentPosition(chat) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('open for bets while the lists are still coming: a side and a chip take a tap, the lists wait', async () => {
    const { user } = renderTable({ listsLoading: true, history: [], myBets: [] });
    await user.click(screen.getByTestId('bet-side-tai'));
    await user.click(screen.getByTestId('chip-10000'));
    expect(confirmButton()).toBeEnabled();
    expect(screen.queryByTestId('trend-board')).not.toBeInTheDocument();
    expect(screen.queryByTestId('my-bets')).not.toBeInTheDocument();
    expect(screen.queryByText('Chưa có phiên nào')).not.toBeInTheDocument();
  });

  it('error: the message and "Thử lại"', async () => {
    const { user, actions } = renderTable({ status: 'error', error: 'Không thể kết nối máy chủ' });
    expect(screen.getByRole('alert')).toHaveTextContent('Không thể kết nối máy chủ');
    await user.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(actions.retry).toHaveBeenCalledTimes(1);
  });

  it('kicked: the message and "Vào lại bàn"', async () => {
    const message = 'Bạn đã không đặt cược trong 5 phiên liên tiếp nên đã được mời rời bàn chơi.';
    const { user, actions } = renderTable({ kicked: message });
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.queryByTestId('bet-side-tai')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Vào lại bàn' }));
    expect(actions.rejoin).toHaveBeenCalledTimes(1);
  });

  it('connection notices', () => {
    const { update } = renderTable({ connection: 'reconnecting' });
    expect(screen.getByTestId('connection-notice')).toHaveTextContent('Đang kết nối lại...');
    update({ connection: 'disconnected' });
    expect(screen.getByTestId('connection-notice')).toHaveTextContent('Mất kết nối máy chủ');
    update({ connection: 'connected' });
    expect(screen.queryByTestId('connection-notice')).not.toBeInTheDocument();
  });

  it('lays the parts out in order: header, reveal, sides, amount, my bets, trend board, history', () => {
    renderTable();
    const order = [
      'round-id',
      'recent-strip',
      'dice',
      'bet-side-tai',
      'bet-amount',
      'bet-confirm',
      'my-bets',
      'trend-board',
      'round-history',
    ].map((id) => screen.getByTestId(id));
    for (let i = 1; i < order.length; i++) {
      expect(order[i - 1].compareDocumentPosition(order[i]) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
    expect(screen.getByText('Cược của bạn')).toBeInTheDocument();
  });
});

describe('placing a bet', () => {
  it('needs a side and an amount, then calls placeBet with both and keeps them', async () => {
    const { user, actions } = renderTable();
    expect(confirmButton()).toBeDisabled();
    await user.click(screen.getByTestId('bet-side-tai'));
    expect(screen.getByTestId('bet-side-tai')).toHaveAttribute('aria-pressed', 'true');
    expect(confirmButton()).toBeDisabled();
    await user.click(screen.getByTestId('chip-100000'));
    expect(amountField()).toHaveValue('100.000');
    expect(screen.getByTestId('bet-summary')).toHaveTextContent('Cửa Tài · 100.000 đ · Thắng nhận 198.000 đ');
    expect(confirmButton()).toBeEnabled();
    await user.click(confirmButton());
    expect(actions.placeBet).toHaveBeenCalledWith('tai', 100_000);
    // After the bet: the amount and the side stay for the next one.
    expect(amountField()).toHaveValue('100.000');
    expect(screen.getByTestId('bet-side-tai')).toHaveAttribute('aria-pressed', 'true');
  });

  it('a typed amount works too', async () => {
    const { user, actions } = renderTable({ game: 'xocdia', totals: {} });
    await user.click(screen.getByTestId('bet-side-three_red'));
    fireEvent.change(amountField(), { target: { value: '25000' } });
    await user.click(confirmButton());
    expect(actions.placeBet).toHaveBeenCalledWith('three_red', 25_000);
  });

  it('shows betAmountError under the amount and refuses to send', async () => {
    const { user, actions } = renderTable({ limits: { minBet: 20_000, maxBet: 2_000_000, maxRoundTotal: 5_000_000 } });
    await user.click(screen.getByTestId('bet-side-xiu'));
    // A chip past the most one bet may be cannot be chosen; amounts typed outside the limits are refused.
    expect(screen.getByTestId('chip-5000000')).toBeDisabled();
    fireEvent.change(amountField(), { target: { value: '10000' } });
    expect(screen.getByRole('alert')).toHaveTextContent('Số tiền cược tối thiểu là 20.000 đ');
    expect(amountField()).toHaveAttribute('aria-invalid', 'true');
    expect(confirmButton()).toBeDisabled();
    fireEvent.change(amountField(), { target: { value: '5000000' } });
    expect(screen.getByRole('alert')).toHaveTextContent('Số tiền cược tối đa mỗi lần là 2.000.000 đ');
    expect(confirmButton()).toBeDisabled();
    fireEvent.change(amountField(), { target: { value: '' } });
    await user.click(screen.getByTestId('chip-1000000'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(confirmButton()).toBeEnabled();
    expect(actions.placeBet).not.toHaveBeenCalled();
  });

  it('refuses an amount past the round total with what is already staked; a chip stops at what is left', async () => {
    const { user } = renderTable({
      limits: { minBet: 1_000, maxBet: 5_000_000, maxRoundTotal: 1_000_000 },
      myBets: [{ betId: 1, side: 'tai', amount: 600_000, state: 'placed' }],
    });
    await user.click(screen.getByTestId('bet-side-tai'));
    fireEvent.change(amountField(), { target: { value: '500000' } });
    expect(screen.getByRole('alert')).toHaveTextContent('Tổng tiền cược của bạn trong một phiên không được vượt quá 1.000.000 đ');
    expect(confirmButton()).toBeDisabled();
    fireEvent.change(amountField(), { target: { value: '' } });
    await user.click(screen.getByTestId('chip-500000'));
    expect(amountField()).toHaveValue('400.000');
    expect(screen.getByTestId('bet-notice')).toHaveTextContent('Tổng tiền cược của bạn trong một phiên không được vượt quá 1.000.000 đ');
    expect(confirmButton()).toBeEnabled();
  });

  it('is closed outside the betting phase', async () => {
    const { user, update } = renderTable();
    await user.click(screen.getByTestId('bet-side-tai'));
    await user.click(screen.getByTestId('chip-50000'));
    expect(confirmButton()).toBeEnabled();
    update({ phase: 'result', result: taixiuResult(120, [6, 6, 1]) });
    expect(confirmButton()).toBeDisabled();
    expect(screen.getByTestId('bet-side-xiu')).toBeDisabled();
  });

  it('spins and stays disabled while sending', async () => {
    const { user, update } = renderTable();
    await user.click(screen.getByTestId('bet-side-tai'));
    await user.click(screen.getByTestId('chip-50000'));
    update({ sending: true });
    expect(screen.getByTestId('bet-confirm')).toBeDisabled();
    expect(screen.getByTestId('bet-confirm')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByTestId('bet-side-xiu')).toBeDisabled();
  });

  it('says the bet is being sent again while its answer is retried', async () => {
    const { user, update } = renderTable();
    await user.click(screen.getByTestId('bet-side-tai'));
    await user.click(screen.getByTestId('chip-50000'));
    update({ sending: true, retrying: true });
    expect(screen.getByTestId('bet-summary')).toHaveTextContent('Mất kết nối, đang gửi lại lượt cược…');
    expect(screen.getByTestId('bet-confirm')).toBeDisabled();
    update({ sending: false, retrying: false });
    expect(screen.getByTestId('bet-summary')).toHaveTextContent('Cửa Tài');
  });

  it('sends once on a double tap before the session reports sending', async () => {
    const { user, actions } = renderTable();
    let finish: (ok: boolean) => void = () => undefined;
    actions.placeBet.mockImplementation(() => new Promise<boolean>((resolve) => (finish = resolve)));
    await user.click(screen.getByTestId('bet-side-tai'));
    await user.click(screen.getByTestId('chip-50000'));
    await user.dblClick(confirmButton());
    expect(actions.placeBet).toHaveBeenCalledTimes(1);
    await act(async () => finish(true));
    await user.click(confirmButton());
    expect(actions.placeBet).toHaveBeenCalledTimes(2);
  });

  it('"Xóa" clears the amount and keeps the side: chips tapped again can be bet at once', async () => {
    const { user, actions } = renderTable();
    await user.click(screen.getByTestId('bet-side-xiu'));
    await user.click(screen.getByTestId('chip-500000'));
    await user.click(screen.getByRole('button', { name: 'Xóa' }));
    expect(screen.getByTestId('bet-side-xiu')).toHaveAttribute('aria-pressed', 'true');
    expect(amountField()).toHaveValue('');
    expect(confirmButton()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Xóa' })).toBeDisabled();
    await user.click(screen.getByTestId('chip-50000'));
    await user.click(screen.getByTestId('chip-10000'));
    await user.click(confirmButton());
    expect(actions.placeBet).toHaveBeenCalledWith('xiu', 60_000);
  });
});

describe('chips, x2 and "Cược lại"', () => {
  afterEach(() => resetBalance());

  it('chips add up: 100K twice is 200.000 đ, then 50K more', async () => {
    const { user, actions } = renderTable();
    await user.click(screen.getByTestId('bet-side-tai'));
    await user.click(screen.getByTestId('chip-100000'));
    await user.click(screen.getByTestId('chip-100000'));
    expect(amountField()).toHaveValue('200.000');
    await user.click(screen.getByTestId('chip-50000'));
    expect(amountField()).toHaveValue('250.000');
    expect(screen.getByTestId('bet-summary')).toHaveTextContent('Cửa Tài · 250.000 đ');
    await user.click(confirmButton());
    expect(actions.placeBet).toHaveBeenCalledWith('tai', 250_000);
  });

  it('a chip adds to a typed amount too', async () => {
    const { user } = renderTable();
    fireEvent.change(amountField(), { target: { value: '25000' } });
    await user.click(screen.getByTestId('chip-10000'));
    expect(amountField()).toHaveValue('35.000');
  });

  it('"x2" doubles the amount, and has nothing to double without one', async () => {
    const { user } = renderTable();
    const double = screen.getByRole('button', { name: /^x2/ });
    expect(double).toBeDisabled();
    await user.click(screen.getByTestId('chip-50000'));
    await user.click(double);
    expect(amountField()).toHaveValue('100.000');
    await user.click(double);
    expect(amountField()).toHaveValue('200.000');
  });

  it('stops at the most one bet may be and says so; the next change of the amount takes the notice away', async () => {
    const { user } = renderTable({ limits: { minBet: 1_000, maxBet: 2_000_000, maxRoundTotal: 10_000_000 } });
    await user.click(screen.getByTestId('bet-side-xiu'));
    await user.click(screen.getByTestId('chip-1000000'));
    await user.click(screen.getByTestId('chip-500000'));
    await user.click(screen.getByTestId('chip-1000000'));
    expect(amountField()).toHaveValue('2.000.000');
    expect(screen.getByTestId('bet-summary')).toHaveTextContent('Số tiền cược tối đa mỗi lần là 2.000.000 đ');
    // At the limit already: the amount stays, the reason again.
    await user.click(screen.getByTestId('chip-10000'));
    expect(amountField()).toHaveValue('2.000.000');
    expect(screen.getByTestId('bet-notice')).toBeInTheDocument();
    fireEvent.change(amountField(), { target: { value: '1500000' } });
    expect(screen.queryByTestId('bet-notice')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^x2/ }));
    expect(amountField()).toHaveValue('2.000.000');
    expect(screen.getByTestId('bet-notice')).toHaveTextContent('Số tiền cược tối đa mỗi lần là 2.000.000 đ');
    expect(confirmButton()).toBeEnabled();
  });

  it("stops at the player's balance and says so", async () => {
    setBalance(300_000, 'test');
    const { user } = renderTable();
    await user.click(screen.getByTestId('chip-100000'));
    await user.click(screen.getByTestId('chip-100000'));
    await user.click(screen.getByTestId('chip-50000'));
    expect(screen.queryByTestId('bet-notice')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^x2/ }));
    expect(amountField()).toHaveValue('300.000');
    expect(screen.getByTestId('bet-notice')).toHaveTextContent('Số dư không đủ để đặt cược');
    await user.click(screen.getByTestId('chip-10000'));
    expect(amountField()).toHaveValue('300.000');
  });

  it('"Xóa" clears the amount the chips made, and the notice with it', async () => {
    const { user } = renderTable({ limits: { minBet: 1_000, maxBet: 100_000, maxRoundTotal: 10_000_000 } });
    await user.click(screen.getByTestId('chip-100000'));
    await user.click(screen.getByTestId('chip-50000'));
    expect(screen.getByTestId('bet-notice')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Xóa' }));
    expect(amountField()).toHaveValue('');
    expect(screen.queryByTestId('bet-notice')).not.toBeInTheDocument();
    await user.click(screen.getByTestId('chip-10000'));
    expect(amountField()).toHaveValue('10.000');
  });

  const lastRoundBets = {
    roundId: 119,
    bets: [
      { side: 'tai' as const, amount: 100_000 },
      { side: 'xiu' as const, amount: 50_000 },
    ],
  };

  it('"Cược lại" places the last round\'s bets again, saying what it stakes', async () => {
    const { user, actions } = renderTable({ lastRoundBets });
    const repeat = screen.getByRole('button', { name: /^Cược lại/ });
    expect(repeat).toHaveTextContent('Cược lại150.000 đ');
    await user.click(repeat);
    expect(actions.repeatLastRound).toHaveBeenCalledTimes(1);
    expect(actions.placeBet).not.toHaveBeenCalled();
  });

  it('"Cược lại" is disabled with no last round, outside betting and while sending', () => {
    const { update } = renderTable();
    const repeat = () => screen.getByRole('button', { name: /^Cược lại/ });
    expect(repeat()).toBeDisabled();
    update({ lastRoundBets });
    expect(repeat()).toBeEnabled();
    update({ lastRoundBets, sending: true });
    expect(repeat()).toBeDisabled();
    update({ lastRoundBets, phase: 'result', result: taixiuResult(120, [6, 6, 1]) });
    expect(repeat()).toBeDisabled();
    update({ lastRoundBets, status: 'loading' });
    expect(repeat()).toBeDisabled();
  });

  it('"Cược lại" sends nothing the server would refuse, and says why', async () => {
    setBalance(120_000, 'test');
    const { user, actions, update } = renderTable({ lastRoundBets });
    await user.click(screen.getByRole('button', { name: /^Cược lại/ }));
    expect(screen.getByTestId('bet-notice')).toHaveTextContent('Số dư không đủ để đặt cược');
    update({ lastRoundBets, limits: { minBet: 1_000, maxBet: 60_000, maxRoundTotal: 10_000_000 } });
    setBalance(1_000_000, 'test');
    await user.click(screen.getByRole('button', { name: /^Cược lại/ }));
    expect(screen.getByTestId('bet-notice')).toHaveTextContent('Số tiền cược tối đa mỗi lần là 60.000 đ');
    // Back to the usual limits (100M a round), with most of it staked already.
    update({ lastRoundBets, myBets: [{ betId: 1, side: 'tai', amount: 99_900_000, state: 'placed' }] });
    await user.click(screen.getByRole('button', { name: /^Cược lại/ }));
    expect(screen.getByTestId('bet-notice')).toHaveTextContent('Tổng tiền cược của bạn trong một phiên không được vượt quá 100.000.000 đ');
    expect(actions.repeatLastRound).not.toHaveBeenCalled();
  });
});

describe('my bets', () => {
  const bets = [
    { betId: 31, side: 'tai' as const, amount: 100_000, state: 'placed' as const },
    { betId: 32, side: 'xiu' as const, amount: 50_000, state: 'cancelling' as const },
  ];

  it('lists the bets with "Hủy", disabled while cancelling', async () => {
    const { user, actions } = renderTable({ myBets: bets });
    const list = screen.getByTestId('my-bets');
    expect(within(list).getByText('Tổng 150.000 đ')).toBeInTheDocument();
    expect(screen.getByTestId('my-stake-tai')).toHaveTextContent('100K');
    const cancel31 = screen.getByTestId('cancel-bet-31');
    const cancel32 = screen.getByTestId('cancel-bet-32');
    expect(cancel31).toHaveTextContent('Hủy');
    expect(cancel31).toBeEnabled();
    expect(cancel32).toBeDisabled();
    await user.click(cancel31);
    expect(actions.cancelBet).toHaveBeenCalledWith(31);
  });

  it('no "Hủy" in the result phase; each bet shows its outcome instead', () => {
    renderTable({
      myBets: [bets[0]],
      phase: 'result',
      result: taixiuResult(120, [6, 5, 4]),
      settled: {
        ...settledEvent(120, 100_000, 198_000),
        bets: [{ betId: 31, side: 'tai', amount: 100_000, payout: 198_000, status: 'won' }],
      },
    });
    expect(screen.queryByRole('button', { name: /^Hủy/ })).not.toBeInTheDocument();
    expect(screen.getByTestId('my-bet-31')).toHaveTextContent('Thắng, nhận 198.000 đ');
  });

  it('says when there is none', () => {
    renderTable();
    expect(screen.getByText('Bạn chưa đặt cược phiên này')).toBeInTheDocument();
  });
});

describe('result phase', () => {
  it('tài xỉu: dice, banner, winning side', () => {
    renderTable({ phase: 'result', result: taixiuResult(120, [2, 3, 4]), settled: settledEvent(120, 100_000, 0) });
    expect(Array.from(screen.getByTestId('dice').querySelectorAll('[data-value]')).map((d) => d.getAttribute('data-value'))).toEqual([
      '2',
      '3',
      '4',
    ]);
    expect(screen.getByTestId('result-banner')).toHaveTextContent('Xỉu');
    expect(screen.getByTestId('result-mine')).toHaveTextContent('Bạn thua −100.000 đ');
    expect(screen.getByTestId('bet-side-xiu')).toHaveAttribute('data-winning', 'true');
    expect(screen.getByTestId('round-phase')).toHaveTextContent('Đang mở kết quả');
  });

  it('xóc đĩa: coins under the bowl while betting, revealed in the result phase', () => {
    const { update } = renderTable({ game: 'xocdia', totals: {} });
    expect(screen.getByTestId('bowl')).toHaveAttribute('data-state', 'down');
    expect(screen.queryByTestId('dice')).not.toBeInTheDocument();
    update({ phase: 'result', result: xocdiaResult(120, ['white', 'white', 'white', 'white']) });
    expect(Array.from(screen.getByTestId('coins').querySelectorAll('[data-coin]')).map((c) => c.getAttribute('data-coin'))).toEqual([
      'white',
      'white',
      'white',
      'white',
    ]);
  });

  it('a result arriving live is revealed first: no banner or glow until the dice land', () => {
    jest.useFakeTimers();
    try {
      const { update } = renderTable();
      update({
        phase: 'result',
        result: taixiuResult(120, [6, 6, 6], { settledAt: Date.now() }),
        settled: settledEvent(120, 100_000, 198_000),
      });
      expect(screen.getByTestId('dice')).toHaveAttribute('data-rolling', 'true');
      expect(screen.queryByTestId('result-banner')).not.toBeInTheDocument();
      expect(screen.getByTestId('bet-side-tai')).not.toHaveAttribute('data-winning');
      act(() => {
        jest.advanceTimersByTime(REVEAL_MS);
      });
      expect(screen.getByTestId('dice')).not.toHaveAttribute('data-rolling');
      expect(screen.getByTestId('result-mine')).toHaveTextContent('Bạn thắng +98.000 đ');
      expect(screen.getByTestId('bet-side-tai')).toHaveAttribute('data-winning', 'true');
    } finally {
      jest.useRealTimers();
    }
  });

  it('the banner, my bets and the home screen read the same net: a 50K win and a 20K loss', () => {
    const result = taixiuResult(120, [6, 5, 4]);
    renderTable({
      myBets: [
        { betId: 41, side: 'tai', amount: 50_000, state: 'placed' },
        { betId: 42, side: 'xiu', amount: 20_000, state: 'placed' },
      ],
      phase: 'result',
      result,
      settled: settledBets(result, [
        { betId: 41, side: 'tai', amount: 50_000 },
        { betId: 42, side: 'xiu', amount: 20_000 },
      ]),
    });
    expect(screen.getByTestId('result-mine')).toHaveTextContent('Bạn thắng +29.000 đ');
    // A bet's own line says what it paid back; only a round's net carries a '+'.
    expect(screen.getByTestId('my-bet-41')).toHaveTextContent('Tài50.000 đThắng, nhận 99.000 đ');
    expect(screen.getByTestId('my-bet-41')).not.toHaveTextContent('+');
    expect(screen.getByTestId('my-bet-42')).toHaveTextContent('Xỉu20.000 đThua');
  });
});

describe('nothing gives the round away before its reveal ends', () => {
  const earlier = Array.from({ length: 5 }, (_, i) => taixiuResult(119 - i, [1, 2, 3]));
  const rowsOf = () => within(screen.getByTestId('round-history')).getAllByRole('listitem');

  beforeEach(() => jest.useFakeTimers({ now: 1_800_000_000_000 }));
  afterEach(() => jest.useRealTimers());

  it('the recent rounds and the trend board take the new round only once the dice have landed', () => {
    const { update } = renderTable({ history: earlier });
    expect(screen.getByTestId('trend-counts')).toHaveTextContent('Tài 0 · Xỉu 5');
    const result = taixiuResult(120, [6, 6, 5], { settledAt: Date.now() });
    // The session lists the round the moment its result arrives.
    update({ phase: 'result', result, history: [result, ...earlier] });
    expect(screen.getByTestId('dice')).toHaveAttribute('data-rolling', 'true');
    expect(screen.getByText('Đang lắc...')).toBeInTheDocument();
    expect(screen.queryByTestId('history-120')).not.toBeInTheDocument();
    expect(rowsOf()[0]).toHaveTextContent('#119');
    expect(screen.getByTestId('trend-counts')).toHaveTextContent('Tài 0 · Xỉu 5');
    expect(screen.queryByTestId('result-banner')).not.toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(REVEAL_MS - 1);
    });
    expect(screen.queryByTestId('history-120')).not.toBeInTheDocument();
    expect(screen.getByTestId('trend-counts')).toHaveTextContent('Tài 0 · Xỉu 5');
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(screen.getByTestId('result-banner')).toBeInTheDocument();
    expect(rowsOf()[0]).toHaveTextContent('#120');
    expect(screen.getByTestId('history-120')).toBeInTheDocument();
    expect(screen.getByTestId('trend-counts')).toHaveTextContent('Tài 1 · Xỉu 5');
  });

  it('the strip at the top and the soi cầu views take it at the same moment', async () => {
    const { update } = renderTable({ history: earlier });
    const strip = () => screen.getByRole('list', { name: /phiên gần nhất, mới nhất bên phải/ });
    const road = await screen.findByRole('img', { name: /^Cầu bệt/ });
    expect(road).toHaveAccessibleName('Cầu bệt 5 phiên gần nhất, cũ nhất bên trái');
    const result = taixiuResult(120, [6, 6, 5], { settledAt: Date.now() });
    update({ phase: 'result', result, history: [result, ...earlier] });
    act(() => {
      jest.advanceTimersByTime(REVEAL_MS - 1);
    });
    expect(strip()).not.toHaveTextContent('#120');
    expect(screen.getByRole('img', { name: /^Cầu bệt/ })).toHaveAccessibleName('Cầu bệt 5 phiên gần nhất, cũ nhất bên trái');
    expect(screen.getByRole('img', { name: /^Biểu đồ tổng điểm/ })).toHaveAccessibleName('Biểu đồ tổng điểm 5 phiên gần nhất');
    expect(screen.getByTestId('face-frequencies')).toHaveTextContent('5 phiên gần nhất, 15 viên');
    expect(screen.getByTestId('big-road')).not.toHaveTextContent('17');
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(within(strip()).getAllByRole('listitem').at(-1)).toHaveTextContent('Phiên #120: Tài (17), mới nhất');
    expect(screen.getByRole('img', { name: /^Cầu bệt/ })).toHaveAccessibleDescription(/Mới nhất: phiên #120, Tài \(17\)\.$/);
    expect(screen.getByRole('img', { name: /^Biểu đồ tổng điểm/ })).toHaveAccessibleName('Biểu đồ tổng điểm 6 phiên gần nhất');
    expect(screen.getByTestId('face-frequencies')).toHaveTextContent('6 phiên gần nhất, 18 viên');
  });

  it('the big wins of the round wait for its reveal, the last round’s staying until then', () => {
    const previous = { gameType: 'taixiu' as const, sessionId: 119, wins: [{ name: 'linh***07', net: 50_000 }] };
    const { update } = renderTable({ history: earlier, bigWins: [previous] });
    const ticker = () => screen.getByRole('region', { name: 'Thắng lớn' });
    expect(ticker()).toHaveTextContent('Thắng lớn phiên #119');
    expect(ticker()).toHaveTextContent('linh***07+50.000 đ');
    const result = taixiuResult(120, [6, 6, 5], { settledAt: Date.now() });
    const big = {
      gameType: 'taixiu' as const,
      sessionId: 120,
      wins: [
        { name: 'tuan***88', net: 1_960_000 },
        { name: 'a***e', net: 5_000 },
      ],
    };
    // The session holds the round's big wins right after its result, during the reveal.
    update({ phase: 'result', result, history: [result, ...earlier], bigWins: [big, previous] });
    expect(ticker()).toHaveTextContent('Thắng lớn phiên #119');
    expect(screen.queryByText('tuan***88')).not.toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(REVEAL_MS - 1);
    });
    expect(screen.queryByText('tuan***88')).not.toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(ticker()).toHaveTextContent('Thắng lớn phiên #120');
    const items = within(ticker()).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['tuan***88+1.960.000\u00a0đ', 'a***e+5.000\u00a0đ']);
  });

  it('no big wins are shown for a round nobody came out ahead in', () => {
    const result = taixiuResult(119, [1, 2, 3]);
    renderTable({ history: [result], bigWins: [{ gameType: 'taixiu', sessionId: 119, wins: [] }] });
    expect(screen.queryByRole('region', { name: 'Thắng lớn' })).not.toBeInTheDocument();
  });

  it('xóc đĩa: the same while the bowl is shaken and lifted', () => {
    const older = [xocdiaResult(119, ['red', 'white', 'white', 'white'])];
    const { update } = renderTable({ game: 'xocdia', totals: {}, history: older });
    const result = xocdiaResult(120, ['red', 'red', 'red', 'red'], { settledAt: Date.now() });
    update({ phase: 'result', result, history: [result, ...older] });
    expect(screen.getByTestId('bowl')).toHaveAttribute('data-state', 'lifting');
    expect(screen.getByText('Đang mở bát...')).toBeInTheDocument();
    expect(screen.queryByTestId('history-120')).not.toBeInTheDocument();
    expect(screen.getByTestId('trend-board')).not.toHaveTextContent('Phiên #120');
    expect(screen.getByTestId('trend-board')).not.toHaveTextContent('4 Đỏ');
    act(() => {
      jest.advanceTimersByTime(REVEAL_MS);
    });
    expect(screen.getByTestId('history-120')).toBeInTheDocument();
    expect(screen.getByTestId('result-banner')).toHaveTextContent('Chẵn · 4 Đỏ');
    expect(screen.getByTestId('trend-board')).toHaveTextContent('Phiên #120: Chẵn · 4 Đỏ');
  });

  it('a page that comes to the round after its reveal would have ended shows it at once', () => {
    const result = taixiuResult(120, [6, 6, 5], { settledAt: Date.now() - 5_000 });
    // Loading first, as a page opened in the result phase does; the clock offset is the server's lead.
    const { update } = renderTable({ status: 'loading', roundId: null, phase: null, history: [] });
    update({ status: 'ready', roundId: 120, phase: 'result', result, history: [result, ...earlier], clockOffsetMs: 300 });
    expect(screen.getByTestId('dice')).not.toHaveAttribute('data-rolling');
    expect(screen.getByTestId('result-banner')).toBeInTheDocument();
    expect(screen.getByTestId('history-120')).toBeInTheDocument();
    expect(screen.getByTestId('trend-counts')).toHaveTextContent('Tài 1 · Xỉu 5');
  });

  it('a page opened in the second after the draw still plays the reveal before showing it', () => {
    // The server's clock is 2 s ahead of the page's: the draw, 2.5 s ago on the page's clock, is 0.5 s old.
    const result = taixiuResult(120, [6, 6, 5], { settledAt: Date.now() + 2_000 - 500 });
    const { update } = renderTable({ status: 'loading', roundId: null, phase: null, history: [] });
    update({ status: 'ready', roundId: 120, phase: 'result', result, history: [result, ...earlier], clockOffsetMs: 2_000 });
    expect(screen.getByTestId('dice')).toHaveAttribute('data-rolling', 'true');
    expect(screen.queryByTestId('history-120')).not.toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(REVEAL_MS);
    });
    expect(screen.getByTestId('history-120')).toBeInTheDocument();
  });
});

describe('history', () => {
  const history = Array.from({ length: 14 }, (_, i) => taixiuResult(119 - i, i % 3 === 0 ? [1, 2, 3] : [6, 5, 4]));

  it('the soi cầu views come under the trend board, once the table is drawn', async () => {
    renderTable({ history });
    const views = await screen.findByTestId('soi-cau-views');
    expect(screen.getByTestId('trend-board').compareDocumentPosition(views) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(views.compareDocumentPosition(screen.getByTestId('round-history')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(views).getByTestId('big-road-runs')).toHaveTextContent('Cầu hiện tại: Xỉu 1 phiên');
  });

  it('trend board over the whole history and the last 10 rounds listed', () => {
    renderTable({ history });
    expect(screen.getByTestId('trend-counts')).toHaveTextContent('Tài 9 · Xỉu 5');
    const rows = within(screen.getByTestId('round-history')).getAllByRole('listitem');
    expect(rows).toHaveLength(10);
    expect(rows[0]).toHaveTextContent('#119');
  });

  it('"Kiểm tra" opens the verifier of that round in a dialog', async () => {
    const { user } = renderTable({ history });
    await user.click(screen.getByRole('button', { name: 'Kiểm tra phiên #117' }));
    const dialog = screen.getByRole('dialog', { name: 'Kiểm tra phiên #117' });
    expect(within(dialog).getByTestId('verify-seed')).toHaveTextContent(history[2].seed);
    await user.click(within(dialog).getByRole('button', { name: 'Đóng' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('empty history', () => {
    renderTable();
    expect(screen.getAllByText('Chưa có phiên nào')).toHaveLength(2);
  });
});

it('warns one round before the idle kick', () => {
  const { rerender } = renderWithProviders(<GameTable view={makeView({ inactiveRounds: IDLE_KICK_ROUNDS - 2 })} actions={makeActions()} />);
  expect(screen.queryByTestId('idle-warning')).not.toBeInTheDocument();
  rerender(<GameTable view={makeView({ inactiveRounds: IDLE_KICK_ROUNDS - 1 })} actions={makeActions()} />);
  expect(screen.getByTestId('idle-warning')).toHaveTextContent(
    `Bạn đã không đặt cược và không xem bàn trong ${IDLE_KICK_ROUNDS - 1} phiên liên tiếp`,
  );
  // Put away, it stays away while the count stands, and comes back if another round goes by unwatched.
  fireEvent.click(screen.getByRole('button', { name: 'Đã hiểu' }));
  expect(screen.queryByTestId('idle-warning')).not.toBeInTheDocument();
  rerender(<GameTable view={makeView({ inactiveRounds: IDLE_KICK_ROUNDS - 1 })} actions={makeActions()} />);
  expect(screen.queryByTestId('idle-warning')).not.toBeInTheDocument();
  rerender(<GameTable view={makeView({ inactiveRounds: IDLE_KICK_ROUNDS })} actions={makeActions()} />);
  expect(screen.getByTestId('idle-warning')).toBeInTheDocument();
});
