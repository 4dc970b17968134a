import {
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type ClipboardEvent,
  type ChangeEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { cx } from './cx';
import {
  DEFAULT_AMOUNT_SEPARATOR,
  MAX_AMOUNT_DIGITS,
  digitsBefore,
  formatDigits,
  positionAfterDigits,
  toRawDigits,
} from './currency-format';
import { mergeRefs } from './merge-refs';
import { TextField, type TextFieldProps } from './text-field';
import * as s from './text-field.css';

export interface CurrencyInputProps extends Omit<TextFieldProps, 'value' | 'defaultValue' | 'onChange' | 'type' | 'rightSlot'> {
  /** Raw amount (digit string or number). Changing it from outside replaces what is shown. */
  value?: string | number | null;
  defaultValue?: string | number | null;
  /** The raw digit string ('1500000'), or undefined when the field is empty. */
  onChange?: (raw: string | undefined) => void;
  /** Thousands separator; comma by default. */
  separator?: string;
  maxDigits?: number;
  /** Unit shown inside the field, e.g. 'VNĐ'. */
  suffix?: ReactNode;
}

// Keys that move, edit, submit or leave the field, plus keys that type nothing by themselves.
// 'Unidentified' and 'Process' are what Android and IME keyboards report for every key press, so
// blocking them would make the field untypeable there; what they insert is filtered in onChange.
const ALLOWED_KEYS = new Set([
  'Backspace',
  'Delete',
  'Tab',
  'Enter',
  'Escape',
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
  'PageUp',
  'PageDown',
  'Shift',
  'Control',
  'Alt',
  'Meta',
  'CapsLock',
  'Unidentified',
  'Process',
]);
const CLIPBOARD_SHORTCUTS = new Set(['a', 'c', 'v', 'x']);

export function CurrencyInput({
  value,
  defaultValue,
  onChange,
  separator = DEFAULT_AMOUNT_SEPARATOR,
  maxDigits = MAX_AMOUNT_DIGITS,
  suffix,
  placeholder = 'Nhập số tiền',
  onKeyDown,
  onPaste,
  inputClassName,
  ref,
  ...rest
}: CurrencyInputProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const setRefs = useMemo(() => mergeRefs(inputRef, ref), [ref]);
  const [digits, setDigits] = useState(() => toRawDigits(value ?? defaultValue));
  // Re-render even when the digits did not change (a rejected key or an over-long paste), so the
  // layout effect can put the caret back where the browser moved it.
  const [, forceRender] = useReducer((n: number) => n + 1, 0);
  const pendingCaret = useRef<number | null>(null);

  // Follow the `value` prop when the parent changes it (form reset, quick-amount buttons), but not
  // on every render, so an uncontrolled field keeps what the user typed.
  const [seenValue, setSeenValue] = useState(value);
  if (!Object.is(value, seenValue)) {
    setSeenValue(value);
    const incoming = toRawDigits(value);
    if (incoming !== digits) setDigits(incoming);
  }

  const display = formatDigits(digits, separator);

  useLayoutEffect(() => {
    const el = inputRef.current;
    const caretDigits = pendingCaret.current;
    pendingCaret.current = null;
    // Only steer the caret of a field the user is typing in; never steal focus or selection.
    if (el && caretDigits !== null && el.ownerDocument.activeElement === el) {
      const pos = positionAfterDigits(display, caretDigits);
      el.setSelectionRange(pos, pos);
    }
  });

  const commit = (nextDigits: string, caretDigits: number) => {
    pendingCaret.current = Math.max(0, caretDigits);
    if (nextDigits.length > maxDigits) {
      forceRender();
      return false;
    }
    if (nextDigits !== digits) {
      setDigits(nextDigits);
      onChange?.(nextDigits === '' ? undefined : nextDigits);
    } else {
      forceRender();
    }
    return true;
  };

  // Splices digits in (or out) by digit position, then drops leading zeros: "0" alone means empty.
  const splice = (from: number, to: number, insert: string) => {
    const joined = digits.slice(0, from) + insert + digits.slice(to);
    const trimmed = joined.replace(/^0+/, '');
    const caret = from + insert.length - (joined.length - trimmed.length);
    return { next: trimmed, caret };
  };

  const handleChange = (e: ChangeEvent<HTMLInputElement>) => {
    // Covers typing, IME/Android input, autofill and drag-and-drop: keep the digits, drop the rest.
    const el = e.target;
    const raw = el.value;
    const caretPos = el.selectionStart ?? raw.length;
    const beforeCaret = digitsBefore(raw, caretPos);
    const all = raw.replace(/\D/g, '');
    const trimmed = all.replace(/^0+/, '');
    const leading = all.length - trimmed.length;
    const accepted = commit(trimmed, beforeCaret - leading);
    if (!accepted) {
      // Too long: stay put, with the caret where it was before the rejected digits.
      pendingCaret.current = Math.max(0, beforeCaret - (all.length - digits.length));
    }
  };

  const handleKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(e);
    if (e.defaultPrevented || e.nativeEvent.isComposing) return;
    const { key } = e;

    if (e.ctrlKey || e.metaKey) {
      if (key.length === 1 && !CLIPBOARD_SHORTCUTS.has(key.toLowerCase())) e.preventDefault();
      return;
    }

    if (key === 'Backspace' || key === 'Delete') {
      // Deleting "across" a separator would only remove the comma, which formatting puts straight
      // back; remove the digit behind it instead so the key always does something.
      const el = e.currentTarget;
      const start = el.selectionStart ?? 0;
      const end = el.selectionEnd ?? start;
      if (start !== end) return;
      const neighbour = key === 'Backspace' ? display[start - 1] : display[start];
      if (neighbour === undefined || /\d/.test(neighbour)) return;
      e.preventDefault();
      const at = digitsBefore(display, start);
      const { next, caret } = key === 'Backspace' ? splice(Math.max(0, at - 1), at, '') : splice(at, at + 1, '');
      commit(next, caret);
      return;
    }

    if (/^[0-9]$/.test(key) || ALLOWED_KEYS.has(key) || /^F\d{1,2}$/.test(key)) return;
    e.preventDefault();
  };

  const handlePaste = (e: ClipboardEvent<HTMLInputElement>) => {
    onPaste?.(e);
    if (e.defaultPrevented) return;
    // Handled by hand so a pasted "1.500.000 đ" or "1,500,000" becomes 1500000 in one step.
    e.preventDefault();
    const pasted = e.clipboardData.getData('text').replace(/\D/g, '');
    if (!pasted) return;
    const el = e.currentTarget;
    const start = el.selectionStart ?? display.length;
    const end = el.selectionEnd ?? start;
    const { next, caret } = splice(digitsBefore(display, start), digitsBefore(display, end), pasted);
    commit(next, caret);
  };

  return (
    <TextField
      {...rest}
      ref={setRefs}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      placeholder={placeholder}
      value={display}
      onChange={handleChange}
      onKeyDown={handleKeyDown}
      onPaste={handlePaste}
      inputClassName={cx(s.numeric, inputClassName)}
      rightSlot={suffix ? <span className={s.suffix}>{suffix}</span> : undefined}
    />
  );
}
