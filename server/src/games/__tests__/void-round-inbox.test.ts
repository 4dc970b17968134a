import { randomBytes } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import {
  GAME_PATHS,
  INBOX_ITEM_EVENT,
  INBOX_PATHS,
  inboxItemText,
  type AdminPlayerProfileDto,
  type FairnessDto,
  type InboxItemDto,
  type InboxPageDto,
} from '@app/shared/contracts';
import { bearer, connectSocket, nextEvent, signupUser, type SignedIn, type TestApp } from '../../test-utils';
import { createGameNotifier } from '../live/game-notifier';
import { voidRound } from '../settlement-service';
import {
  adminHeaders,
  csrfOf,
  fund,
  ledgerCheck,
  manualEngine,
  placeBet,
  startGameApp,
  stopAppEngines,
  url,
  walletBalance,
} from './game-helpers';

// A round the server calls off gives every stake back without the player asking: each player is
// told in the inbox (one item per round with all their stakes of it, written with the refunds),
// live as well, and the operator's profile of the player lists the refunded bets with their round.
describe('a round called off, in the inbox', () => {
  let t: TestApp;
  let baseUrl: string;
  const sockets: Socket[] = [];
  const wrongSecret = randomBytes(32).toString('hex');

  beforeAll(async () => {
    t = await startGameApp({ gameChainLength: 100 });
    await stopAppEngines(t);
    baseUrl = await t.listen();
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t?.close();
  });

  const inboxOf = async (player: SignedIn): Promise<InboxPageDto> =>
    (await t.app.inject({ method: 'GET', url: url(INBOX_PATHS.list), headers: bearer(player.token) })).json().data;
  const refundRows = async (roundId: number) =>
    (
      await t.db.query<{ user_id: number; payload: unknown }>(
        `SELECT user_id::int AS user_id, payload FROM inbox_items WHERE kind = 'round_refunded' AND (payload->>'sessionId')::int = $1 ORDER BY user_id`,
        [roundId],
      )
    ).rows;

  it('each player gets one item with the total of their stakes, pushed live; the ledger still balances', async () => {
    const [a, b] = [await signupUser(t.app), await signupUser(t.app)];
    await fund(t.app, a.user.id, 100_000);
    await fund(t.app, b.user.id, 100_000);
    const socketA = await connectSocket(baseUrl, a.token);
    const socketB = await connectSocket(baseUrl, b.token);
    sockets.push(socketA, socketB);

    // The app's secret opens the round; a node with another secret ends its betting and cannot
    // derive its seed: it calls the round off (as in void-rounds.test.ts).
    const right = manualEngine(t, 'taixiu');
    await right.settle(1);
    await right.step();
    t.app.games.board.forget();
    const open = (await t.app.inject({ method: 'GET', url: url(GAME_PATHS.fairness('taixiu')) })).json().data as FairnessDto;
    const roundId = open.currentSessionId;
    const bet = async (player: SignedIn, side: string, amount: number) => {
      const placed = await placeBet(t.app, { token: player.token, csrf: await csrfOf(t.app, player.token) }, 'taixiu', {
        sessionId: roundId,
        side,
        amount,
      });
      expect(placed.statusCode).toBe(200);
    };
    await bet(a, 'tai', 10_000);
    await bet(a, 'tai', 20_000);
    await bet(b, 'xiu', 15_000);
    expect([await walletBalance(t.app, a.user.id), await walletBalance(t.app, b.user.id)]).toEqual([70_000, 85_000]);

    // The app's own notifier is not reachable from here; one built the same way sends through the
    // app's realtime port to the players' sockets.
    const errors: unknown[] = [];
    const notifier = createGameNotifier({ realtime: t.app.realtime, db: t.db, onError: (e) => errors.push(e) });
    const arrivedA = nextEvent<InboxItemDto>(socketA, INBOX_ITEM_EVENT);
    const arrivedB = nextEvent<InboxItemDto>(socketB, INBOX_ITEM_EVENT);
    const wrong = manualEngine(t, 'taixiu', { fairnessSecret: wrongSecret, onRoundVoided: (voided) => notifier.voided(voided) });
    await wrong.step();
    await wrong.step();
    expect(wrong.warnings.map((w) => w.msg)).toEqual([expect.stringMatching(/called off and its bets refunded/)]);
    t.app.games.board.forget();

    expect([await walletBalance(t.app, a.user.id), await walletBalance(t.app, b.user.id)]).toEqual([100_000, 100_000]);
    const expected = (amount: number) => ({
      kind: 'round_refunded',
      amount,
      gameType: 'taixiu',
      sessionId: roundId,
      refId: null,
      readAt: null,
    });
    const [liveA, liveB] = await Promise.all([arrivedA, arrivedB]);
    expect(liveA).toMatchObject(expected(30_000));
    expect(liveB).toMatchObject(expected(15_000));

    // What the inbox lists is what was pushed, fields and all (the response schema keeps them).
    const [inboxA, inboxB] = [await inboxOf(a), await inboxOf(b)];
    expect(inboxA).toMatchObject({ total: 1, unread: 1 });
    expect(inboxA.items).toEqual([liveA]);
    expect(inboxB).toMatchObject({ total: 1, unread: 1 });
    expect(inboxB.items).toEqual([liveB]);
    expect(inboxItemText(inboxA.items[0]).message).toBe(
      `Phiên #${roundId} Tài xỉu bị hủy, không mở kết quả; 30.000\u00a0đ tiền cược đã được hoàn về ví của bạn`,
    );
    expect((await ledgerCheck(t.app)).ok).toBe(true);
    notifier.stop();
    expect(errors).toEqual([]);

    // Called off again (another node, a retry): nothing moves and no second item is written.
    const again = await voidRound(t.db, 'taixiu', roundId, 'secret_mismatch');
    expect(again).toMatchObject({ voidedNow: false, refunds: [], inboxItems: [] });
    expect(await refundRows(roundId)).toEqual([
      { user_id: a.user.id, payload: { amount: 30_000, game: 'taixiu', sessionId: roundId } },
      { user_id: b.user.id, payload: { amount: 15_000, game: 'taixiu', sessionId: roundId } },
    ]);
    expect((await inboxOf(a)).total).toBe(1);
    expect([await walletBalance(t.app, a.user.id), await walletBalance(t.app, b.user.id)]).toEqual([100_000, 100_000]);
    expect((await ledgerCheck(t.app)).ok).toBe(true);

    // The operator's profile of the player: each refunded bet with its game, round and why.
    const profile = (
      await t.app.inject({ method: 'GET', url: url(`/admin/users/${a.user.id}/profile`), headers: await adminHeaders(t.app) })
    ).json().data as AdminPlayerProfileDto;
    expect(profile.user.balance).toBe(100_000);
    expect(profile.bets.map((bet) => [bet.gameType, bet.sessionId, bet.amount, bet.status, bet.voided?.voidReason])).toEqual([
      ['taixiu', roundId, 20_000, 'refunded', 'secret_mismatch'],
      ['taixiu', roundId, 10_000, 'refunded', 'secret_mismatch'],
    ]);
  });

  it('a round called off with no bets writes no item', async () => {
    const before = Number((await t.db.query<{ n: string }>(`SELECT count(*) AS n FROM inbox_items`)).rows[0].n);
    // A node with another secret opens a round on a chain of its own, which the app's secret cannot
    // derive: the app's clock calls it off.
    const other = manualEngine(t, 'taixiu', { fairnessSecret: wrongSecret });
    await other.settle(1);
    await other.step();
    const app = manualEngine(t, 'taixiu');
    await app.step();
    await app.step();
    expect(app.warnings.map((w) => w.msg)).toEqual([expect.stringMatching(/called off and its bets refunded/)]);
    expect(Number((await t.db.query<{ n: string }>(`SELECT count(*) AS n FROM inbox_items`)).rows[0].n)).toBe(before);
  });
});
