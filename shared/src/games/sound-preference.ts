import { proxy, subscribe } from 'valtio';
import { keepThroughLogout, readLocal, writeLocal } from '../session/storage';

// Whether the tables make sound: one switch, shown on each table's header and on the account tab,
// remembered on this device. On unless the player turned it off; even on, nothing sounds before the
// player's first tap on a table (browsers refuse sound a page starts by itself).
export const SOUND_KEY = 'table-sound';
keepThroughLogout(SOUND_KEY);

export const soundPreference = proxy({ on: readLocal(SOUND_KEY) !== 'off' });

subscribe(soundPreference, () => writeLocal(SOUND_KEY, soundPreference.on ? 'on' : 'off'));

export function setSoundOn(on: boolean): void {
  soundPreference.on = on;
}
