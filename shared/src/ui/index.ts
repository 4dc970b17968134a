// The shared UI kit. Importing any component also brings in the theme tokens and global styles.
export { vars } from '../theme';

export { AppBackground, type AppBackgroundProps } from './app-background';
export {
  BANK_BADGE_COLORS,
  BANK_BADGE_SIZES,
  BankBadge,
  bankBadgeColor,
  bankBadgeColorIndex,
  bankBadgeText,
  type BankBadgeProps,
  type BankBadgeSize,
} from './bank-badge';
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './button';
export { Card, type CardProps } from './card';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export {
  DEFAULT_AMOUNT_SEPARATOR,
  VND_AMOUNT_SEPARATOR,
  MAX_AMOUNT_DIGITS,
  formatAmountInput,
  formatDigits,
  toRawDigits,
} from './currency-format';
export { CurrencyInput, type CurrencyInputProps } from './currency-input';
export { EmptyState, type EmptyStateProps } from './empty-state';
export { ErrorCard, type ErrorCardProps } from './error-card';
export { ErrorPage, type ErrorPageProps } from './error-page';
export {
  FormCurrencyInput,
  FormPasswordField,
  FormTextField,
  metaError,
  type FormCurrencyInputProps,
  type FormPasswordFieldProps,
  type FormTextFieldProps,
} from './form-fields';
export { toSubmitErrors } from './submit-errors';
export { ICON_NAMES, Icon, type IconName, type IconProps } from './icon';
export { SoundSwitches, type SoundSwitchesProps, type SoundKind } from './sound-switch';
export { SwitchRow, type SwitchRowProps } from './switch-row';
export { Logo, PRODUCT_NAME, type LogoLayout, type LogoProps, type LogoSize } from './logo';
export { Modal, type ModalPosition, type ModalProps, type ModalSize } from './modal';
export { PasswordField, type PasswordFieldProps } from './password-field';
export { APP_VIEWPORT_ID, getPortalTarget } from './portal';
export { Preloader, type PreloaderProps } from './preloader';
export { Skeleton, type SkeletonProps } from './skeleton';
export { Spinner, type SpinnerProps, type SpinnerSize } from './spinner';
export { TextField, type TextFieldProps } from './text-field';
export { toastContainerProps } from './toast-config';
export { useHoldTakeOver, whenScreenReady } from './screen-ready';
export { visuallyHidden } from './a11y.css';
