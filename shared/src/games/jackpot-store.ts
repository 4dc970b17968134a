import { useEffect } from 'react';
import { proxy, useSnapshot } from 'valtio';
import { getJackpot } from '../api/games/get-jackpot';
import { GAME_EVENTS } from '../contracts/game-api';
import type { JackpotDto } from '../contracts/jackpot';
import { subscribeRealtime, createResource } from '@app/shared';

// The hũ as the page knows it: read once (the first screen that shows it asks), then kept by the
// server's `jackpotPool`, which comes once a round's result phase is over, so the pool never moves
// before the reveal of the round that moved it. One store for the page: the home card, the table
// and its rules read the same figure.
export const jackpotStore = proxy<{ jackpot: JackpotDto | null }>({ jackpot: null });

const request = createResource(() => getJackpot());

function isJackpot(payload: unknown): payload is JackpotDto {
  const p = payload as Partial<JackpotDto> | null;
  return (
    typeof p === 'object' &&
    p !== null &&
    typeof p.gameType === 'string' &&
    [p.pool, p.shareBasisPoints, p.seedAmount, p.capPerBet].every((n) => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0)
  );
}

export function onJackpotPool(payload: unknown): void {
  if (isJackpot(payload)) jackpotStore.jackpot = payload;
}

// Listened to from the start, as the players-online figures are: a screen drawn later still has it.
subscribeRealtime(GAME_EVENTS.jackpotPool, onJackpotPool);

/** The hũ, read on first use; null until known (or when it cannot be read: nothing is shown). */
export function useJackpot(): JackpotDto | null {
  const { jackpot } = useSnapshot(jackpotStore);
  useEffect(() => {
    if (jackpotStore.jackpot === null) request.get().then(onJackpotPool, () => undefined);
  }, []);
  return jackpot;
}
