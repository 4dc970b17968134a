import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@app/shared/test-utils';
import { BetAmountField, ChipPicker } from '../chip-picker';

function Harness({ onChange }: { onChange?: (raw: string | undefined) => void }) {
  const [value, setValue] = useState<string | undefined>();
  return (
    <ChipPicker
      value={value}
      onChange={(raw) => {
        setValue(raw);
        onChange?.(raw);
      }}
    />
  );
}

it('offers six chips from 10K to 5M', () => {
  renderWithProviders(<Harness />);
  const labels = screen.getAllByRole('button').map((b) => b.textContent);
  expect(labels).toEqual(['10K', '50K', '100K', '500K', '1M', '5M']);
  expect(screen.getByTestId('chip-5000000')).toHaveAccessibleName('5M: 5.000.000 đ');
});

it('a chip sets the amount and shows itself pressed', async () => {
  const onChange = jest.fn();
  const { user } = renderWithProviders(<Harness onChange={onChange} />);
  await user.click(screen.getByTestId('chip-500000'));
  expect(onChange).toHaveBeenLastCalledWith('500000');
  expect(screen.getByTestId('chip-500000')).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByTestId('chip-50000')).toHaveAttribute('aria-pressed', 'false');
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

it('a chip outside the bet limits cannot be chosen', () => {
  renderWithProviders(<ChipPicker value={undefined} onChange={() => undefined} limits={{ minBet: 20_000, maxBet: 1_000_000 }} />);
  expect(screen.getByTestId('chip-10000')).toBeDisabled();
  expect(screen.getByTestId('chip-50000')).toBeEnabled();
  expect(screen.getByTestId('chip-1000000')).toBeEnabled();
  expect(screen.getByTestId('chip-5000000')).toBeDisabled();
});
