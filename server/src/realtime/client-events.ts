import { SOCKET_LIMIT_MESSAGES, type ClientToServerEvents } from '@app/shared/contracts';
import type { AppServer, AppSocket } from './io-types';

// The events a page may send, as the contract names them.
export type ClientEvent = keyof ClientToServerEvents;

// What arrives with a client event: the contract's arguments, but nothing in them checked yet (a
// page may send anything, or nothing). A payload is an object whose fields are each `unknown`, or
// null or missing; an acknowledgement callback is `unknown` until the handler sees a function.
// A handler can then only read the fields the contract names, and must check each before use.
type Unchecked<T> = T extends (...args: never[]) => unknown
  ? unknown
  : T extends object
    ? { readonly [K in keyof T]?: unknown } | null | undefined
    : unknown;
type UncheckedArgs<A extends unknown[]> = { [I in keyof A]: Unchecked<Exclude<A[I], undefined>> };
export type ClientEventArgs<E extends ClientEvent> = UncheckedArgs<Parameters<ClientToServerEvents[E]>>;

// A client event's handler, shared by every socket of the server: the socket is its first argument,
// then what the client sent (an acknowledgement callback last, when the client asked for one).
export type ClientEventHandler<E extends ClientEvent> = (socket: AppSocket, ...args: ClientEventArgs<E>) => unknown;

// The handlers as the table keeps them: the dispatcher looks them up by a name the page chose.
type AnyHandler = (socket: AppSocket, ...args: unknown[]) => unknown;

/**
 * What one socket may send: a token bucket of `burst` events refilled at `perSecond`. A page sends a
 * handful of events after it connects (join the games, ask the round) and then almost nothing, so
 * 10 a second with a burst of 20 never touches it. Past the budget, events are dropped unanswered;
 * a socket that keeps sending (`dropsBeforeCut` dropped before its bucket was once full again) is
 * told why (`socketLimited`) and closed. One free account once sent 1,000 questions on one socket
 * and held a node's health check at 3 s: here it gets 20 answers, and the socket is gone 50 events
 * later.
 */
export interface EventBudget {
  perSecond: number;
  burst: number;
  dropsBeforeCut: number;
  // Told once per socket cut, for the operator's log.
  onCut?: (socket: AppSocket, dropped: number) => void;
}

export const DEFAULT_EVENT_BUDGET: EventBudget = { perSecond: 10, burst: 20, dropsBeforeCut: 50 };

interface ServerTable {
  handlers: Map<string, AnyHandler[]>;
  budget: EventBudget;
}

// The handlers of each server, by event name, in the order they were registered, and its budget.
const tables = new WeakMap<AppServer, ServerTable>();

// A socket's bucket, kept as three numbers in its own data: nothing is allocated per event.
function spend(socket: AppSocket, budget: EventBudget): boolean {
  const data = socket.data;
  const now = Date.now();
  let tokens = data.eventTokens ?? budget.burst;
  if (data.eventsAt !== undefined) tokens = Math.min(budget.burst, tokens + ((now - data.eventsAt) * budget.perSecond) / 1000);
  data.eventsAt = now;
  // Quiet long enough to refill the whole bucket: what it dropped before is forgiven.
  if (tokens >= budget.burst) data.eventsDropped = 0;
  if (tokens >= 1) {
    data.eventTokens = tokens - 1;
    return true;
  }
  data.eventTokens = tokens;
  const dropped = (data.eventsDropped ?? 0) + 1;
  data.eventsDropped = dropped;
  if (dropped === budget.dropsBeforeCut) cut(socket, 'TOO_MANY_EVENTS', () => budget.onCut?.(socket, dropped));
  return false;
}

/**
 * Closes one socket on purpose, after telling the page why (a session's room stays; the player is
 * not signed out). A server-side close is one the page does not retry (shared/src/realtime).
 */
export function cut(socket: AppSocket, reason: 'TOO_MANY_EVENTS' | 'TOO_MANY_SOCKETS', report?: () => void): void {
  if (!socket.connected) return;
  socket.emit('socketLimited', { reason, message: SOCKET_LIMIT_MESSAGES[reason] });
  socket.disconnect(true);
  report?.();
}

function tableOf(io: AppServer): ServerTable {
  let table = tables.get(io);
  if (!table) {
    const entry: ServerTable = { handlers: new Map(), budget: DEFAULT_EVENT_BUDGET };
    function dispatch(this: AppSocket, name: string, ...args: unknown[]) {
      if (!spend(this, entry.budget)) return;
      const list = entry.handlers.get(name);
      if (list) for (const handle of list) handle(this, ...args);
    }
    io.on('connection', (socket) => socket.onAny(dispatch));
    tables.set(io, (table = entry));
  }
  return table;
}

// Sets the server's budget (tests shorten it; the realtime plugin gives it the operator's log).
export function limitClientEvents(io: AppServer, budget: EventBudget): void {
  tableOf(io).budget = budget;
}

/**
 * Handles a client event on every socket of the server without a listener per socket. `socket.on`
 * in a connection handler costs each socket a closure (and its context) per event and a slot in
 * its listener table: some 1.5 KB a socket for our eight events, that is, for 5,000 phones, 7 MB
 * that only ever point at the same code. Here each socket gets one shared dispatcher (socket.io's
 * `onAny`, one array slot), which looks the event up in the server's table. socket.io calls it with
 * the socket as `this`, before the socket's own listeners, for client events only (not
 * `disconnect` and the other reserved ones). Every client event, known or not, spends the socket's
 * budget (EventBudget) first.
 */
export function onClientEvent<E extends ClientEvent>(io: AppServer, event: E, handler: ClientEventHandler<E>): void {
  const { handlers } = tableOf(io);
  const list = handlers.get(event);
  const handle = handler as unknown as AnyHandler;
  if (list) list.push(handle);
  else handlers.set(event, [handle]);
}
