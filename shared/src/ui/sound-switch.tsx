import { useSnapshot } from 'valtio';
import { setSoundOn, soundPreference } from '../games/sound-preference';
import { Icon } from './icon';
import * as s from './sound-switch.css';
import { SwitchRow } from './switch-row';

export interface SoundSwitchProps {
  /** 'icon' in a table's header; 'row' (with its words) on the account tab. */
  variant?: 'icon' | 'row';
  /** After the switch moved (the table opens its sound output on this tap). */
  onChange?: (on: boolean) => void;
}

// The tables' sound on or off, remembered on this device.
export function SoundSwitch({ variant = 'icon', onChange }: SoundSwitchProps) {
  const { on } = useSnapshot(soundPreference);
  const toggle = () => {
    setSoundOn(!on);
    onChange?.(!on);
  };
  const icon = <Icon name={on ? 'sound-on' : 'sound-off'} size={variant === 'icon' ? 20 : 22} />;
  if (variant === 'row') return <SwitchRow label="Âm thanh bàn chơi" on={on} onToggle={toggle} icon={icon} testId="sound-switch" />;
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      aria-label="Âm thanh"
      className={s.icon}
      onClick={toggle}
      data-testid="sound-switch"
    >
      {icon}
    </button>
  );
}
