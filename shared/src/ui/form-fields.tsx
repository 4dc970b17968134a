import type { ReactNode } from 'react';
import type { FieldMetaState, FieldRenderProps } from 'react-final-form';
import { VND_AMOUNT_SEPARATOR } from './currency-format';
import { CurrencyInput, type CurrencyInputProps } from './currency-input';
import { PasswordField, type PasswordFieldProps } from './password-field';
import { TextField, type TextFieldProps } from './text-field';

// Adapters for react-final-form: `<Field name="amount" component={FormCurrencyInput} label="…" />`.

type InputOwned = 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'onFocus' | 'error';

/**
 * The message a field should show. A validation error waits until the user has left the field once
 * (no red text while they are still typing); a server error from the last submit shows at once and
 * goes away as soon as the user edits the field.
 */
export function metaError(meta: FieldMetaState<unknown>): ReactNode {
  if (meta.touched && meta.error) return toMessage(meta.error);
  if (meta.submitError && !meta.dirtySinceLastSubmit) return toMessage(meta.submitError);
  return undefined;
}

function toMessage(error: unknown): ReactNode {
  if (typeof error === 'string' || typeof error === 'number') return error;
  // Array/object errors belong to nested fields; they are not this input's message.
  return undefined;
}

export type FormTextFieldProps = FieldRenderProps<string | undefined, HTMLInputElement> & Omit<TextFieldProps, InputOwned>;

export function FormTextField({ input, meta, ...rest }: FormTextFieldProps) {
  const { checked: _checked, multiple: _multiple, ...inputProps } = input;
  return <TextField {...rest} {...inputProps} value={input.value ?? ''} error={metaError(meta)} />;
}

export type FormPasswordFieldProps = FieldRenderProps<string | undefined, HTMLInputElement> & Omit<PasswordFieldProps, InputOwned>;

export function FormPasswordField({ input, meta, ...rest }: FormPasswordFieldProps) {
  const { checked: _checked, multiple: _multiple, type: _type, ...inputProps } = input;
  return <PasswordField {...rest} {...inputProps} value={input.value ?? ''} error={metaError(meta)} />;
}

export type FormCurrencyInputProps = FieldRenderProps<string | undefined, HTMLInputElement> & Omit<CurrencyInputProps, InputOwned>;

/** Stores the raw digit string (or undefined) in the form, never the formatted text. */
export function FormCurrencyInput({ input, meta, ...rest }: FormCurrencyInputProps) {
  return (
    <CurrencyInput
      separator={VND_AMOUNT_SEPARATOR}
      {...rest}
      name={input.name}
      value={input.value}
      onChange={(raw) => input.onChange(raw)}
      onBlur={input.onBlur}
      onFocus={input.onFocus}
      error={metaError(meta)}
    />
  );
}
