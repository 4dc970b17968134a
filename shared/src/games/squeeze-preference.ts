import { proxy, subscribe } from 'valtio';
import { keepThroughLogout, readLocal, writeLocal } from '../session/storage';

// "Tự nặn bát" at the xóc đĩa table: the player drags the bowl off the plate themselves instead of
// watching it lift. Off unless they turn it on, remembered on this device like the sound switches.
export const SQUEEZE_KEY = 'table-squeeze';
keepThroughLogout(SQUEEZE_KEY);

export const squeezePreference = proxy({ on: readLocal(SQUEEZE_KEY) === 'on' });

subscribe(squeezePreference, () => writeLocal(SQUEEZE_KEY, squeezePreference.on ? 'on' : 'off'));

export function setSqueezeOn(on: boolean): void {
  squeezePreference.on = on;
}
