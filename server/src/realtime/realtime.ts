import type { OperatorRole } from '@app/shared/contracts';
import type { EventPayload, ServerEvent } from './io-types';

// What the rest of the server may ask of the realtime channel. Emits reach every node when the
// Redis adapter is on.
export interface Realtime {
  toUser<E extends ServerEvent>(userId: number, event: E, payload: EventPayload<E>): void;
  toSession<E extends ServerEvent>(sid: string, event: E, payload: EventPayload<E>): void;
  // The connected operators of `roles` (every operator without it): the rooms operators_<role>,
  // joined on connect by role. Once per socket, however many of the rooms it is in.
  toOperators<E extends ServerEvent>(event: E, payload: EventPayload<E>, roles?: readonly OperatorRole[]): void;
  // forceLogout {reason, message} to the sockets of that session, then disconnects them.
  endSession(sid: string, reason: string): void;
  // The same for every socket of the player (a ban).
  endUserSessions(userId: number, reason: string): void;
}
