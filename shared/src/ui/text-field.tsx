import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cx } from './cx';
import * as s from './text-field.css';

export interface TextFieldProps extends ComponentPropsWithRef<'input'> {
  label?: ReactNode;
  /** Shown under the field in red; also marks the input aria-invalid. Takes the place of the hint. */
  error?: ReactNode;
  hint?: ReactNode;
  leftIcon?: ReactNode;
  /** Trailing control inside the field (password toggle, currency suffix, copy button). */
  rightSlot?: ReactNode;
  /** `className` styles the wrapper; this one styles the <input> itself. */
  inputClassName?: string;
}

export function TextField({
  label,
  error,
  hint,
  leftIcon,
  rightSlot,
  className,
  inputClassName,
  id,
  disabled,
  type = 'text',
  'aria-describedby': describedBy,
  ref,
  ...inputProps
}: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? `tf-${autoId}`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const noteId = `${inputId}-note`;
  const note = hasError ? error : hint;
  const describedByIds = cx(describedBy, note ? noteId : undefined) || undefined;

  return (
    <div className={cx(s.root, className)}>
      {label && (
        <label htmlFor={inputId} className={s.label}>
          {label}
        </label>
      )}
      <div className={cx(s.control, hasError && s.controlInvalid, disabled && s.controlDisabled)}>
        {leftIcon ? (
          <span className={s.leftSlot} aria-hidden="true">
            {leftIcon}
          </span>
        ) : null}
        <input
          ref={ref}
          id={inputId}
          type={type}
          disabled={disabled}
          aria-invalid={hasError || undefined}
          aria-describedby={describedByIds}
          className={cx(s.input, leftIcon ? s.inputWithLeft : null, rightSlot ? s.inputWithRight : null, inputClassName)}
          {...inputProps}
        />
        {rightSlot ? <span className={s.rightSlot}>{rightSlot}</span> : null}
      </div>
      {note ? (
        <p id={noteId} className={hasError ? s.error : s.hint} role={hasError ? 'alert' : undefined}>
          {note}
        </p>
      ) : null}
    </div>
  );
}
