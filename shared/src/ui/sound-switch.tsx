import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { setEffectsOn, setMusicOn, soundPreference } from '../games/sound-preference';
import { Icon } from './icon';
import * as s from './sound-switch.css';
import { SwitchRow } from './switch-row';

export type SoundKind = 'music' | 'effects';

export interface SoundSwitchesProps {
  /** 'icon' in a table's header; 'row' (with its words) on the account tab. */
  variant?: 'icon' | 'row';
  /** After a switch moved (the table opens its sound output on this tap). */
  onChange?: (kind: SoundKind, on: boolean) => void;
}

const LABELS: Record<SoundKind, string> = { music: 'Nhạc nền', effects: 'Hiệu ứng âm thanh' };

// The tables' music and effects, each on or off, remembered on this device.
export function SoundSwitches({ variant = 'icon', onChange }: SoundSwitchesProps) {
  const { music, effects } = useSnapshot(soundPreference);
  const toggle = (kind: SoundKind) => () => {
    const on = kind === 'music' ? !music : !effects;
    (kind === 'music' ? setMusicOn : setEffectsOn)(on);
    onChange?.(kind, on);
  };
  const size = variant === 'icon' ? 20 : 22;
  const icons: Record<SoundKind, ReactNode> = {
    music: <Icon name={music ? 'music' : 'music-off'} size={size} />,
    effects: <Icon name={effects ? 'sound-on' : 'sound-off'} size={size} />,
  };
  const kinds: Array<[SoundKind, boolean]> = [
    ['music', music],
    ['effects', effects],
  ];
  if (variant === 'row')
    return (
      <>
        {kinds.map(([kind, on]) => (
          <SwitchRow key={kind} label={LABELS[kind]} on={on} onToggle={toggle(kind)} icon={icons[kind]} testId={`${kind}-switch`} />
        ))}
      </>
    );
  return (
    <span className={s.group}>
      {kinds.map(([kind, on]) => (
        <button
          key={kind}
          type="button"
          role="switch"
          aria-checked={on}
          aria-label={LABELS[kind]}
          className={s.icon}
          onClick={toggle(kind)}
          data-testid={`${kind}-switch`}
        >
          {icons[kind]}
        </button>
      ))}
    </span>
  );
}
