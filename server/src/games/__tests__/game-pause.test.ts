import { GAME_MESSAGES, GAME_PATHS, type GameConfigDto, type GameStateDto, type RoundStatusDto } from '@app/shared/contracts';
import { auditOf, bearer, connectSocket, signupUser, sleep, stepUpFor, testOperatorId, type TestApp } from '../../test-utils';
import {
  adminHeaders,
  bettingRound,
  csrfOf,
  currentStatus,
  fund,
  ledgerCheck,
  placeBet,
  settledResult,
  startGameApp,
  url,
  walletBalance,
} from './game-helpers';
import { latestRound } from '../round-store';

// Maintenance: an operator pauses tài xỉu while a round takes bets. That round's bets settle as
// usual, no round opens after it, bets are refused with the Vietnamese notice, and every table hears
// the pause at once; on resume a round opens. Xóc đĩa runs on meanwhile.
describe('pausing and resuming a game', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startGameApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const act = async (verb: 'pause' | 'resume', stepUp = true) => {
    const to = url(verb === 'pause' ? GAME_PATHS.adminPause('taixiu') : GAME_PATHS.adminResume('taixiu'));
    const headers = { ...(await adminHeaders(t.app)), ...(stepUp ? await stepUpFor(t.db, await testOperatorId(t.db), 'POST', to) : {}) };
    return t.app.inject({ method: 'POST', url: to, headers });
  };

  it('stops new rounds after the open one, which settles its bets; refuses bets; resumes with a new round', async () => {
    const signedIn = await signupUser(t.app);
    await fund(t.app, signedIn.user.id, 100_000);
    const player = { ...signedIn, csrf: await csrfOf(t.app, signedIn.token) };
    const socket = await connectSocket(await t.listen(), player.token);
    const statuses: RoundStatusDto[] = [];
    socket.on('sessionStatus', (status) => statuses.push(status));
    socket.emit('join_game', { gameType: 'taixiu' });
    try {
      const round = await bettingRound(t.app, 'taixiu', 500);
      const first = {
        sessionId: round.sessionId,
        side: 'tai',
        amount: 10_000,
        idempotencyKey: `pause-${round.sessionId}-${signedIn.user.id}`,
      };
      const bet = await placeBet(t.app, player, 'taixiu', first);
      expect(bet.statusCode).toBe(200);

      // Without the operator's second-level password nothing changes.
      expect((await act('pause', false)).statusCode).toBeGreaterThanOrEqual(400);
      const paused = await act('pause');
      expect(paused.statusCode).toBe(200);
      expect(paused.json().message).toBe(GAME_MESSAGES.gamePausedDone);
      const config = paused.json().data as GameConfigDto;
      expect(config.pausedAt).not.toBeNull();
      // Every table in the room hears it, with the time it was paused.
      await waitFor(() => statuses.some((s) => s.sessionId === round.sessionId && s.pausedAt === config.pausedAt));

      // A bet now is refused (the same round still runs), and moves nothing.
      const refused = await placeBet(t.app, player, 'taixiu', { sessionId: round.sessionId, side: 'xiu', amount: 10_000 });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(GAME_MESSAGES.gamePaused);
      expect(await walletBalance(t.app, signedIn.user.id)).toBe(90_000);
      // A retry of the bet placed before the pause (its answer lost) still gets that bet.
      const retry = await placeBet(t.app, player, 'taixiu', first);
      expect(retry.json()).toMatchObject({ success: true, data: { betId: bet.json().data.betId, replayed: true } });
      expect((await act('pause')).json().message).toBe(GAME_MESSAGES.alreadyPaused);

      // The open round settles its bet as usual ...
      const result = await settledResult(t.app, 'taixiu', round.sessionId);
      const won = result.winningSides.includes('tai');
      await waitFor(async () => (await walletBalance(t.app, signedIn.user.id)) === (won ? 90_000 + 19_800 : 90_000));
      // ... and no round follows it, though a whole round's time passes (0.8 s + 0.2 s).
      await sleep(1_500);
      expect((await latestRound(t.db, 'taixiu'))!.session_id).toBe(round.sessionId);
      const current = await currentStatus(t.app, 'taixiu');
      expect(current).toMatchObject({ sessionId: round.sessionId, phase: 'result', pausedAt: config.pausedAt });
      const states = (await t.app.inject({ method: 'GET', url: url(GAME_PATHS.states) })).json().data as GameStateDto[];
      expect(states).toEqual([
        { gameType: 'taixiu', pausedAt: config.pausedAt },
        { gameType: 'xocdia', pausedAt: null },
      ]);
      // The other game runs on.
      const xocdia = await currentStatus(t.app, 'xocdia');
      expect(xocdia?.pausedAt).toBeNull();

      const resumed = await act('resume');
      expect(resumed.statusCode).toBe(200);
      expect(resumed.json()).toMatchObject({ message: GAME_MESSAGES.gameResumed, data: { pausedAt: null } });
      expect((await act('resume')).json().message).toBe(GAME_MESSAGES.notPaused);
      // A round opens, the tables hear it without the pause, and it takes bets.
      const next = await bettingRound(t.app, 'taixiu', 300, 5_000);
      expect(next.sessionId).toBe(round.sessionId + 1);
      expect(next.pausedAt).toBeNull();
      await waitFor(() => statuses.some((s) => s.sessionId === next.sessionId && s.pausedAt === null));
      const again = await placeBet(t.app, player, 'taixiu', { sessionId: next.sessionId, side: 'xiu', amount: 10_000 });
      expect(again.statusCode).toBe(200);

      const audit = await auditOf(t.db, 'game_config:taixiu');
      expect(audit.filter((entry) => entry.action.startsWith('game.'))).toEqual([
        { actorId: await testOperatorId(t.db), action: 'game.pause', before: { pausedAt: null }, after: { pausedAt: config.pausedAt } },
        { actorId: await testOperatorId(t.db), action: 'game.resume', before: { pausedAt: config.pausedAt }, after: { pausedAt: null } },
      ]);
      expect((await ledgerCheck(t.app)).ok).toBe(true);
    } finally {
      socket.close();
    }
  });

  it('is for operators only', async () => {
    const player = await signupUser(t.app);
    const response = await t.app.inject({ method: 'POST', url: url(GAME_PATHS.adminPause('taixiu')), headers: bearer(player.token) });
    expect([401, 403]).toContain(response.statusCode);
  });
});

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await sleep(20);
  }
}
