// The socket.io server typed with the contract's event maps: an emit whose name or payload the
// client does not know is a type error here rather than an event nobody listens to.
import type { Server, Socket } from 'socket.io';
import type { ClientToServerEvents, GameType, RoundResultDto, ServerToClientEvents } from '@app/shared/contracts';
import type { AuthContext } from '../auth/authenticator';

// Between the nodes (serverSideEmit): a settled round, so each node counts its own idle players;
// a round's result, which each node broadcasts to its own sockets (realtime/local-broadcast.ts).
export interface InterServerEvents {
  'games:roundSettled': (payload: { game?: unknown; bettors?: unknown }) => void;
  'games:roundResult': (payload: RoundResultDto) => void;
}

export interface SocketData {
  auth: AuthContext;
  // The games the socket joined (join_game) and has not left (leave_game), in the order it joined
  // them: what games/game-socket.ts answers for when a question names none. An idle kick takes the
  // socket out of the room but not out of this list.
  games?: GameType[];
}

export type AppServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
export type AppSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;

export type ServerEvent = keyof ServerToClientEvents;
export type EventPayload<E extends ServerEvent> = Parameters<ServerToClientEvents[E]>[0];
