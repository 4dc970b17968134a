import { REPORT_MESSAGES, type ReportDto, type ReportRowDto } from '@app/shared/contracts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json } from '@app/shared/test-utils';
import { ReportScreen } from '../report-screen';
import { type FakeServer, startFakeServer, signInAs, renderConsole } from '../../../test-utils/test-kit';
import { plots } from './fake-uplot';

jest.mock('uplot', () => jest.requireActual('./fake-uplot'));

// 20:00 UTC on the 26th is 03:00 on the 27th in Vietnam: the report's today is the 27th.
const NOW = Date.parse('2026-11-26T20:00:00.000Z');
const DEFAULT_QUERY = 'from=2026-10-29&to=2026-11-27';

const row = (start: string, end: string, fields: Partial<ReportRowDto> = {}): ReportRowDto => ({
  start,
  end,
  games: {
    taixiu: { bets: 10, turnover: 2_000_000, payouts: 1_900_000, jackpotIn: 10_000, jackpotPaid: 0, ggr: 90_000 },
    xocdia: { bets: 5, turnover: 1_000_000, payouts: 1_050_000, jackpotIn: 0, jackpotPaid: 0, ggr: -50_000 },
  },
  turnover: 3_000_000,
  payouts: 2_950_000,
  jackpotIn: 10_000,
  jackpotPaid: 0,
  ggr: 40_000,
  deposits: { count: 4, amount: 5_000_000 },
  withdrawals: { count: 2, amount: 1_200_000 },
  registrations: 3,
  firstDepositors: 2,
  activePlayers: 7,
  houseBalance: 80_000_000,
  ...fields,
});

const zero = (start: string, end: string, houseBalance = 0): ReportRowDto =>
  row(start, end, {
    games: {
      taixiu: { bets: 0, turnover: 0, payouts: 0, jackpotIn: 0, jackpotPaid: 0, ggr: 0 },
      xocdia: { bets: 0, turnover: 0, payouts: 0, jackpotIn: 0, jackpotPaid: 0, ggr: 0 },
    },
    turnover: 0,
    payouts: 0,
    jackpotIn: 0,
    jackpotPaid: 0,
    ggr: 0,
    deposits: { count: 0, amount: 0 },
    withdrawals: { count: 0, amount: 0 },
    registrations: 0,
    firstDepositors: 0,
    activePlayers: 0,
    houseBalance,
  });

const report = (fields: Partial<ReportDto> = {}): ReportDto => ({
  from: '2026-10-29',
  to: '2026-11-27',
  period: 'day',
  rows: [
    row('2026-11-25', '2026-11-25'),
    zero('2026-11-26', '2026-11-26', 80_000_000),
    row('2026-11-27', '2026-11-27', { turnover: 9_345_000, payouts: 8_050_000, ggr: 1_285_000, houseBalance: 152_300_000 }),
  ],
  totals: row('2026-10-29', '2026-11-27', {
    games: {
      taixiu: { bets: 120, turnover: 9_000_000, payouts: 7_800_000, jackpotIn: 45_000, jackpotPaid: 2_500_000, ggr: 1_155_000 },
      xocdia: { bets: 45, turnover: 3_345_000, payouts: 3_200_000, jackpotIn: 0, jackpotPaid: 0, ggr: 145_000 },
    },
    turnover: 12_345_000,
    payouts: 11_000_000,
    jackpotIn: 45_000,
    jackpotPaid: 2_500_000,
    ggr: 1_300_000,
    deposits: { count: 12, amount: 20_500_000 },
    withdrawals: { count: 5, amount: 4_750_000 },
    registrations: 9,
    firstDepositors: 4,
    activePlayers: 31,
    houseBalance: 152_300_000,
  }),
  asOf: '2026-11-26T20:00:00.000Z',
  ...fields,
});

const asked = () =>
  server.seen.filter((s) => s.path.startsWith('/api/admin/reports')).map((s) => s.path.replace('/api/admin/reports?', ''));
const card = (label: string) => within(screen.getByText(label, { selector: 'dt' }).parentElement!);
const tableRow = (table: string, name: string) =>
  within(
    within(screen.getByRole('table', { name: table }))
      .getByRole('rowheader', { name })
      .closest('tr')!,
  );
// A cell's text as read, the no-break space before 'đ' a space.
const cells = (table: string, name: string) =>
  tableRow(table, name)
    .getAllByRole('cell')
    .map((cell) => cell.textContent!.replace(/\s+/g, ' '));

