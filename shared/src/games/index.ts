export * from './fairness/verify-round';
export { soundPreference, setSoundOn, SOUND_KEY } from './sound-preference';
export { roundNet, ROUND_NET_LABELS, type RoundNet, type RoundNetOutcome } from './round-net';
export { playersOnlineStore, onPlayersOnline, usePlayersOnline, type PlayersOnlineState } from './players-online-store';
export { PlayersOnline } from './players-online';
