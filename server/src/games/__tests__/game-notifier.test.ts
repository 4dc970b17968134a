import type { Server } from 'socket.io';
import { GAME_EVENTS, GAME_MESSAGES, INBOX_ITEM_EVENT, type InboxItemDto } from '@app/shared/contracts';
import type { Db } from '../../db/db';
import type { Realtime } from '../../realtime/realtime';
import { createRealtimeService } from '../../realtime/realtime-service';
import type { AppServer } from '../../realtime/io-types';
import { createGameNotifier } from '../live/game-notifier';
import type { Settlement, VoidedRound } from '../settlement-service';

// The settlement's announcements run inside the engine's step, before the result phase is
// announced and the next round opened: they must not wait on the database once per winner.
describe('game notifier: a settled round', () => {
  const WINNERS = 2_000;

  function setup() {
    const toUser: Array<[number, string, unknown]> = [];
    const toRoom: Array<[string, string, unknown]> = [];
    const queries: Array<{ sql: string; params: readonly unknown[] }> = [];
    let answer: (rows: unknown[]) => void = () => undefined;
    let fail: (error: unknown) => void = () => undefined;
    const db = {
      kind: 'pglite',
      query: (sql: string, params: readonly unknown[] = []) => {
        queries.push({ sql, params });
        return new Promise((resolve, reject) => {
          answer = (rows) => resolve({ rows });
          fail = reject;
        });
      },
    } as unknown as Db;
    // One socket in the tài xỉu room, on long-polling: the result reaches it the ordinary way.
    const polling = {
      conn: { readyState: 'open', upgrading: false, writeBuffer: [], transport: { name: 'polling' } },
      emit: (event: string, payload: unknown) => toRoom.push(['game_taixiu', event, payload]),
    };
    const io = {
      to: (room: string) => ({ emit: (event: string, payload: unknown) => toRoom.push([room, event, payload]) }),
      of: () => ({ adapter: { rooms: new Map([['game_taixiu', new Set(['s1'])]]) }, sockets: new Map([['s1', polling]]) }),
    } as unknown as Server;
    // The room events through the port itself (its fast path, to a fake socket); a player's recorded.
    const realtime = {
      ...createRealtimeService(io as unknown as AppServer, 0),
      toUser: (userId: number, event: string, payload: unknown) => toUser.push([userId, event, payload]),
    } as unknown as Realtime;
    const errors: unknown[] = [];
    const notify = createGameNotifier({ realtime, db, onError: (error) => errors.push(error) });
    return { notify, toUser, toRoom, queries, errors, answer: (rows: unknown[]) => answer(rows), fail: (e: unknown) => fail(e) };
  }

  const settlement = (): Settlement => ({
    result: {
      gameType: 'taixiu',
      sessionId: 7,
      dice: [6, 6, 5],
      outcome: 'tai',
      winningSides: ['tai'],
      seed: 'ab'.repeat(32),
      previousSeed: 'cd'.repeat(32),
      chainId: 1,
      chainIndex: 7,
      settledAt: 1,
    },
    settledNow: true,
    jackpotInboxItems: [],
    jackpotPayouts: [],
    bets: [
      // Winners 1..WINNERS, each with a winning and a losing bet; one player who only lost.
      ...Array.from({ length: WINNERS }, (_, i) => [
        { betId: 2 * i + 1, userId: i + 1, side: 'tai' as const, amount: 1_000, payout: 1_980, status: 'won' as const },
        { betId: 2 * i + 2, userId: i + 1, side: 'xiu' as const, amount: 1_000, payout: 0, status: 'lost' as const },
      ]).flat(),
      { betId: 99_999, userId: 99_999, side: 'xiu', amount: 5_000, payout: 0, status: 'lost' },
    ],
  });

  it('answers at once, then reads every winner balance in one query and announces each', async () => {
    const { notify, toUser, toRoom, queries, errors, answer } = setup();
    const returned = notify.settled(settlement()) as unknown;
    // Nothing to wait for: the round result and every bettor's betSettled went out already.
    expect(returned).toBeUndefined();
    expect(toRoom).toEqual([['game_taixiu', GAME_EVENTS.roundResult, expect.objectContaining({ sessionId: 7 })]]);
    const settled = toUser.filter(([, event]) => event === GAME_EVENTS.betSettled);
    expect(settled).toHaveLength(WINNERS + 1);
    expect(settled[0][2]).toMatchObject({ sessionId: 7, totalStake: 2_000, totalPayout: 1_980 });
    expect(toUser.some(([, event]) => event === GAME_EVENTS.balanceUpdate)).toBe(false);

    // One query for the winners (not the player who only lost).
    expect(queries).toHaveLength(1);
    expect([...(queries[0].params[0] as number[])].sort((a, b) => a - b)).toEqual(Array.from({ length: WINNERS }, (_, i) => i + 1));
    answer(Array.from({ length: WINNERS }, (_, i) => ({ user_id: i + 1, balance: 10_000 + i })));
    await new Promise((resolve) => setImmediate(resolve));
    const balances = toUser.filter(([, event]) => event === GAME_EVENTS.balanceUpdate);
    expect(balances).toHaveLength(WINNERS);
    expect(balances[0]).toEqual([1, GAME_EVENTS.balanceUpdate, { balance: 10_000 }]);
    expect(balances[WINNERS - 1]).toEqual([WINNERS, GAME_EVENTS.balanceUpdate, { balance: 10_000 + WINNERS - 1 }]);
    expect(errors).toEqual([]);
  });

  it('logs a failed balance read instead of throwing into the engine', async () => {
    const { notify, toUser, errors, fail } = setup();
    expect(() => notify.settled(settlement())).not.toThrow();
    const failure = new Error('database gone');
    fail(failure);
    await new Promise((resolve) => setImmediate(resolve));
    expect(errors).toEqual([failure]);
    expect(toUser.some(([, event]) => event === GAME_EVENTS.balanceUpdate)).toBe(false);
  });

  it('reads nothing when nobody won', () => {
    const { notify, queries } = setup();
    const lost = settlement();
    lost.bets = lost.bets.filter((b) => b.status === 'lost');
    notify.settled(lost);
    expect(queries).toEqual([]);
  });
});

