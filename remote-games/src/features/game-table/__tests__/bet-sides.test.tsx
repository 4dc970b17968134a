import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@app/shared/test-utils';
import { BetSides, type BetSidesProps } from '../bet-sides';

const props = (overrides: Partial<BetSidesProps> = {}): BetSidesProps => ({
  game: 'taixiu',
  totals: { tai: { amount: 1_250_000, players: 12 }, xiu: { amount: 500_000, players: 4 } },
  selected: null,
  myStakes: {},
  winningSides: [],
  disabled: false,
  onSelect: jest.fn(),
  ...overrides,
});

it('tài xỉu: Tài and Xỉu with multiplier, compact total, player count and the own stake', () => {
  renderWithProviders(<BetSides {...props({ myStakes: { xiu: 100_000 } })} />);
  const tai = screen.getByTestId('bet-side-tai');
  expect(tai).toHaveTextContent('Tài');
  expect(tai).toHaveTextContent('x1,98');
  expect(tai).toHaveTextContent('1,2M');
  expect(tai).toHaveTextContent('12');
  expect(within(tai).queryByTestId('my-stake-tai')).not.toBeInTheDocument();
  const xiu = screen.getByTestId('bet-side-xiu');
  expect(xiu).toHaveTextContent('Xỉu');
  expect(xiu).toHaveTextContent('500K');
  expect(screen.getByTestId('my-stake-xiu')).toHaveTextContent('Bạn: 100K');
  expect(xiu).toHaveAccessibleName('Xỉu x1,98');
  expect(xiu).toHaveAccessibleDescription('tổng cược 500.000\u00a0đ, 4 người chơi, bạn đã cược 100.000\u00a0đ');
  expect(screen.getAllByRole('button')).toHaveLength(2);
});

it('xóc đĩa: six sides with their pay table and zero totals when nobody bet', () => {
  renderWithProviders(<BetSides {...props({ game: 'xocdia', totals: {} })} />);
  const expected: Array<[string, string, string]> = [
    ['chan', 'Chẵn', 'x1,98'],
    ['le', 'Lẻ', 'x1,98'],
    ['four_red', '4 Đỏ', 'x15'],
    ['four_white', '4 Trắng', 'x15'],
    ['three_red', '3 Đỏ 1 Trắng', 'x3,8'],
    ['three_white', '3 Trắng 1 Đỏ', 'x3,8'],
  ];
  for (const [side, label, multiplier] of expected) {
    const button = screen.getByTestId(`bet-side-${side}`);
    expect(button).toHaveTextContent(label);
    expect(button).toHaveTextContent(multiplier);
    expect(button).toHaveTextContent('0');
  }
  expect(screen.getAllByRole('button')).toHaveLength(6);
});

it('selects a side on tap and marks the selected one pressed', async () => {
  const onSelect = jest.fn();
  const { user, rerender } = renderWithProviders(<BetSides {...props({ onSelect })} />);
  await user.click(screen.getByTestId('bet-side-xiu'));
  expect(onSelect).toHaveBeenCalledWith('xiu');
  rerender(<BetSides {...props({ onSelect, selected: 'xiu' })} />);
  expect(screen.getByTestId('bet-side-xiu')).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByTestId('bet-side-tai')).toHaveAttribute('aria-pressed', 'false');
});

it('disabled: no side can be picked', async () => {
  const onSelect = jest.fn();
  const { user } = renderWithProviders(<BetSides {...props({ onSelect, disabled: true })} />);
  expect(screen.getByTestId('bet-side-tai')).toBeDisabled();
  await user.click(screen.getByTestId('bet-side-tai'));
  expect(onSelect).not.toHaveBeenCalled();
});

it('marks every winning side in the result phase (xóc đĩa can win on two)', () => {
  renderWithProviders(<BetSides {...props({ game: 'xocdia', totals: {}, disabled: true, winningSides: ['chan', 'four_red'] })} />);
  expect(screen.getByTestId('bet-side-chan')).toHaveAttribute('data-winning', 'true');
  expect(screen.getByTestId('bet-side-four_red')).toHaveAttribute('data-winning', 'true');
  expect(screen.getByTestId('bet-side-four_red')).toHaveTextContent('Thắng');
  expect(screen.getByTestId('bet-side-le')).not.toHaveAttribute('data-winning');
});
