import { render, screen } from '@testing-library/react';
import { ResultBanner } from '../result-banner';
import { settledEvent, taixiuResult, xocdiaResult } from './fixtures';

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

it('a win shows the payout', () => {
  render(<ResultBanner game="taixiu" result={taixiuResult(88, [6, 4, 3])} settled={settledEvent(88, 100_000, 198_000)} />);
  expect(screen.getByTestId('result-mine')).toHaveTextContent('Bạn thắng +198.000 đ');
  expect(screen.getByTestId('result-mine')).toHaveAttribute('data-outcome', 'win');
});

it('a loss shows the stake', () => {
  render(<ResultBanner game="taixiu" result={taixiuResult(88, [1, 1, 2])} settled={settledEvent(88, 250_000, 0)} />);
  expect(screen.getByTestId('result-mine')).toHaveTextContent('Bạn thua -250.000 đ');
  expect(screen.getByTestId('result-mine')).toHaveAttribute('data-outcome', 'loss');
});

it('ignores a settlement of another round', () => {
  render(<ResultBanner game="taixiu" result={taixiuResult(88, [1, 1, 2])} settled={settledEvent(87, 250_000, 0)} />);
  expect(screen.queryByTestId('result-mine')).not.toBeInTheDocument();
});
