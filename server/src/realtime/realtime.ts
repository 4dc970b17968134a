import type { GameType, OperatorRole } from '@app/shared/contracts';
import type { ClientEventHandler, ClientEvent } from './client-events';
import type { AppSocket, EventPayload, NodeSignal, NodeSignalPayload, RoomEvent, ServerEvent } from './io-types';

// The one door to the sockets: every event the server sends leaves through here (the games' own
// through their notifier, which uses this), after the change it tells of has committed, and every
// event a page sends arrives through `onClientEvent`. Nothing else in the server touches socket.io
// (layering.test.ts). Emits reach every node when the Redis adapter is on.
export interface Realtime {
  toUser<E extends ServerEvent>(userId: number, event: E, payload: EventPayload<E>): void;
  toSession<E extends ServerEvent>(loginSessionId: string, event: E, payload: EventPayload<E>): void;
  // The player's sockets and those watching one of their orders (order_<id>), once each.
  toOrder<E extends ServerEvent>(userId: number, orderId: number, event: E, payload: EventPayload<E>): void;
  // One socket: the answer to its own question, a notice to that tab alone.
  toSocket<E extends ServerEvent>(socket: AppSocket, event: E, payload: EventPayload<E>): void;
  // A game's whole room on every node, each node's sockets by the fast path (local-broadcast.ts).
  toGame<E extends RoomEvent>(event: E, payload: EventPayload<E> & { gameType: GameType }): void;
  // Every room event this node sends or relays from another node, once checked (the round board).
  // Returns the way to stop listening.
  onGameEvent(listener: (event: RoomEvent, payload: EventPayload<RoomEvent>) => void): () => void;
  // The connected operators of `roles` (every operator without it): the rooms operators_<role>,
  // joined on connect by role. Once per socket, however many of the rooms it is in.
  toOperators<E extends ServerEvent>(event: E, payload: EventPayload<E>, roles?: readonly OperatorRole[]): void;
  // Every connected page on every node (what the whole site shows: the operators' announcement).
  toEveryone<E extends ServerEvent>(event: E, payload: EventPayload<E>): void;
  // forceLogout {reason, message} to the sockets of that session, then disconnects them.
  endSession(loginSessionId: string, reason: string): void;
  // The same for every socket of the player (a ban).
  endUserSessions(userId: number, reason: string): void;
  // A page's event, typed by the contract (ClientToServerEvents); what a page sends is checked by
  // the handler all the same.
  onClientEvent<E extends ClientEvent>(event: E, handler: ClientEventHandler<E>): void;
  // A socket of a signed-in page closed.
  onSocketClosed(handler: (socket: AppSocket) => void): void;
  // To the other nodes (with Redis; nothing without): a signal for their own state, no socket's.
  toOtherNodes<S extends NodeSignal>(signal: S, payload: NodeSignalPayload<S>): void;
  onOtherNode<S extends NodeSignal>(signal: S, handler: (payload: NodeSignalPayload<S>) => void): void;
  // Distinct players with a socket in a game's room on every node: the count the pages are sent as
  // `playersOnline` (players-online.ts), this node's part counted now, the others' as they last
  // published it. null where nothing counts them (a test's bare port).
  playersAt(game: GameType): Promise<number | null>;
}
