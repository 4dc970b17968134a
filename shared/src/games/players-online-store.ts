import { proxy, useSnapshot } from 'valtio';
import { GAME_TYPES, type GameType } from '../contracts/games';
import { PLAYERS_ONLINE_EVENT } from '../contracts/events';
import { subscribeRealtime, onLogout } from '@app/shared';

// How many players sit at each table now, as the server last said (`playersOnline`): sent when the
// socket connects, when it joins a game, and whenever a figure changes. One store for the page, so
// the host's home cards and the games' table read the same figures. A game not yet heard of has no
// figure (nothing is shown, rather than a 0 that is not known).
export interface PlayersOnlineState {
  figures: Partial<Record<GameType, number>>;
}

export const playersOnlineStore = proxy<PlayersOnlineState>({ figures: {} });

/** Takes the server's figures: a count per known game, anything else ignored. */
export function onPlayersOnline(payload: unknown): void {
  if (typeof payload !== 'object' || payload === null) return;
  for (const game of GAME_TYPES) {
    const count = (payload as Record<string, unknown>)[game];
    if (typeof count === 'number' && Number.isSafeInteger(count) && count >= 0) playersOnlineStore.figures[game] = count;
  }
}

// Listened to from the start, not from a screen: the server says the figures once as the socket
// connects, which a screen drawn later (the home screen after a table) would have missed.
subscribeRealtime(PLAYERS_ONLINE_EVENT, onPlayersOnline);

onLogout(() => {
  playersOnlineStore.figures = {};
});

/** The players at `game` now, or undefined until the server has said. */
export function usePlayersOnline(game: GameType): number | undefined {
  return useSnapshot(playersOnlineStore).figures[game];
}
