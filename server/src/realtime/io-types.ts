// The socket.io server typed with the contract's event maps: an emit whose name or payload the
// client does not know is a type error here rather than an event nobody listens to.
import type { Server, Socket } from 'socket.io';
import type { ClientToServerEvents, GameType, ServerToClientEvents } from '@app/shared/contracts';
import type { AuthContext } from '../auth/authenticator';

// The events sent to a game's whole room, which each node broadcasts to its own sockets
// (realtime/local-broadcast.ts).
export const ROOM_EVENTS = [
  'roundResult',
  'bigWins',
  'sessionStatus',
  'currentSessionId',
  'sessionTotals',
  // The table's chat (chat/chat-service.ts).
  'chatMessage',
  'chatHidden',
  'chatEnabled',
] as const satisfies readonly ServerEvent[];
export type RoomEvent = (typeof ROOM_EVENTS)[number];

// Between the nodes (serverSideEmit): a settled round, so each node counts its own idle players;
// an event to a game's room; a game's rounds changed without a room event (a round called off, a
// void round's seed published), so each node's round board reads them again; a node's players at
// each table (realtime/players-online.ts). What another node sends is checked before it is used.
export interface InterServerEvents {
  'games:roundSettled': (payload: { game?: unknown; bettors?: unknown }) => void;
  'games:roundsChanged': (payload: { game?: unknown }) => void;
  'games:roomEvent': (payload: { event?: unknown; payload?: unknown }) => void;
  // A node's players at each table ({gameType: userIds}), whether it wants the others' at once (it
  // has just started).
  'players:here': (payload: { node?: unknown; players?: unknown; ask?: unknown }) => void;
}

// The signals the features send between nodes through the port (Realtime.toOtherNodes); the room
// events' relay and the players' sets are the port's own.
export type NodeSignal = Exclude<keyof InterServerEvents, 'games:roomEvent' | 'players:here'>;
export type NodeSignalPayload<S extends NodeSignal> = Parameters<InterServerEvents[S]>[0];

export interface SocketData {
  auth: AuthContext;
  // The games the socket joined (join_game) and has not left (leave_game), in the order it joined
  // them: what games/live/game-socket.ts answers for when a question names none. An idle kick takes the
  // socket out of the room but not out of this list.
  games?: GameType[];
  // The socket's budget of client events (client-events.ts): tokens left, when last spent (ms),
  // events dropped since the bucket was last full.
  eventTokens?: number;
  eventsAt?: number;
  eventsDropped?: number;
}

export type AppServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
export type AppSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;

export type ServerEvent = keyof ServerToClientEvents;
export type EventPayload<E extends ServerEvent> = Parameters<ServerToClientEvents[E]>[0];
