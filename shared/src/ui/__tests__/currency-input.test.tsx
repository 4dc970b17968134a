import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Field, Form } from 'react-final-form';
import { CurrencyInput } from '../currency-input';
import { digitsBefore, formatAmountInput, formatDigits, positionAfterDigits, toRawDigits } from '../currency-format';
import { FormCurrencyInput } from '../form-fields';

function setup(props: Partial<React.ComponentProps<typeof CurrencyInput>> = {}) {
  const onChange = jest.fn();
  const utils = render(<CurrencyInput label="Số tiền" onChange={onChange} {...props} />);
  const input = screen.getByLabelText('Số tiền') as HTMLInputElement;
  return { ...utils, input, onChange, user: userEvent.setup() };
}

describe('currency helpers', () => {
  it('groups digits by thousands with the given separator', () => {
    expect(formatDigits('1234567')).toBe('1,234,567');
    expect(formatDigits('1234567', '.')).toBe('1.234.567');
    expect(formatDigits('999')).toBe('999');
    expect(formatDigits('1000')).toBe('1,000');
    expect(formatDigits('')).toBe('');
  });

  it('reduces any value to raw digits, with zero and empty as the empty string', () => {
    expect(toRawDigits('1,500,000')).toBe('1500000');
    expect(toRawDigits('0001200')).toBe('1200');
    expect(toRawDigits(0)).toBe('');
    expect(toRawDigits('0')).toBe('');
    expect(toRawDigits('000')).toBe('');
    expect(toRawDigits('')).toBe('');
    expect(toRawDigits(undefined)).toBe('');
    expect(toRawDigits(null)).toBe('');
    expect(toRawDigits(2500000)).toBe('2500000');
    expect(toRawDigits(1500.9)).toBe('1500');
    expect(toRawDigits(-5)).toBe('');
    expect(toRawDigits(Number.NaN)).toBe('');
    // A decimal amount from an API keeps its integer part instead of gaining two zeros.
    expect(toRawDigits('150000.00')).toBe('150000');
    expect(formatAmountInput(300000000)).toBe('300,000,000');
  });

  it('maps caret positions between digits and formatted text', () => {
    expect(digitsBefore('1,234', 2)).toBe(1);
    expect(digitsBefore('1,234', 5)).toBe(4);
    expect(positionAfterDigits('1,234', 0)).toBe(0);
    expect(positionAfterDigits('1,234', 1)).toBe(1);
    expect(positionAfterDigits('1,234', 2)).toBe(3);
    expect(positionAfterDigits('1,234', 9)).toBe(5);
  });
});

