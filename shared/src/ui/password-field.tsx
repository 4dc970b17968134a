import { useId, useState } from 'react';
import { Icon } from './icon';
import { TextField, type TextFieldProps } from './text-field';
import * as s from './password-field.css';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'rightSlot'> {
  defaultVisible?: boolean;
  showLabel?: string;
  hideLabel?: string;
}

export function PasswordField({
  defaultVisible = false,
  showLabel = 'Hiện mật khẩu',
  hideLabel = 'Ẩn mật khẩu',
  id,
  autoComplete = 'current-password',
  ...props
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(defaultVisible);
  const autoId = useId();
  const inputId = id ?? `pw-${autoId}`;

  return (
    <TextField
      {...props}
      id={inputId}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      // Passwords are never auto-capitalised or corrected by mobile keyboards.
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      rightSlot={
        <button
          type="button"
          className={s.toggle}
          aria-label={visible ? hideLabel : showLabel}
          aria-controls={inputId}
          // Keep focus (and the on-screen keyboard) in the input while toggling.
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => setVisible((v) => !v)}
          disabled={props.disabled}
        >
          <Icon name={visible ? 'eye-off' : 'eye'} size={20} />
        </button>
      }
    />
  );
}
