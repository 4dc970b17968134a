// The dice-game inactivity record, kept in the browser per game: how many rounds in a row the
// page sat through without a bet, hidden or untouched. The server decides the idle kick (IDLE_KICK_ROUNDS rounds in a
// row without a bet); this lets the table warn one round before it. Logout wipes local storage,
// record included.
import type { GameType } from '@app/shared';

export interface InactivityRecord {
  consecutiveInactiveSessions: number;
  lastSessionId: number | null;
  lastActivityTime: number | null;
}

const key = (game: GameType) => `game-inactivity-${game}`;
const empty = (): InactivityRecord => ({ consecutiveInactiveSessions: 0, lastSessionId: null, lastActivityTime: null });

export function readInactivity(game: GameType): InactivityRecord {
  try {
    const parsed = JSON.parse(localStorage.getItem(key(game)) ?? 'null') as Partial<InactivityRecord> | null;
    const count = parsed?.consecutiveInactiveSessions;
    if (!parsed || typeof count !== 'number' || !Number.isSafeInteger(count) || count < 0) return empty();
    return {
      consecutiveInactiveSessions: count,
      lastSessionId: typeof parsed.lastSessionId === 'number' ? parsed.lastSessionId : null,
      lastActivityTime: typeof parsed.lastActivityTime === 'number' ? parsed.lastActivityTime : null,
    };
  } catch {
    return empty();
  }
}

function write(game: GameType, record: InactivityRecord): InactivityRecord {
  try {
    localStorage.setItem(key(game), JSON.stringify(record));
  } catch {
    /* private mode: the count lives for this page only */
  }
  return record;
}

// A round the page saw to its result: with a bet the count starts again; watched (on screen and
// touched) it stays, as the server's does; otherwise it grows. A round already counted (a second
// tab, a replayed event) counts once.
export function recordRound(
  game: GameType,
  sessionId: number,
  { betOn, watched = false }: { betOn: boolean; watched?: boolean },
  now: number = Date.now(),
): InactivityRecord {
  const record = readInactivity(game);
  if (record.lastSessionId !== null && sessionId <= record.lastSessionId) return record;
  if (betOn) return write(game, { consecutiveInactiveSessions: 0, lastSessionId: sessionId, lastActivityTime: now });
  if (watched) return write(game, { ...record, lastSessionId: sessionId, lastActivityTime: now });
  return write(game, { ...record, consecutiveInactiveSessions: record.consecutiveInactiveSessions + 1, lastSessionId: sessionId });
}

// A bet, or coming back to the table after being asked to leave: the count starts again.
export function recordActivity(game: GameType, now: number = Date.now()): InactivityRecord {
  return write(game, { ...readInactivity(game), consecutiveInactiveSessions: 0, lastActivityTime: now });
}
