import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@app/shared/test-utils';
import { BetAmountField, ChipPicker } from '../chip-picker';

it('offers six chips from 10K to 5M', () => {
  renderWithProviders(<ChipPicker onAdd={() => undefined} />);
  const labels = screen.getAllByRole('button').map((b) => b.textContent);
  expect(labels).toEqual(['10K', '50K', '100K', '500K', '1M', '5M']);
  expect(screen.getByTestId('chip-5000000')).toHaveAccessibleName('5M: 5.000.000\u00a0đ');
});

it('a chip hands its value to add, every tap', async () => {
  const onAdd = jest.fn();
  const { user } = renderWithProviders(<ChipPicker onAdd={onAdd} />);
  await user.click(screen.getByTestId('chip-100000'));
  await user.click(screen.getByTestId('chip-100000'));
  await user.click(screen.getByTestId('chip-50000'));
  expect(onAdd.mock.calls).toEqual([[100_000], [100_000], [50_000]]);
  // A chip is an action, not a choice that stays pressed.
  expect(screen.getByTestId('chip-100000')).not.toHaveAttribute('aria-pressed');
});

it("'Cược lại' with what it would stake, and 'x2', each disabled when told", async () => {
  const onRepeat = jest.fn();
  const onDouble = jest.fn();
  const { user, rerender } = renderWithProviders(
    <ChipPicker onAdd={() => undefined} onRepeat={onRepeat} canRepeat repeatTotal={150_000} onDouble={onDouble} canDouble />,
  );
  const repeat = screen.getByTestId('bet-repeat');
  expect(repeat).toHaveAccessibleName('Cược lại 150.000\u00a0đ');
  expect(screen.getByTestId('bet-double')).toHaveAccessibleName('x2: gấp đôi số tiền cược');
  await user.click(repeat);
  await user.click(screen.getByTestId('bet-double'));
  expect(onRepeat).toHaveBeenCalledTimes(1);
  expect(onDouble).toHaveBeenCalledTimes(1);
  rerender(<ChipPicker onAdd={() => undefined} onRepeat={onRepeat} repeatTotal={null} onDouble={onDouble} />);
  expect(screen.getByTestId('bet-repeat')).toBeDisabled();
  expect(screen.getByTestId('bet-repeat')).toHaveAccessibleName('Cược lại');
  expect(screen.getByTestId('bet-double')).toBeDisabled();
});

it('the amount field groups the Vietnamese way and gives the raw digits', () => {
  const onChange = jest.fn();
  const { rerender } = renderWithProviders(<BetAmountField value="500000" onChange={onChange} />);
  const input = screen.getByLabelText('Số tiền cược');
  expect(input).toHaveValue('500.000');
  fireEvent.change(input, { target: { value: '25000' } });
  expect(onChange).toHaveBeenLastCalledWith('25000');
  rerender(<BetAmountField value="25000" onChange={onChange} />);
  expect(input).toHaveValue('25.000');
  expect(screen.getByText('đ')).toBeInTheDocument();
});

it('a chip above the most one bet may be cannot be chosen; one under the minimum can, as chips add up', () => {
  renderWithProviders(<ChipPicker onAdd={() => undefined} limits={{ minBet: 20_000, maxBet: 1_000_000 }} />);
  expect(screen.getByTestId('chip-10000')).toBeEnabled();
  expect(screen.getByTestId('chip-50000')).toBeEnabled();
  expect(screen.getByTestId('chip-1000000')).toBeEnabled();
  expect(screen.getByTestId('chip-5000000')).toBeDisabled();
});
