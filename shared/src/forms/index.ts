export { AppForm, FormError, SubmitButton, type AppFormProps, type FormState, type SubmitButtonProps } from './app-form';
export { FormField, sameAs, type FieldRule, type FormFieldProps } from './form-field';
export { LoginUsernameField, PhoneField, RecoveryCodeField } from './common-fields';