describe('game notifier: a round called off', () => {
  const refundItem = (id: number, amount: number): InboxItemDto => ({
    id,
    kind: 'round_refunded',
    amount,
    refId: null,
    note: null,
    securityKind: null,
    ip: null,
    gameType: 'taixiu',
    sessionId: 12,
    createdAt: '2026-11-28T02:00:00.000Z',
    readAt: null,
  });

  it('tells each player their bets came back, why, in their inbox, and their balance (one query)', async () => {
    const toUser: Array<[number, string, unknown]> = [];
    const queries: Array<readonly unknown[]> = [];
    const db = {
      kind: 'pglite',
      query: async (_sql: string, params: readonly unknown[] = []) => {
        queries.push(params);
        return {
          rows: [
            { user_id: 4, balance: 30_000 },
            { user_id: 9, balance: 5_000 },
          ],
        };
      },
    } as unknown as Db;
    const io = { to: () => ({ emit: () => undefined }) } as unknown as Server;
    // The room events through the port itself (its fast path, to a fake socket); a player's recorded.
    const realtime = {
      ...createRealtimeService(io as unknown as AppServer, 0),
      toUser: (userId: number, event: string, payload: unknown) => toUser.push([userId, event, payload]),
    } as unknown as Realtime;
    const errors: unknown[] = [];
    const notify = createGameNotifier({ realtime, db, onError: (error) => errors.push(error) });
    const voided: VoidedRound = {
      game: 'taixiu',
      roundId: 12,
      chainId: 3,
      voidedNow: true,
      refunds: [
        { betId: 1, userId: 4, amount: 10_000, newBalance: 20_000 },
        { betId: 2, userId: 4, amount: 10_000, newBalance: 30_000 },
        { betId: 3, userId: 9, amount: 5_000, newBalance: 5_000 },
      ],
      inboxItems: [
        { userId: 4, item: refundItem(31, 20_000) },
        { userId: 9, item: refundItem(32, 5_000) },
      ],
    };
    notify.voided(voided);
    await new Promise((resolve) => setImmediate(resolve));
    expect(toUser.filter(([, event]) => event === GAME_EVENTS.betCancelled)).toEqual([
      [4, GAME_EVENTS.betCancelled, { betId: 1, gameType: 'taixiu', sessionId: 12, newBalance: 20_000 }],
      [4, GAME_EVENTS.betCancelled, { betId: 2, gameType: 'taixiu', sessionId: 12, newBalance: 30_000 }],
      [9, GAME_EVENTS.betCancelled, { betId: 3, gameType: 'taixiu', sessionId: 12, newBalance: 5_000 }],
    ]);
    expect(toUser.filter(([, event]) => event === GAME_EVENTS.betError)).toEqual([
      [4, GAME_EVENTS.betError, { gameType: 'taixiu', sessionId: 12, message: GAME_MESSAGES.roundVoided }],
      [9, GAME_EVENTS.betError, { gameType: 'taixiu', sessionId: 12, message: GAME_MESSAGES.roundVoided }],
    ]);
    // Each player's inbox item, written with the refunds, goes to them once (not once per bet).
    expect(toUser.filter(([, event]) => event === INBOX_ITEM_EVENT)).toEqual([
      [4, INBOX_ITEM_EVENT, refundItem(31, 20_000)],
      [9, INBOX_ITEM_EVENT, refundItem(32, 5_000)],
    ]);
    expect(queries).toEqual([[[4, 9]]]);
    expect(toUser.filter(([, event]) => event === GAME_EVENTS.balanceUpdate)).toEqual([
      [4, GAME_EVENTS.balanceUpdate, { balance: 30_000 }],
      [9, GAME_EVENTS.balanceUpdate, { balance: 5_000 }],
    ]);
    expect(errors).toEqual([]);
  });
});

