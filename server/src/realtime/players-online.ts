/**
 * Who is at each table: the distinct players with a socket in a game's room (game_<g>), across
 * every node. The one count of it: the operators' overview reads it (Realtime.playersAt) and every
 * page is told it (`playersOnline`: to a socket when it connects and when it joins a game, then to
 * all whenever a figure changes).
 *
 * Off the hot path. A join or a leave only marks the count dirty (the adapter's own join-room /
 * leave-room events, one Set lookup each); a timer recounts at most every `intervalMs` (2 s) and
 * only when something was marked, and the figures go out only when one of them changed, to this
 * node's sockets by the fast path (one frame for all, local-broadcast.ts). A socket that connects or
 * joins gets the figures last counted, not a recount: 5,000 phones reconnecting after a node
 * restart do not each walk a room of 5,000.
 *
 * Across nodes, each node PUBLISHES ITS OWN SET of players per game to the others (serverSideEmit
 * over Redis) when it changed, and at least every `heartbeatMs`; a node counts the union of its own
 * set and the last one each other node sent. Not fetchSockets: over the Redis adapter that asks
 * every node for every socket of the room (with its handshake) and waits for all of them, which
 * every node would have to do every 2 s, since a join on another node marks nothing here. A node
 * not heard from for three heartbeats is dropped (it died without saying so); a node that starts
 * asks the others for their sets at once, and one that stops says it has nobody.
 */
import { randomUUID } from 'node:crypto';
import { GAME_TYPES, PLAYERS_ONLINE_EVENT, isOperatorRole, type GameType, type PlayersOnlineEvent } from '@app/shared/contracts';
import { onClientEvent } from './client-events';
import type { AppServer, AppSocket } from './io-types';
import { broadcastToNode } from './local-broadcast';
import { gameRoom } from './rooms';
import { requestedGames } from './socket-handlers';

export const PLAYERS_ONLINE_INTERVAL_MS = 2_000;
const HEARTBEAT_MS = 15_000;
// More ids than any node holds sockets (5 a session): a larger set from another node is refused.
const MAX_IDS = 200_000;

export interface PlayersOnline {
  // The cluster-wide figure for one game, with this node's part counted now (the overview's read).
  count(game: GameType): number;
  stop(): void;
}

export interface PlayersOnlineOptions {
  cluster?: boolean;
  intervalMs?: number;
  heartbeatMs?: number;
  onError?: (error: unknown) => void;
}

interface OtherNode {
  players: Map<GameType, readonly number[]>;
  heardAt: number;
}

const emptyFigures = (): PlayersOnlineEvent => Object.fromEntries(GAME_TYPES.map((game) => [game, 0])) as PlayersOnlineEvent;

// Another node's sets, checked: a known game's list of player ids, nothing else.
function readPlayers(raw: unknown): Map<GameType, readonly number[]> | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const players = new Map<GameType, readonly number[]>();
  for (const game of GAME_TYPES) {
    const ids = (raw as Record<string, unknown>)[game];
    if (ids === undefined) continue;
    if (!Array.isArray(ids) || ids.length > MAX_IDS || !ids.every((id) => Number.isSafeInteger(id))) return null;
    players.set(game, ids as number[]);
  }
  return players;
}

