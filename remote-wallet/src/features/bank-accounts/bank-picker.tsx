import { useId, useMemo, useState } from 'react';
import { BankBadge, Button, Icon, Spinner } from '@app/shared';
import { type Bank } from '@app/shared/signed-in';
import * as s from './bank-accounts.css';

export interface BankPickerProps {
  banks: readonly Bank[];
  loading: boolean;
  loadError: string | null;
  onRetry: () => void;
  value: string | undefined;
  onChange: (code: string) => void;
  onBlur: () => void;
  error?: string;
  disabled?: boolean;
}

const fold = (v: string) =>
  v
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/gi, 'd')
    .toLowerCase();

// A searchable list of the banks, opened in place under the field (no dialog on top of a dialog).
export function BankPicker({ banks, loading, loadError, onRetry, value, onChange, onBlur, error, disabled }: BankPickerProps) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const listId = useId();
  const labelId = useId();
  const selected = banks.find((b) => b.bankCode === value);
  const active = useMemo(() => banks.filter((b) => b.isActive !== false), [banks]);
  const shown = useMemo(() => {
    const q = fold(query.trim());
    if (!q) return active;
    return active.filter((b) => fold(`${b.shortName} ${b.bankCode} ${b.name}`).includes(q));
  }, [active, query]);

  const choose = (code: string) => {
    onChange(code);
    setOpen(false);
    setQuery('');
    onBlur();
  };

  return (
    <div className={s.field}>
      <span id={labelId} className={s.fieldLabel}>
        Ngân hàng
      </span>
      <button
        type="button"
        className={error ? s.pickerButtonInvalid : s.pickerButton}
        aria-expanded={open}
        aria-controls={listId}
        // Named by what it shows (the bank chosen, or 'Chọn ngân hàng'), so that a voice command
        // naming what is on screen finds it; the field's label describes it.
        aria-describedby={labelId}
        aria-invalid={error ? true : undefined}
        disabled={disabled}
        onClick={() => {
          if (open) onBlur();
          setOpen((v) => !v);
        }}
        data-testid="bank-code-picker"
      >
        {selected ? (
          <>
            <BankBadge code={selected.bankCode} shortName={selected.shortName} name={selected.name} logo={selected.logo} size={28} />
            <span className={s.pickerText}>
              <strong>{selected.shortName}</strong>
              <span className={s.muted}>{selected.name}</span>
            </span>
          </>
        ) : (
          <span className={s.pickerPlaceholder}>{value ? value : 'Chọn ngân hàng'}</span>
        )}
        <Icon name="chevron-right" size={18} className={open ? s.chevronOpen : s.chevron} />
      </button>
      {error && !open && (
        <p className={s.fieldError} role="alert">
          {error}
        </p>
      )}
      {open && (
        <div className={s.pickerPanel} id={listId}>
          <input
            className={s.search}
            type="search"
            placeholder="Tìm ngân hàng"
            aria-label="Tìm ngân hàng"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            data-testid="bank-search"
            autoFocus
          />
          {loading && banks.length === 0 ? (
            <div className={s.center}>
              <Spinner size="sm" />
            </div>
          ) : loadError && banks.length === 0 ? (
            <div className={s.center}>
              <p className={s.fieldError}>{loadError}</p>
              <Button size="sm" variant="secondary" onClick={onRetry}>
                Thử lại
              </Button>
            </div>
          ) : (
            <ul className={s.options} role="listbox" aria-labelledby={labelId}>
              {shown.map((bank) => (
                <li key={bank.bankCode} role="option" aria-selected={bank.bankCode === value}>
                  <button
                    type="button"
                    className={bank.bankCode === value ? s.optionSelected : s.option}
                    onClick={() => choose(bank.bankCode)}
                    data-testid={`bank-option-${bank.bankCode}`}
                  >
                    <BankBadge code={bank.bankCode} shortName={bank.shortName} name={bank.name} logo={bank.logo} size={28} />
                    <span className={s.pickerText}>
                      <strong>{bank.shortName}</strong>
                      <span className={s.muted}>{bank.name}</span>
                    </span>
                  </button>
                </li>
              ))}
              {shown.length === 0 && <li className={s.emptyOption}>Không tìm thấy ngân hàng</li>}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
