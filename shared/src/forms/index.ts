export { AppForm, FormError, SubmitButton, type AppFormProps, type FormState, type SubmitButtonProps } from './app-form';
export { FormField, sameAs, type FieldRule, type FormFieldProps } from './form-field';
export { LoginUsernameField, PhoneField, RecoveryCodeField } from './common-fields';
// react-final-form's Field, for a custom widget (a radio group, a bank picker) inside an AppForm. It
// must come from here: @app/shared is one copy in the page, while a remote's own react-final-form
// would be a second copy whose Field cannot see the AppForm's form ("useField must be used inside of
// a <Form>"), which jest, with one copy, never shows.
export { Field } from 'react-final-form';