describe('CurrencyInput', () => {
  it('shows the Vietnamese placeholder and a numeric keyboard', () => {
    const { input } = setup();
    expect(input).toHaveAttribute('placeholder', 'Nhập số tiền');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveValue('');
  });

  it('formats while typing and reports the raw digit string', async () => {
    const { input, onChange, user } = setup();
    await user.type(input, '1234567');
    expect(input).toHaveValue('1,234,567');
    expect(onChange).toHaveBeenCalledTimes(7);
    expect(onChange).toHaveBeenNthCalledWith(4, '1234');
    expect(onChange).toHaveBeenLastCalledWith('1234567');
    // Raw value never carries the separator.
    for (const [raw] of onChange.mock.calls) expect(raw).toMatch(/^\d+$/);
  });

  it('uses a configurable separator', async () => {
    const { input, onChange, user } = setup({ separator: '.' });
    await user.type(input, '2500000');
    expect(input).toHaveValue('2.500.000');
    expect(onChange).toHaveBeenLastCalledWith('2500000');
  });

  it('re-groups when the separator prop changes', () => {
    const { input, rerender } = setup({ value: '1000000' });
    expect(input).toHaveValue('1,000,000');
    rerender(<CurrencyInput label="Số tiền" value="1000000" separator=" " />);
    expect(input).toHaveValue('1 000 000');
  });

  it('blocks letters, signs, spaces and separators typed by hand', async () => {
    const { input, onChange, user } = setup();
    await user.type(input, '12a-.,e+ 3');
    expect(input).toHaveValue('123');
    expect(onChange).toHaveBeenLastCalledWith('123');
    expect(onChange).toHaveBeenCalledTimes(3);
  });

  it.each(['a', 'e', '-', '+', '.', ',', ' ', 'Dead', 'Insert', 'đ'])('prevents the default of key %p', (key) => {
    const { input } = setup();
    expect(fireEvent.keyDown(input, { key })).toBe(false);
  });

  it.each([
    'Backspace',
    'Delete',
    'ArrowLeft',
    'ArrowRight',
    'ArrowUp',
    'ArrowDown',
    'Home',
    'End',
    'Tab',
    'Enter',
    'Escape',
    '0',
    '5',
    '9',
    'Shift',
    'Unidentified',
  ])('lets key %p through', (key) => {
    const { input } = setup();
    expect(fireEvent.keyDown(input, { key })).toBe(true);
  });

  it('allows copy, paste, cut and select-all shortcuts but no other shortcut', () => {
    const { input } = setup();
    for (const key of ['c', 'v', 'x', 'a', 'A']) {
      expect(fireEvent.keyDown(input, { key, ctrlKey: true })).toBe(true);
      expect(fireEvent.keyDown(input, { key, metaKey: true })).toBe(true);
    }
    for (const key of ['z', 'b', 'y']) {
      expect(fireEvent.keyDown(input, { key, ctrlKey: true })).toBe(false);
    }
  });

  it('shows empty for zero and reports nothing for a lone zero', async () => {
    const { input, onChange, user } = setup();
    await user.type(input, '0');
    expect(input).toHaveValue('');
    expect(onChange).not.toHaveBeenCalled();
    await user.type(input, '05');
    expect(input).toHaveValue('5');
    expect(onChange).toHaveBeenLastCalledWith('5');
  });

  it.each([0, '0', '', null, undefined, '000'])('renders %p as empty', (value) => {
    const { input } = setup({ value });
    expect(input).toHaveValue('');
  });

  it('reports undefined when the last digit is deleted', async () => {
    const { input, onChange, user } = setup({ defaultValue: '12' });
    expect(input).toHaveValue('12');
    await user.type(input, '{Backspace}{Backspace}');
    expect(input).toHaveValue('');
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });

  it('keeps the digits of pasted text', async () => {
    const { input, onChange, user } = setup();
    await user.click(input);
    await user.paste('1.500.000 đ');
    expect(input).toHaveValue('1,500,000');
    expect(onChange).toHaveBeenLastCalledWith('1500000');
  });

  it('drops leading zeros from pasted text', async () => {
    const { input, onChange, user } = setup();
    await user.click(input);
    await user.paste('000120');
    expect(input).toHaveValue('120');
    expect(onChange).toHaveBeenLastCalledWith('120');
  });

  it('ignores a paste without digits', async () => {
    const { input, onChange, user } = setup({ defaultValue: '5000' });
    await user.click(input);
    await user.paste('abc');
    expect(input).toHaveValue('5,000');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('pastes into the selection, replacing the selected digits', () => {
    const { input, onChange } = setup({ defaultValue: '1000' });
    input.focus();
    // "1,000": select "1,0" and paste "99" → "9900".
    input.setSelectionRange(0, 3);
    fireEvent.paste(input, { clipboardData: { getData: () => '99' } });
    expect(input).toHaveValue('9,900');
    expect(onChange).toHaveBeenLastCalledWith('9900');
  });

  it('keeps the caret after the digit just typed in the middle', async () => {
    const { input, user } = setup({ defaultValue: '1234' });
    expect(input).toHaveValue('1,234');
    await user.type(input, '5', { initialSelectionStart: 1, initialSelectionEnd: 1 });
    expect(input).toHaveValue('15,234');
    expect(input.selectionStart).toBe(2);
  });

  it('Backspace right after a separator removes the digit before it', async () => {
    const { input, onChange, user } = setup({ defaultValue: '12345' });
    expect(input).toHaveValue('12,345');
    await user.type(input, '{Backspace}', { initialSelectionStart: 3, initialSelectionEnd: 3 });
    expect(input).toHaveValue('1,345');
    expect(onChange).toHaveBeenLastCalledWith('1345');
    expect(input.selectionStart).toBe(1);
  });

  it('Delete right before a separator removes the digit after it', async () => {
    const { input, onChange, user } = setup({ defaultValue: '12345' });
    await user.type(input, '{Delete}', { initialSelectionStart: 2, initialSelectionEnd: 2 });
    expect(input).toHaveValue('1,245');
    expect(onChange).toHaveBeenLastCalledWith('1245');
    // Still right after the "2": "1,2|45".
    expect(input.selectionStart).toBe(3);
  });

  it('refuses digits beyond maxDigits', async () => {
    const { input, onChange, user } = setup({ maxDigits: 4 });
    await user.type(input, '123456');
    expect(input).toHaveValue('1,234');
    expect(onChange).toHaveBeenLastCalledWith('1234');
    expect(onChange).toHaveBeenCalledTimes(4);
  });

  it('follows the value prop when the parent changes it', () => {
    const { input, rerender } = setup({ value: undefined });
    rerender(<CurrencyInput label="Số tiền" value="500000" />);
    expect(input).toHaveValue('500,000');
    rerender(<CurrencyInput label="Số tiền" value={2000000} />);
    expect(input).toHaveValue('2,000,000');
    rerender(<CurrencyInput label="Số tiền" value={undefined} />);
    expect(input).toHaveValue('');
  });

  it('shows an error and marks the input invalid', () => {
    setup({ error: 'Vui lòng nhập số tiền' });
    const input = screen.getByLabelText('Số tiền');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Vui lòng nhập số tiền');
  });
});

describe('FormCurrencyInput', () => {
  it('stores raw digits in the form, shows them grouped the Vietnamese way (1.500.000), and the validation error once touched', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(
      <Form
        onSubmit={onSubmit}
        validate={(v: { amount?: string }) => (v.amount ? {} : { amount: 'Vui lòng nhập số tiền' })}
        render={({ handleSubmit }) => (
          <form onSubmit={handleSubmit}>
            <Field name="amount" component={FormCurrencyInput} label="Số tiền" />
            <button type="submit">Gửi</button>
          </form>
        )}
      />,
    );
    const input = screen.getByLabelText('Số tiền');
    await user.click(input);
    expect(screen.queryByText('Vui lòng nhập số tiền')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText('Vui lòng nhập số tiền')).toBeInTheDocument();
    await user.type(input, '1500000');
    expect(input).toHaveValue('1.500.000');
    await user.click(screen.getByRole('button', { name: 'Gửi' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0][0]).toEqual({ amount: '1500000' });
  });
});
