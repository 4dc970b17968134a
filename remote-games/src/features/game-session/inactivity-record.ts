import { type GameType } from '@app/shared/signed-in';
// The dice-game inactivity record, kept in the browser per game: how many rounds in a row the
// page sat through without a bet, hidden or untouched. The server decides the idle kick (IDLE_KICK_ROUNDS rounds in a
// row without a bet); this lets the table warn one round before it. Logout wipes local storage,
// record included.

export interface InactivityRecord {
  inactiveRounds: number;
  lastRoundId: number | null;
  lastActivityTime: number | null;
}

// The record as browsers hold it: these names are what earlier pages wrote, and renaming them would
// forget every player's count.
interface StoredRecord {
  consecutiveInactiveSessions: number;
  lastSessionId: number | null;
  lastActivityTime: number | null;
}

const key = (game: GameType) => `game-inactivity-${game}`;
const empty = (): InactivityRecord => ({ inactiveRounds: 0, lastRoundId: null, lastActivityTime: null });

export function readInactivity(game: GameType): InactivityRecord {
  try {
    const parsed = JSON.parse(localStorage.getItem(key(game)) ?? 'null') as Partial<StoredRecord> | null;
    const count = parsed?.consecutiveInactiveSessions;
    if (!parsed || typeof count !== 'number' || !Number.isSafeInteger(count) || count < 0) return empty();
    return {
      inactiveRounds: count,
      lastRoundId: typeof parsed.lastSessionId === 'number' ? parsed.lastSessionId : null,
      lastActivityTime: typeof parsed.lastActivityTime === 'number' ? parsed.lastActivityTime : null,
    };
  } catch {
    return empty();
  }
}

function write(game: GameType, record: InactivityRecord): InactivityRecord {
  const stored: StoredRecord = {
    consecutiveInactiveSessions: record.inactiveRounds,
    lastSessionId: record.lastRoundId,
    lastActivityTime: record.lastActivityTime,
  };
  try {
    localStorage.setItem(key(game), JSON.stringify(stored));
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
  roundId: number,
  { betOn, watched = false }: { betOn: boolean; watched?: boolean },
  now: number = Date.now(),
): InactivityRecord {
  const record = readInactivity(game);
  if (record.lastRoundId !== null && roundId <= record.lastRoundId) return record;
  if (betOn) return write(game, { inactiveRounds: 0, lastRoundId: roundId, lastActivityTime: now });
  if (watched) return write(game, { ...record, lastRoundId: roundId, lastActivityTime: now });
  return write(game, { ...record, inactiveRounds: record.inactiveRounds + 1, lastRoundId: roundId });
}

// A bet, or coming back to the table after being asked to leave: the count starts again.
export function recordActivity(game: GameType, now: number = Date.now()): InactivityRecord {
  return write(game, { ...readInactivity(game), inactiveRounds: 0, lastActivityTime: now });
}
