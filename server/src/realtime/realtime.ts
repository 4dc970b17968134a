// What the rest of the server may ask of the realtime channel. Emits reach every node when the
// Redis adapter is on.
export interface Realtime {
  toUser(userId: number, event: string, payload: unknown): void;
  toSession(sid: string, event: string, payload: unknown): void;
  // forceLogout {reason, message} to the sockets of that session, then disconnects them.
  endSession(sid: string, reason: string): void;
  // The same for every socket of the player (a ban).
  endUserSessions(userId: number, reason: string): void;
}
