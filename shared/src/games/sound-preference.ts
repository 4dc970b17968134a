import { proxy, subscribe } from 'valtio';
import { keepThroughLogout, readLocal, removeLocal, writeLocal } from '../session/storage';

// The tables' sound as two switches, shown on each table's header and on the account tab and
// remembered on this device: the music (a quiet loop under the table, off until the player asks for
// it) and the effects (the shake, the bowl, a win; on unless the player turned them off). Even on,
// nothing sounds before the player's first tap on a table (browsers refuse sound a page starts by
// itself).
export const MUSIC_KEY = 'table-music';
export const EFFECTS_KEY = 'table-effects';
// The one switch there was before ('on' / 'off'): it covered the effects, and an 'off' meant quiet,
// so it becomes the effects' value and the music stays off either way.
export const OLD_SOUND_KEY = 'table-sound';
keepThroughLogout(MUSIC_KEY);
keepThroughLogout(EFFECTS_KEY);

export interface SoundPreference {
  music: boolean;
  effects: boolean;
}

/** The switches as stored, the old single switch carried over (once) when the effects have none yet. */
export function readSoundPreference(): SoundPreference {
  const old = readLocal(OLD_SOUND_KEY);
  if (old !== null) {
    if (readLocal(EFFECTS_KEY) === null) writeLocal(EFFECTS_KEY, old === 'off' ? 'off' : 'on');
    removeLocal(OLD_SOUND_KEY);
  }
  return { music: readLocal(MUSIC_KEY) === 'on', effects: readLocal(EFFECTS_KEY) !== 'off' };
}

export const soundPreference = proxy<SoundPreference>(readSoundPreference());

subscribe(soundPreference, () => {
  writeLocal(MUSIC_KEY, soundPreference.music ? 'on' : 'off');
  writeLocal(EFFECTS_KEY, soundPreference.effects ? 'on' : 'off');
});

export function setMusicOn(on: boolean): void {
  soundPreference.music = on;
}

export function setEffectsOn(on: boolean): void {
  soundPreference.effects = on;
}
