import type { Db } from '../db/db';
import type { SessionState } from './session-store';

// The session rows this node has read, kept for a moment: without it, every authenticated request
// (every bet) costs a database round trip before it does anything (docs/decisions/session-cache.md).
//
// How a revocation still takes effect:
// - at once, on every node: a trigger on sessions and users NOTIFYs 'session_changed' when the
//   transaction that revokes a session, bans, renames or demotes a player commits (migration 010),
//   and each node drops what it kept of that session or player before answering anything else;
// - while a node's listening connection is down (the database restarting, the link cut), it keeps
//   nothing and reads every session, as if there were no cache;
// - and whatever happens, nothing is kept longer than SESSION_CACHE_MS.
// A read that was under way when a notice arrived is not kept (the generation counter): it may have
// seen the row from before the change.
export const SESSION_CACHE_MS = 2_000;
const CHANNEL = 'session_changed';
// Beyond this many sessions the oldest kept ones go first (Map keeps insertion order).
const MAX_SESSIONS = 100_000;

export interface SessionCache {
  find(loginSessionId: string, load: () => Promise<SessionState | null>): Promise<SessionState | null>;
  stop(): Promise<void>;
}

export async function createSessionCache(db: Db, now: () => number = Date.now): Promise<SessionCache> {
  const kept = new Map<string, { state: SessionState; until: number }>();
  let live = false;
  let generation = 0;

  const forget = (payload: string) => {
    generation += 1;
    if (!payload.startsWith('user:')) {
      kept.delete(payload);
      return;
    }
    const userId = Number(payload.slice('user:'.length));
    for (const [loginSessionId, entry] of kept) if (entry.state.userId === userId) kept.delete(loginSessionId);
  };
  const stopListening = await db.listen(CHANNEL, forget, (isLive) => {
    live = isLive;
    generation += 1;
    kept.clear();
  });

  return {
    async find(loginSessionId, load) {
      const entry = kept.get(loginSessionId);
      if (live && entry && entry.until > now()) return entry.state;
      if (entry) kept.delete(loginSessionId);
      const startedAt = generation;
      const state = await load();
      // Only a live, valid session is kept: a revoked one is refused by a read each time (rare).
      if (state && !state.revoked && !state.banned && live && generation === startedAt) {
        if (kept.size >= MAX_SESSIONS) kept.delete(kept.keys().next().value!);
        kept.set(loginSessionId, { state, until: now() + SESSION_CACHE_MS });
      }
      return state;
    },
    async stop() {
      kept.clear();
      await stopListening();
    },
  };
}
