import { setSqueezeOn, squeezePreference } from '@app/shared/signed-in';
import { useSnapshot } from 'valtio';
import * as s from './squeeze-switch.css';

// "Tự nặn bát" beside the xóc đĩa plate: the player opens the bowl themselves. The same switch is on
// the account tab; both are remembered on this device.
export function SqueezeSwitch() {
  const { on } = useSnapshot(squeezePreference);
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      aria-label="Tự nặn bát"
      className={s.root}
      onClick={() => setSqueezeOn(!on)}
      data-testid="squeeze-switch"
    >
      <span>Tự nặn</span>
      <span className={on ? s.on : s.off}>{on ? 'Bật' : 'Tắt'}</span>
    </button>
  );
}
