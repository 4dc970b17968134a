import type { ReactNode } from 'react';
import * as s from './switch-row.css';

export interface SwitchRowProps {
  label: ReactNode;
  on: boolean;
  onToggle: () => void;
  /** Drawn before the label. */
  icon?: ReactNode;
  /** Being read or saved: the switch waits. */
  busy?: boolean;
  testId?: string;
}

// A setting on the account tab, on or off, as one full-width row: its words, then "Bật" or "Tắt".
export function SwitchRow({ label, on, onToggle, icon, busy = false, testId }: SwitchRowProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      aria-busy={busy}
      disabled={busy}
      className={s.row}
      onClick={onToggle}
      data-testid={testId}
    >
      {icon}
      <span className={s.label}>{label}</span>
      <span className={on ? s.stateOn : s.stateOff}>{on ? 'Bật' : 'Tắt'}</span>
    </button>
  );
}
