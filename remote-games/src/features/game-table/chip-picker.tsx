import { Button, CurrencyInput, formatMoney, VND_AMOUNT_SEPARATOR } from '@app/shared';
import { CHIP_VALUES, chipLabel } from './game-table-format';
import * as s from './chip-picker.css';

export interface ChipPickerProps {
  /** Chip values in đồng; the usual 10K … 5M when omitted. */
  chips?: readonly number[];
  /** A chip was tapped: its value goes on top of the amount being prepared. */
  onAdd: (chip: number) => void;
  disabled?: boolean;
  /** The bet limits: a chip above the most one bet may be cannot be chosen. */
  limits?: { minBet: number; maxBet: number } | null;
  /** 'x2' doubles the amount; shown with this. */
  onDouble?: () => void;
  canDouble?: boolean;
  /** 'Cược lại' places the bets of the player's last round again; shown with this. */
  onRepeat?: () => void;
  canRepeat?: boolean;
  /** What 'Cược lại' would stake in all, shown on it; null when there is nothing to repeat. */
  repeatTotal?: number | null;
}

const CHIP_TONES = ['c0', 'c1', 'c2', 'c3', 'c4', 'c5'] as const;

export function ChipPicker({
  chips = CHIP_VALUES,
  onAdd,
  disabled = false,
  limits,
  onDouble,
  canDouble = false,
  onRepeat,
  canRepeat = false,
  repeatTotal = null,
}: ChipPickerProps) {
  return (
    <div className={s.root}>
      <div className={s.chips} role="group" aria-label="Chọn nhanh số tiền cược">
        {chips.map((chip, i) => (
          <button
            key={chip}
            type="button"
            className={`${s.chip} ${s.tone[CHIP_TONES[i % CHIP_TONES.length]]}`}
            aria-label={`${chipLabel(chip)}: ${formatMoney(chip)}`}
            data-testid={`chip-${chip}`}
            // A chip under the minimum still counts: two of them may reach it.
            disabled={disabled || (limits != null && chip > limits.maxBet)}
            onClick={() => onAdd(chip)}
          >
            <span className={s.chipFace}>{chipLabel(chip)}</span>
          </button>
        ))}
      </div>
      {(onRepeat || onDouble) && (
        <div className={s.actions}>
          {onRepeat && (
            <Button variant="secondary" className={s.repeat} onClick={onRepeat} disabled={!canRepeat} data-testid="bet-repeat">
              Cược lại
              {repeatTotal !== null && <span className={s.repeatTotal}>{formatMoney(repeatTotal)}</span>}
            </Button>
          )}
          {onDouble && (
            <Button
              variant="secondary"
              className={s.double}
              onClick={onDouble}
              disabled={!canDouble}
              aria-label="x2: gấp đôi số tiền cược"
              data-testid="bet-double"
            >
              x2
            </Button>
          )}
        </div>
      )}
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
