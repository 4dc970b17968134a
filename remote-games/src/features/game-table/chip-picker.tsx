import { CurrencyInput, formatMoney, VND_AMOUNT_SEPARATOR } from '@app/shared';
import { CHIP_VALUES, chipLabel } from './game-table-format';
import * as s from './chip-picker.css';

export interface ChipPickerProps {
  /** Chip values in đồng; the usual 10K … 5M when omitted. */
  chips?: readonly number[];
  /** The raw digit string of the amount ('100000'), undefined when empty: the chip equal to it is pressed. */
  value: string | undefined;
  onChange: (raw: string | undefined) => void;
  disabled?: boolean;
  /** The bet limits: a chip outside them cannot be chosen. */
  limits?: { minBet: number; maxBet: number } | null;
}

const CHIP_TONES = ['c0', 'c1', 'c2', 'c3', 'c4', 'c5'] as const;

export function ChipPicker({ chips = CHIP_VALUES, value, onChange, disabled = false, limits }: ChipPickerProps) {
  return (
    <div className={s.root}>
      <div className={s.chips} role="group" aria-label="Chọn nhanh số tiền cược">
        {chips.map((chip, i) => (
          <button
            key={chip}
            type="button"
            className={`${s.chip} ${s.tone[CHIP_TONES[i % CHIP_TONES.length]]}`}
            aria-pressed={value === String(chip)}
            aria-label={`${chipLabel(chip)}: ${formatMoney(chip)}`}
            data-testid={`chip-${chip}`}
            disabled={disabled || (limits != null && (chip < limits.minBet || chip > limits.maxBet))}
            onClick={() => onChange(String(chip))}
          >
            <span className={s.chipFace}>{chipLabel(chip)}</span>
          </button>
        ))}
      </div>
    </div>
  );
}

export interface BetAmountFieldProps {
  value: string | undefined;
  onChange: (raw: string | undefined) => void;
  disabled?: boolean;
  /** Shown under the amount (e.g. betAmountError's message). */
  error?: string;
  className?: string;
}

// The amount typed or chosen with a chip. It lives in the bet bar beside 'Đặt cược', so the bar,
// which sticks to the bottom of a phone's screen while bets are taken, never covers it.
export function BetAmountField({ value, onChange, disabled = false, error, className }: BetAmountFieldProps) {
  return (
    <CurrencyInput
      aria-label="Số tiền cược"
      placeholder="Số tiền"
      suffix="đ"
      separator={VND_AMOUNT_SEPARATOR}
      value={value ?? ''}
      onChange={onChange}
      disabled={disabled}
      error={error}
      className={className}
      data-testid="bet-amount"
    />
  );
}