export function createPlayersOnline(
  io: AppServer,
  {
    cluster = false,
    intervalMs = PLAYERS_ONLINE_INTERVAL_MS,
    heartbeatMs = HEARTBEAT_MS,
    onError = () => undefined,
  }: PlayersOnlineOptions = {},
): PlayersOnline {
  const namespace = io.of('/');
  const node = randomUUID();
  const roomGame = new Map<string, GameType>(GAME_TYPES.map((game) => [gameRoom(game), game]));
  const others = new Map<string, OtherNode>();

  // This node's players at a game now: the room's sockets, each player once. Operators never join
  // a game's room (socket-handlers.ts); checked again here so that one could never count.
  const localPlayers = (game: GameType): Set<number> => {
    const players = new Set<number>();
    const ids = namespace.adapter.rooms.get(gameRoom(game));
    if (!ids) return players;
    for (const id of ids) {
      const auth = namespace.sockets.get(id)?.data.auth;
      if (auth && !isOperatorRole(auth.role)) players.add(auth.userId);
    }
    return players;
  };

  const count = (game: GameType, local = localPlayers(game)): number => {
    if (others.size === 0) return local.size;
    const all = new Set(local);
    for (const other of others.values()) for (const id of other.players.get(game) ?? []) all.add(id);
    return all.size;
  };

  // The figures the pages were last sent (and what a socket that connects or joins is given); none
  // until a cluster node has heard the others.
  let figures: PlayersOnlineEvent | null = cluster ? null : emptyFigures();
  let localDirty = true;
  let othersDirty = false;
  let published: Map<GameType, Set<number>> | null = null;
  let publishedAt = 0;
  let askOthers = cluster;
  // A node that has just started knows only its own players until the others answer its ask: it
  // tells no page a figure before the tick after the ask (the answers had an interval to come).
  let known = !cluster;
  let asked = false;

  const markDirty = (room: string) => {
    if (roomGame.has(room)) localDirty = true;
  };
  namespace.adapter.on('join-room', markDirty);
  namespace.adapter.on('leave-room', markDirty);

  const sameSet = (a: Set<number> | undefined, b: Set<number>) => a !== undefined && a.size === b.size && [...b].every((id) => a.has(id));

  const publish = (sets: Map<GameType, Set<number>>, ask: boolean) => {
    try {
      const players = Object.fromEntries([...sets].map(([game, ids]) => [game, [...ids]]));
      io.serverSideEmit('players:here', { node, players, ...(ask ? { ask: true } : {}) });
      published = sets;
      publishedAt = Date.now();
    } catch (error) {
      onError(error);
    }
  };

  const tick = () => {
    try {
      const now = Date.now();
      for (const [id, other] of others) {
        if (now - other.heardAt <= 3 * heartbeatMs) continue;
        others.delete(id);
        othersDirty = true;
      }
      if (asked && !known) {
        known = true;
        localDirty = true;
      }
      const heartbeat = cluster && now - publishedAt >= heartbeatMs;
      if (!localDirty && !othersDirty && !heartbeat && !askOthers) return;
      const sets = new Map(GAME_TYPES.map((game) => [game, localPlayers(game)]));
      if (cluster && (askOthers || heartbeat || GAME_TYPES.some((game) => !sameSet(published?.get(game), sets.get(game)!)))) {
        publish(sets, askOthers);
        asked ||= askOthers;
        askOthers = false;
      }
      localDirty = false;
      othersDirty = false;
      if (!known) return;
      const next = Object.fromEntries(GAME_TYPES.map((game) => [game, count(game, sets.get(game))])) as PlayersOnlineEvent;
      if (figures && GAME_TYPES.every((game) => next[game] === figures![game])) return;
      figures = next;
      broadcastToNode(io, PLAYERS_ONLINE_EVENT, figures);
    } catch (error) {
      onError(error);
    }
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();

  if (cluster) {
    io.on('players:here', (signal) => {
      try {
        const from = signal?.node;
        const players = readPlayers(signal?.players);
        if (typeof from !== 'string' || from === node || !players) return;
        others.set(from, { players, heardAt: Date.now() });
        othersDirty = true;
        // A node that just started wants every node's set: this one's goes with the next tick.
        if (signal?.ask === true) publishedAt = 0;
      } catch (error) {
        onError(error);
      }
    });
  }

  // A page learns the figures the moment it connects (the home screen's cards) and again when it
  // sits at a table: the socket's own emit, a few bytes, of the figures already counted. Operators'
  // consoles show none. A join is answered after the socket-handlers' own, which put it in the room
  // (registered first): its player is in the next recount.
  const isPlayer = (socket: AppSocket) => Boolean(socket.data.auth) && !isOperatorRole(socket.data.auth.role);
  io.on('connection', (socket) => {
    if (figures && isPlayer(socket)) socket.emit(PLAYERS_ONLINE_EVENT, figures);
  });
  onClientEvent(io, 'join_game', (socket, payload) => {
    if (figures && isPlayer(socket) && requestedGames('join_game', payload).length) socket.emit(PLAYERS_ONLINE_EVENT, figures);
  });

  return {
    count: (game) => count(game),
    stop: () => {
      clearInterval(timer);
      namespace.adapter.off('join-room', markDirty);
      namespace.adapter.off('leave-room', markDirty);
      // The others stop counting this node's players now, not three heartbeats later.
      if (cluster) publish(new Map(GAME_TYPES.map((game) => [game, new Set<number>()])), false);
    },
  };
}