let server: FakeServer;
beforeAll(() => {
  // jsdom lays nothing out, so it has no ResizeObserver: the charts' is never called here.
  globalThis.ResizeObserver = class {
    observe() {}
    disconnect() {}
    unobserve() {}
  };
});
beforeEach(() => {
  jest.spyOn(Date, 'now').mockReturnValue(NOW);
  plots.length = 0;
  server = startFakeServer();
  signInAs('ke_toan', 'ketoan');
});
afterEach(() => jest.restoreAllMocks());

test("asks for the last 30 days ending today in Vietnam, by day, and shows the range's totals", async () => {
  server.on('GET', '/admin/reports', () => json(200, { success: true, data: report() }));
  render(<ReportScreen />);
  expect(screen.getByLabelText('Từ ngày')).toHaveValue('2026-10-29');
  expect(screen.getByLabelText('Đến ngày')).toHaveValue('2026-11-27');
  expect(screen.getByRole('button', { name: '30 ngày' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('button', { name: 'Ngày' })).toHaveAttribute('aria-pressed', 'true');

  expect(await screen.findByText('Tổng cược', { selector: 'dt' })).toBeInTheDocument();
  expect(asked()).toEqual([`${DEFAULT_QUERY}&period=day`]);
  expect(card('Tổng cược').getByText('12.345.000 đ')).toBeInTheDocument();
  expect(card('Tổng trả').getByText('11.000.000 đ')).toBeInTheDocument();
  expect(card('Vào hũ').getByText('45.000 đ')).toBeInTheDocument();
  expect(card('Vào hũ').getByText('Đã trừ khi tính GGR')).toBeInTheDocument();
  expect(card('GGR').getByText('1.300.000 đ')).toBeInTheDocument();
  expect(card('GGR').getByText('Biên lợi nhuận: 10,5%')).toBeInTheDocument();
  expect(card('Hũ trả').getByText('2.500.000 đ')).toBeInTheDocument();
  expect(card('Hũ trả').getByText('Trả từ tiền đã vào hũ')).toBeInTheDocument();
  expect(card('Nạp tiền').getByText('20.500.000 đ')).toBeInTheDocument();
  expect(card('Nạp tiền').getByText('12 lần nạp')).toBeInTheDocument();
  expect(card('Rút tiền').getByText('4.750.000 đ')).toBeInTheDocument();
  expect(card('Rút tiền').getByText('5 lần rút')).toBeInTheDocument();
  expect(card('Đăng ký mới').getByText('9')).toBeInTheDocument();
  expect(card('Nạp lần đầu').getByText('4')).toBeInTheDocument();
  expect(card('Người chơi hoạt động').getByText('31')).toBeInTheDocument();
  expect(card('Số dư nhà cái').getByText('152.300.000 đ')).toBeInTheDocument();
  expect(screen.queryByText('Chưa có số liệu trong khoảng này.')).not.toBeInTheDocument();
});

test('the period table has a row a period and the totals; the game table each game and both', async () => {
  server.on('GET', '/admin/reports', () => json(200, { success: true, data: report() }));
  render(<ReportScreen />);
  await screen.findByRole('table', { name: 'Số liệu theo kỳ' });
  const names = within(screen.getByRole('table', { name: 'Số liệu theo kỳ' }))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);
  expect(names).toEqual(['25/11', '26/11', '27/11', 'Tổng cộng']);
  expect(cells('Số liệu theo kỳ', '25/11')).toEqual([
    '3.000.000 đ',
    '2.950.000 đ',
    '10.000 đ',
    '40.000 đ',
    '1,3%',
    '0 đ',
    '5.000.000 đ 4 lần',
    '1.200.000 đ 2 lần',
    '3',
    '2',
    '7',
    '80.000.000 đ',
  ]);
  expect(cells('Số liệu theo kỳ', 'Tổng cộng')).toEqual([
    '12.345.000 đ',
    '11.000.000 đ',
    '45.000 đ',
    '1.300.000 đ',
    '10,5%',
    '2.500.000 đ',
    '20.500.000 đ 12 lần',
    '4.750.000 đ 5 lần',
    '9',
    '4',
    '31',
    '152.300.000 đ',
  ]);
  const headers = (table: string) =>
    within(screen.getByRole('table', { name: table }))
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
  expect(headers('Số liệu theo kỳ').slice(0, 7)).toEqual(['Kỳ', 'Tổng cược', 'Tổng trả', 'Vào hũ', 'GGR', 'Biên', 'Hũ trả']);
  expect(headers('Số liệu theo trò chơi')).toEqual(['Trò chơi', 'Số cược', 'Tổng cược', 'Tổng trả', 'Vào hũ', 'GGR', 'Biên', 'Hũ trả']);
  expect(cells('Số liệu theo trò chơi', 'Tài xỉu')).toEqual([
    '120',
    '9.000.000 đ',
    '7.800.000 đ',
    '45.000 đ',
    '1.155.000 đ',
    '12,8%',
    '2.500.000 đ',
  ]);
  expect(cells('Số liệu theo trò chơi', 'Xóc đĩa')).toEqual(['45', '3.345.000 đ', '3.200.000 đ', '0 đ', '145.000 đ', '4,3%', '0 đ']);
  expect(cells('Số liệu theo trò chơi', 'Tất cả')).toEqual([
    '165',
    '12.345.000 đ',
    '11.000.000 đ',
    '45.000 đ',
    '1.300.000 đ',
    '10,5%',
    '2.500.000 đ',
  ]);
});

test('a period without stakes has no margin: a dash, not a division by zero', async () => {
  server.on('GET', '/admin/reports', () => json(200, { success: true, data: report() }));
  render(<ReportScreen />);
  await screen.findByRole('table', { name: 'Số liệu theo kỳ' });
  expect(cells('Số liệu theo kỳ', '26/11').slice(0, 6)).toEqual(['0 đ', '0 đ', '0 đ', '0 đ', '—', '0 đ']);
});

test('a range where nothing happened is still a report of zeros, with its margin a dash, and says so', async () => {
  const quiet = report({ rows: [zero('2026-11-27', '2026-11-27', 5_000_000)], totals: zero('2026-10-29', '2026-11-27', 5_000_000) });
  server.on('GET', '/admin/reports', () => json(200, { success: true, data: quiet }));
  render(<ReportScreen />);
  expect(await screen.findByText('Chưa có số liệu trong khoảng này.')).toBeInTheDocument();
  expect(card('GGR').getByText('Biên lợi nhuận: —')).toBeInTheDocument();
  expect(card('Số dư nhà cái').getByText('5.000.000 đ')).toBeInTheDocument();
  expect(cells('Số liệu theo kỳ', 'Tổng cộng').slice(0, 6)).toEqual(['0 đ', '0 đ', '0 đ', '0 đ', '—', '0 đ']);
});

test('another period or range is asked for again; a week is named by its first and last day', async () => {
  server.on('GET', '/admin/reports', (seen) =>
    json(200, {
      success: true,
      data: seen.path.includes('period=week')
        ? report({ period: 'week', rows: [row('2026-11-21', '2026-11-22'), row('2026-11-23', '2026-11-27')] })
        : report(),
    }),
  );
  const user = userEvent.setup();
  render(<ReportScreen />);
  await screen.findByRole('table', { name: 'Số liệu theo kỳ' });

  await user.click(screen.getByRole('button', { name: 'Tuần' }));
  expect(await screen.findByRole('rowheader', { name: '23/11 – 27/11' })).toBeInTheDocument();
  expect(asked()).toEqual([`${DEFAULT_QUERY}&period=day`, `${DEFAULT_QUERY}&period=week`]);

  await user.click(screen.getByRole('button', { name: '7 ngày' }));
  await waitFor(() => expect(asked()).toHaveLength(3));
  expect(asked()[2]).toBe('from=2026-11-21&to=2026-11-27&period=week');
  expect(screen.getByRole('button', { name: '7 ngày' })).toHaveAttribute('aria-pressed', 'true');

  await user.click(screen.getByRole('button', { name: 'Tháng này' }));
  await waitFor(() => expect(asked()).toHaveLength(4));
  expect(asked()[3]).toBe('from=2026-11-01&to=2026-11-27&period=week');

  fireEvent.change(screen.getByLabelText('Từ ngày'), { target: { value: '2026-06-01' } });
  fireEvent.change(screen.getByLabelText('Đến ngày'), { target: { value: '2026-08-31' } });
  await waitFor(() => expect(asked()).toHaveLength(5));
  // The two fields changed together are one question, not two.
  expect(asked()[4]).toBe('from=2026-06-01&to=2026-08-31&period=week');
});

test.each([
  ['a start after the end', '2026-11-20', '2026-11-10', REPORT_MESSAGES.rangeInvalid],
  ['more than a year', '2025-01-01', '2026-11-27', REPORT_MESSAGES.rangeTooLong],
  ['a cleared date', '', '2026-11-27', REPORT_MESSAGES.dateInvalid],
])('%s is refused on the page, without asking the server', async (_, from, to, message) => {
  server.on('GET', '/admin/reports', () => json(200, { success: true, data: report() }));
  render(<ReportScreen />);
  await screen.findByRole('table', { name: 'Số liệu theo kỳ' });

  fireEvent.change(screen.getByLabelText('Từ ngày'), { target: { value: from } });
  fireEvent.change(screen.getByLabelText('Đến ngày'), { target: { value: to } });
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(screen.getByLabelText('Từ ngày')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(asked()).toEqual([`${DEFAULT_QUERY}&period=day`]);
});

test("the server's refusal is shown in its words", async () => {
  server.on('GET', '/admin/reports', () => json(400, { success: false, message: REPORT_MESSAGES.rangeTooLong }));
  render(<ReportScreen />);
  expect(await screen.findByText(REPORT_MESSAGES.rangeTooLong)).toBeInTheDocument();
  expect(screen.getByText('Không tải được dữ liệu')).toBeInTheDocument();
});

test('the charts are named for screen readers, drawn with the figures of each period, and taken down with the screen', async () => {
  server.on('GET', '/admin/reports', () => json(200, { success: true, data: report() }));
  const { unmount } = render(<ReportScreen />);
  const money = await screen.findByRole('img', { name: /^Biểu đồ đường tổng cược, tổng trả và GGR theo ngày/ });
  expect(money).toHaveAccessibleName('Biểu đồ đường tổng cược, tổng trả và GGR theo ngày, từ 29/10/2026 đến 27/11/2026');
  expect(screen.getByRole('img', { name: /^Biểu đồ đường số dư nhà cái/ })).toBeInTheDocument();
  expect(screen.getByRole('img', { name: /^Biểu đồ đường tiền nạp và tiền rút/ })).toBeInTheDocument();
  expect(screen.getByRole('img', { name: /^Biểu đồ cột tổng cược và GGR của từng trò chơi/ })).toBeInTheDocument();

  await waitFor(() => expect(plots).toHaveLength(4));
  const [flows, balance, cash, games] = plots;
  expect(flows.target).toBe(money);
  expect(flows.opts.series.map((s) => s.label)).toEqual(['Kỳ', 'Tổng cược', 'Tổng trả', 'GGR']);
  expect(flows.data).toEqual([
    [0, 1, 2],
    [3_000_000, 0, 9_345_000],
    [2_950_000, 0, 8_050_000],
    [40_000, 0, 1_285_000],
  ]);
  expect(balance.data[1]).toEqual([80_000_000, 80_000_000, 152_300_000]);
  expect(cash.data.slice(1)).toEqual([
    [5_000_000, 0, 5_000_000],
    [1_200_000, 0, 1_200_000],
  ]);
  expect(games.opts.series.map((s) => s.label)).toEqual(['Trò chơi', 'Tổng cược', 'GGR']);
  expect(games.data).toEqual([
    [0, 1],
    [9_000_000, 3_345_000],
    [1_155_000, 145_000],
  ]);
  // The axis speaks Vietnamese: periods as dd/MM, amounts short.
  const [xAxis, yAxis] = flows.opts.axes!;
  expect((xAxis.values as (u: unknown, splits: number[]) => string[])(null, [0, 2])).toEqual(['25/11', '27/11']);
  const amounts = yAxis.values as (u: unknown, splits: number[], axis: number, space: number, step: number) => string[];
  expect(amounts(null, [0, 5e6, 10e6], 1, 50, 5e6)).toEqual(['0', '5 tr', '10 tr']);

  unmount();
  expect(plots.every((plot) => plot.destroyed)).toBe(true);
});

test('the page is in the navigation after the overview for the roles that read reports, and opens from it', async () => {
  server.on('GET', '/admin/queues', () => json(200, { success: true, data: { pendingWithdrawals: 0, unmatchedTransfers: 0 } }));
  server.on('GET', '/admin/reports', () => json(200, { success: true, data: report() }));
  renderConsole('/quan-tri/bao-cao');
  const nav = within(screen.getByRole('navigation', { name: 'Trang quản trị' }));
  expect(nav.getAllByRole('link').map((link) => link.textContent)[1]).toBe('Báo cáo');
  expect(nav.getByRole('link', { name: 'Báo cáo' })).toHaveAttribute('href', '/quan-tri/bao-cao');
  expect(await screen.findByRole('heading', { name: 'Báo cáo' })).toBeInTheDocument();
  expect(await screen.findByRole('table', { name: 'Số liệu theo kỳ' })).toBeInTheDocument();
});

test('support has no report page, in the navigation or by its address, and asks for nothing', async () => {
  signInAs('cskh');
  renderConsole('/quan-tri/bao-cao');
  expect(await screen.findByText(/vai trò của bạn không được dùng trang này/)).toBeInTheDocument();
  expect(
    within(screen.getByRole('navigation', { name: 'Trang quản trị' })).queryByRole('link', { name: 'Báo cáo' }),
  ).not.toBeInTheDocument();
  expect(asked()).toEqual([]);
});
