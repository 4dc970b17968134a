import { useSnapshot } from 'valtio';
import { Icon, SwitchRow } from '@app/shared';
import { setSqueezeOn, squeezePreference } from '@app/shared/signed-in';

// "Tự nặn bát": at the xóc đĩa table the player drags the bowl off themselves. The table has the
// same switch beside its plate; both are remembered on this device.
export function SqueezeSwitchRow() {
  const { on } = useSnapshot(squeezePreference);
  return (
    <SwitchRow
      label="Tự nặn bát (Xóc đĩa)"
      on={on}
      onToggle={() => setSqueezeOn(!on)}
      icon={<Icon name="coins" size={22} />}
      testId="squeeze-switch"
    />
  );
}
