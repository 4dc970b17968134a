import type { Struct } from 'superstruct';
import { Field, useFormState } from 'react-final-form';
import { fieldError } from '../contracts/validate';
import {
  FormCurrencyInput,
  FormPasswordField,
  FormTextField,
  type FormCurrencyInputProps,
  type FormPasswordFieldProps,
  type FormTextFieldProps,
} from '../ui/form-fields';

/** A field's rule: the message for a wrong value, else undefined. `all` is every value of the form. */
export type FieldRule = (value: string | undefined, all: object) => string | undefined;

type Rendered = 'input' | 'meta';
type Common = {
  name: string;
  /** A contract struct (its Vietnamese message is the field's) or a rule of the form's own. */
  validate?: FieldRule | Struct<string, unknown>;
};
export type FormFieldProps = Common &
  (
    | ({ kind?: 'text' } & Omit<FormTextFieldProps, Rendered>)
    | ({ kind: 'password' } & Omit<FormPasswordFieldProps, Rendered>)
    | ({ kind: 'currency' } & Omit<FormCurrencyInputProps, Rendered>)
  );

const COMPONENTS = { text: FormTextField, password: FormPasswordField, currency: FormCurrencyInput } as const;

// A struct is told from a rule by its kind, not by `instanceof Struct`: a remote's contracts may be
// built against its own copy of superstruct, whose class is not this one.
const ruleOf = (validate: Common['validate']): FieldRule | undefined =>
  validate === undefined || typeof validate === 'function' ? validate : fieldError(validate);

/**
 * One field of a form in one line: `<FormField name="phone" validate={phone} label="Số điện thoại" />`.
 * The label, the input, the Vietnamese error under it (after the field is left once, or at once for
 * the server's answer) and its aria wiring come from the ui kit's fields; the field is disabled
 * while the form is sending unless told otherwise.
 */
export function FormField({ name, validate, kind = 'text', disabled, ...rest }: FormFieldProps) {
  const { submitting } = useFormState({ subscription: { submitting: true } });
  const component = COMPONENTS[kind] as typeof FormTextField;
  return <Field name={name} validate={ruleOf(validate)} component={component} {...rest} disabled={disabled ?? submitting} />;
}

/** The rule of a confirmation field: required (with `required`), and equal to the field `other`. */
export const sameAs =
  (other: string, required: string, mismatch: string): FieldRule =>
  (value, all) => {
    if (!value) return required;
    return value === (all as Record<string, unknown>)[other] ? undefined : mismatch;
  };
