import type { Socket } from 'socket.io-client';
import { SOCKET_LIMIT_MESSAGES, type RoundStatusDto } from '@app/shared/contracts';
import { connectSocket, createTestApp, nextDisconnect, nextEvent, signupUser, sleep, type TestApp } from '../../test-utils';
import { DEFAULT_EVENT_BUDGET } from '../client-events';
import { REFUSAL_DELAY_MS, SOCKETS_PER_SESSION } from '../socket-handlers';

// One player's socket flooding client events, one session opening socket after socket: what the
// flooder gets, and that nobody else notices.
describe('sockets under abuse', () => {
  let t: TestApp;
  let baseUrl: string;
  const sockets: Socket[] = [];
  const open = async (token: string) => {
    const socket = await connectSocket(baseUrl, token);
    sockets.push(socket);
    return socket;
  };

  beforeAll(async () => {
    t = await createTestApp({ gameBettingSeconds: 5, gameResultSeconds: 1 });
    baseUrl = await t.listen();
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });
  afterAll(async () => {
    await t.close();
  });

  it('drops the events past the budget, then cuts a socket that keeps flooding, saying why; a calm socket beside it answers every question', async () => {
    const flooder = await open((await signupUser(t.app)).token);
    const calm = await open((await signupUser(t.app)).token);
    let answered = 0;
    flooder.on('sessionStatus', () => (answered += 1));
    const notice = nextEvent<{ reason: string; message: string }>(flooder, 'socketLimited');
    const disconnected = nextDisconnect(flooder);

    // The calm page: joins, asks every 150 ms (under 10 a second), each question acknowledged.
    const calmAnswers: RoundStatusDto[] = [];
    calm.emit('join_game', { gameType: 'taixiu' });
    const calmRun = (async () => {
      for (let i = 0; i < 12; i++) {
        calmAnswers.push((await calm.timeout(2_000).emitWithAck('getSessionStatus', { gameType: 'taixiu' })) as RoundStatusDto);
        await sleep(150);
      }
    })();

    // Past the burst: the rest dropped unanswered, the socket still open.
    const { burst, dropsBeforeCut } = DEFAULT_EVENT_BUDGET;
    for (let i = 0; i < burst + 10; i++) flooder.emit('getSessionStatus', { gameType: 'taixiu' });
    await sleep(300);
    expect(answered).toBeGreaterThanOrEqual(burst);
    // What refilled while the frames were read and the 300 ms passed, no more.
    expect(answered).toBeLessThanOrEqual(burst + 4);
    expect(flooder.connected).toBe(true);

    // Still at it: cut, told why; the page's close is a server's, which it does not retry.
    for (let i = 0; i < 1_000; i++) flooder.emit('getSessionStatus', { gameType: 'taixiu' });
    expect(await notice).toEqual({ reason: 'TOO_MANY_EVENTS', message: SOCKET_LIMIT_MESSAGES.TOO_MANY_EVENTS });
    expect(await disconnected).toBe('io server disconnect');
    expect(answered).toBeLessThan(burst + dropsBeforeCut);

    await calmRun;
    expect(calm.connected).toBe(true);
    expect(calmAnswers).toHaveLength(12);
    for (const answer of calmAnswers) expect(answer.gameType).toBe('taixiu');
  });

  it('lets a page that bursts at connect and then asks now and then go on for good', async () => {
    const page = await open((await signupUser(t.app)).token);
    let limited = false;
    page.on('socketLimited', () => (limited = true));
    // A page after (re)connecting: its rooms and its questions at once, under the burst.
    for (const gameType of ['taixiu', 'xocdia']) page.emit('join_game', { gameType });
    const first = (await page.timeout(2_000).emitWithAck('getSessionStatus')) as RoundStatusDto[];
    expect(first).toHaveLength(2);
    for (let i = 0; i < 10; i++) page.emit('getCurrentSessionId');
    // Then 8 a second for two seconds: under the refill, every one answered.
    for (let i = 0; i < 16; i++) {
      const answer = (await page.timeout(2_000).emitWithAck('getSessionStatus', { gameType: 'xocdia' })) as RoundStatusDto;
      expect(answer.gameType).toBe('xocdia');
      await sleep(125);
    }
    expect(limited).toBe(false);
    expect(page.connected).toBe(true);
  });

  it(`closes the oldest socket of a session past ${SOCKETS_PER_SESSION}, telling it why; the newest ones stay`, async () => {
    const { token } = await signupUser(t.app);
    const tabs: Socket[] = [];
    for (let i = 0; i < SOCKETS_PER_SESSION; i++) tabs.push(await open(token));
    const notice = nextEvent<{ reason: string; message: string }>(tabs[0], 'socketLimited');
    const closed = nextDisconnect(tabs[0]);

    const newest = await open(token);

    expect(await notice).toEqual({ reason: 'TOO_MANY_SOCKETS', message: SOCKET_LIMIT_MESSAGES.TOO_MANY_SOCKETS });
    expect(await closed).toBe('io server disconnect');
    await sleep(50);
    for (const tab of [...tabs.slice(1), newest]) expect(tab.connected).toBe(true);
    // The newest answers as any page does.
    const status = (await newest.timeout(2_000).emitWithAck('getSessionStatus', { gameType: 'taixiu' })) as RoundStatusDto;
    expect(status.gameType).toBe('taixiu');
    // Another player's sockets count apart.
    const other = await open((await signupUser(t.app)).token);
    expect(other.connected).toBe(true);
  });

  it(`refuses a player's connections past a burst of ${2 * SOCKETS_PER_SESSION} at the handshake, with a reason that is not a sign-out`, async () => {
    const { token } = await signupUser(t.app);
    for (let i = 0; i < 2 * SOCKETS_PER_SESSION; i++) (await open(token)).close();
    const knocked = Date.now();
    const refused = await open(token).then(
      () => null,
      (error: Error & { data?: unknown }) => error,
    );
    expect(refused?.message).toBe(SOCKET_LIMIT_MESSAGES.TOO_MANY_CONNECTIONS);
    // Answered after a pause, so that knocking again at once gains nothing.
    expect(Date.now() - knocked).toBeGreaterThanOrEqual(REFUSAL_DELAY_MS - 100);
    expect(refused?.data).toEqual({ error: 'TOO_MANY_CONNECTIONS', message: SOCKET_LIMIT_MESSAGES.TOO_MANY_CONNECTIONS });
    // The page does not take it for a refused token, which would sign the player out
    // (shared/src/realtime/__tests__/connection.test.ts).
    // Another player connects as ever.
    expect((await open((await signupUser(t.app)).token)).connected).toBe(true);
  });
});
