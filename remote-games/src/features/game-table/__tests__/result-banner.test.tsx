import { render, screen } from '@testing-library/react';
import { ResultBanner } from '../result-banner';
import { settledBets, settledEvent, taixiuResult, xocdiaResult } from './fixtures';

it('renders nothing without a result', () => {
  const { container } = render(<ResultBanner game="taixiu" result={null} settled={null} />);
  expect(container).toBeEmptyDOMElement();
});

it('tài xỉu: the outcome with the sum and the dice', () => {
  render(<ResultBanner game="taixiu" result={taixiuResult(88, [6, 4, 3])} settled={null} />);
  const banner = screen.getByTestId('result-banner');
  expect(banner).toHaveTextContent('Tài');
  expect(banner).toHaveTextContent('Tổng 13 (6 + 4 + 3)');
  expect(screen.queryByTestId('result-mine')).not.toBeInTheDocument();
});

it('tài xỉu: 4 to 10 is Xỉu', () => {
  render(<ResultBanner game="taixiu" result={taixiuResult(89, [1, 4, 5])} settled={null} />);
  expect(screen.getByTestId('result-banner')).toHaveTextContent(/^XỉuTổng 10/);
});

it('xóc đĩa: every winning side, chẵn/lẻ first', () => {
  render(<ResultBanner game="xocdia" result={xocdiaResult(12, ['red', 'red', 'red', 'red'])} settled={null} />);
  expect(screen.getByText('Chẵn · 4 Đỏ')).toBeInTheDocument();
  expect(screen.getByTestId('result-banner')).toHaveTextContent('4 Đỏ · 0 Trắng');
});

it('a win shows the net: the payout less the stake', () => {
  render(<ResultBanner game="taixiu" result={taixiuResult(88, [6, 4, 3])} settled={settledEvent(88, 100_000, 198_000)} />);
  expect(screen.getByTestId('result-mine')).toHaveTextContent('Bạn thắng +98.000 đ');
  expect(screen.getByTestId('result-mine')).toHaveAttribute('data-outcome', 'won');
});

it('a loss shows the stake lost', () => {
  render(<ResultBanner game="taixiu" result={taixiuResult(88, [1, 1, 2])} settled={settledEvent(88, 250_000, 0)} />);
  expect(screen.getByTestId('result-mine')).toHaveTextContent('Bạn thua −250.000 đ');
  expect(screen.getByTestId('result-mine')).toHaveAttribute('data-outcome', 'lost');
});

it('a 50K win and a 20K loss in one round: the net, and what each side did beneath it', () => {
  const result = taixiuResult(90, [6, 5, 4]);
  const settled = settledBets(result, [
    { betId: 7, side: 'xiu', amount: 20_000 },
    { betId: 6, side: 'tai', amount: 50_000 },
  ]);
  render(<ResultBanner game="taixiu" result={result} settled={settled} />);
  // Tài pays x1,98: 99.000 back on 70.000 staked.
  expect(screen.getByTestId('result-mine')).toHaveTextContent(/^Bạn thắng \+29\.000 đ$/);
  expect(screen.getByTestId('result-breakdown')).toHaveTextContent(/^Xỉu −20\.000 đ · Tài \+49\.000 đ$/);
});

it('one side bet on twice is one entry; a single side needs no breakdown', () => {
  const result = taixiuResult(92, [6, 5, 4]);
  const settled = settledBets(result, [
    { betId: 1, side: 'tai', amount: 10_000 },
    { betId: 2, side: 'tai', amount: 10_000 },
  ]);
  render(<ResultBanner game="taixiu" result={result} settled={settled} />);
  expect(screen.getByTestId('result-mine')).toHaveTextContent(/^Bạn thắng \+19\.600 đ$/);
  expect(screen.queryByTestId('result-breakdown')).not.toBeInTheDocument();
});

it('both sides of one round: a loss, never a win, whatever one side paid', () => {
  const result = taixiuResult(91, [1, 2, 3]);
  const settled = settledBets(result, [
    { betId: 1, side: 'tai', amount: 20_000 },
    { betId: 2, side: 'xiu', amount: 20_000 },
  ]);
  render(<ResultBanner game="taixiu" result={result} settled={settled} />);
  // 39.600 back on 40.000.
  expect(screen.getByTestId('result-mine')).toHaveTextContent(/^Bạn thua −400 đ$/);
  expect(screen.getByTestId('result-mine')).toHaveAttribute('data-outcome', 'lost');
});

it('a round that paid back exactly the stakes reads even, neither won nor lost', () => {
  const result = xocdiaResult(14, ['red', 'red', 'white', 'white']);
  const settled = settledBets(result, [
    { betId: 1, side: 'chan', amount: 50_000 },
    { betId: 2, side: 'four_red', amount: 49_000 },
  ]);
  render(<ResultBanner game="xocdia" result={result} settled={settled} />);
  expect(screen.getByTestId('result-mine')).toHaveTextContent(/^Bạn hòa vốn$/);
  expect(screen.getByTestId('result-mine')).toHaveAttribute('data-outcome', 'even');
});

it('ignores a settlement of another round', () => {
  render(<ResultBanner game="taixiu" result={taixiuResult(88, [1, 1, 2])} settled={settledEvent(87, 250_000, 0)} />);
  expect(screen.queryByTestId('result-mine')).not.toBeInTheDocument();
});

it('a share of the hũ is said beside the round’s net, which stays the bets’ own', () => {
  render(
    <ResultBanner
      game="taixiu"
      result={taixiuResult(90, [1, 1, 1])}
      settled={{ ...settledEvent(90, 100_000, 198_000), jackpotWon: 7_500_705 }}
    />,
  );
  expect(screen.getByTestId('result-mine')).toHaveTextContent(/^Bạn thắng \+98\.000\sđ · Nổ hũ \+7\.500\.705\sđ$/);
});