// In a cluster, each node sends what another relays to its own sockets, once it has checked it.
describe('game notifier: room events relayed by another node', () => {
  function setup() {
    const sent: Array<[string, unknown]> = [];
    const relayed: unknown[] = [];
    let onRelay: (payload: unknown) => void = () => undefined;
    // One socket in the tài xỉu room, on long-polling: each event reaches it through socket.emit.
    const socket = {
      conn: { readyState: 'open', upgrading: false, writeBuffer: [], transport: { name: 'polling' } },
      emit: (event: string, payload: unknown) => sent.push([event, payload]),
    };
    const io = {
      of: () => ({ adapter: { rooms: new Map([['game_taixiu', new Set(['s1'])]]) }, sockets: new Map([['s1', socket]]) }),
      on: (event: string, listener: (payload: unknown) => void) => {
        if (event === 'games:roomEvent') onRelay = listener;
      },
      serverSideEmit: (_event: string, payload: unknown) => relayed.push(payload),
    } as unknown as Server;
    const errors: unknown[] = [];
    const realtime = createRealtimeService(io as unknown as AppServer, 0, { cluster: true, onError: (e) => errors.push(e) });
    const notify = createGameNotifier({ realtime, db: {} as Db, onError: (e) => errors.push(e) });
    return { notify, sent, relayed, relay: (payload: unknown) => onRelay(payload), errors };
  }

  it('sends a round opening to its own sockets and relays it, then sends what another node relays', () => {
    const { notify, sent, relayed, relay } = setup();
    const status = { gameType: 'taixiu', sessionId: 5, phase: 'betting' } as unknown as Parameters<typeof notify.status>[0];
    notify.status(status, true);
    expect(sent.map(([event]) => event)).toEqual([GAME_EVENTS.currentSessionId, GAME_EVENTS.sessionStatus]);
    expect(relayed).toEqual([
      { event: GAME_EVENTS.currentSessionId, payload: { gameType: 'taixiu', sessionId: 5 } },
      { event: GAME_EVENTS.sessionStatus, payload: status },
    ]);
    sent.length = 0;
    relay({ event: GAME_EVENTS.sessionTotals, payload: { gameType: 'taixiu', sessionId: 6, totals: {} } });
    expect(sent).toEqual([[GAME_EVENTS.sessionTotals, { gameType: 'taixiu', sessionId: 6, totals: {} }]]);
  });

  it.each([
    ['an unknown event', { event: 'forceLogout', payload: { gameType: 'taixiu', sessionId: 6 } }],
    ['an unknown game', { event: GAME_EVENTS.roundResult, payload: { gameType: 'poker', sessionId: 6 } }],
    ['no round', { event: GAME_EVENTS.roundResult, payload: { gameType: 'taixiu' } }],
    ['a round that is no integer', { event: GAME_EVENTS.roundResult, payload: { gameType: 'taixiu', sessionId: '6' } }],
    ['no payload', { event: GAME_EVENTS.roundResult }],
    ['nothing at all', null],
  ])('sends nothing for %s', (_case, payload) => {
    const { sent, relay, errors } = setup();
    relay(payload);
    expect(sent).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('reports a payload that cannot be sent instead of throwing into the adapter', () => {
    const { relay, errors } = setup();
    const circular: Record<string, unknown> = { gameType: 'taixiu', sessionId: 6 };
    circular.self = circular;
    expect(() => relay({ event: GAME_EVENTS.roundResult, payload: circular })).not.toThrow();
    expect(errors).toHaveLength(1);
  });
});
