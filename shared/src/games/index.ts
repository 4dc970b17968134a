export * from './fairness/verify-round';
export {
  soundPreference,
  setMusicOn,
  setEffectsOn,
  readSoundPreference,
  MUSIC_KEY,
  EFFECTS_KEY,
  OLD_SOUND_KEY,
  type SoundPreference,
} from './sound-preference';
export { squeezePreference, setSqueezeOn, SQUEEZE_KEY } from './squeeze-preference';
export { roundNet, ROUND_NET_LABELS, type RoundNet, type RoundNetOutcome } from './round-net';
export { playersOnlineStore, onPlayersOnline, usePlayersOnline, type PlayersOnlineState } from './players-online-store';
export { PlayersOnline } from './players-online';
export { jackpotStore, onJackpotPool, useJackpot } from './jackpot-store';
export { JackpotPool } from './jackpot-pool';
