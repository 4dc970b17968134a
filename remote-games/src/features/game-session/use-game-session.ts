import { useEffect, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { useRealtimeStatus } from '@app/shared';
import { type GameType } from '@app/shared/signed-in';
import { createGameSession } from './game-session';
import type { GameActions, GameSessionView } from './game-session-types';

// The live table of `game` for as long as the screen is mounted.
export function useGameSession(game: GameType): { view: GameSessionView; actions: GameActions } {
  const session = useMemo(() => createGameSession(game), [game]);
  useEffect(() => {
    session.start();
    return () => session.stop();
  }, [session]);
  const snapshot = useSnapshot(session.view) as GameSessionView;
  const connection = useRealtimeStatus();
  return { view: { ...snapshot, connection }, actions: session.actions };
}
