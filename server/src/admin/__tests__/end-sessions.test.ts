import { FORCE_LOGOUT_MESSAGES } from '@app/shared/contracts';
import type { Socket } from 'socket.io-client';
import { ADMIN_MESSAGES } from '../admin-messages';
import {
  PASSWORD,
  TEST_ADMIN,
  addOperator,
  auditOf,
  bearer,
  connectSocket,
  createTestApp,
  loginUser,
  nextDisconnect,
  nextEvent,
  signupUser,
  type TestApp,
} from '../../test-utils';

// Support ends a player's open sessions: their pages are told and sent to the login screen, their
// token stops working, they may sign in again, and the operator's act is in the audit log.
let t: TestApp;
let baseUrl: string;
const sockets: Socket[] = [];
beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.listen();
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});
afterAll(() => t.close());

const endSessions = (userId: number, headers: Record<string, string>, payload: object = {}) =>
  t.app.inject({ method: 'POST', url: `/api/admin/users/${userId}/sessions/end`, headers, payload });

it('ends every open session: forceLogout ADMIN_TERMINATE, 401 on the old token, a new login works, audited', async () => {
  const support = await addOperator(t.app, 'cskh');
  const asSupport = (await loginUser(t.app, support.username, support.password)).headers;
  const player = await signupUser(t.app);
  const socket = await connectSocket(baseUrl, player.token);
  sockets.push(socket);
  const notice = nextEvent(socket, 'forceLogout');
  const disconnected = nextDisconnect(socket);

  const answer = await endSessions(player.user.id, asSupport, { reason: 'Khách báo mất điện thoại' });
  expect(answer.statusCode).toBe(200);
  expect(answer.json()).toMatchObject({ message: ADMIN_MESSAGES.sessionsEnded(player.username, 1), data: { ended: 1 } });
  expect(await notice).toEqual({ reason: 'ADMIN_TERMINATE', message: FORCE_LOGOUT_MESSAGES.ADMIN_TERMINATE });
  expect(await disconnected).toBe('io server disconnect');
  expect((await t.app.inject({ method: 'GET', url: '/api/core/balance', headers: bearer(player.token) })).statusCode).toBe(401);

  const again = await loginUser(t.app, player.username, PASSWORD);
  expect((await t.app.inject({ method: 'GET', url: '/api/core/balance', headers: bearer(again.token) })).statusCode).toBe(200);
  const [entry] = await auditOf(t.db, `user:${player.user.id}`);
  expect(entry).toMatchObject({ actorId: support.id, action: 'user.sessionsEnd', after: { reason: 'Khách báo mất điện thoại' } });

  // The new login's session goes the same way; then nothing is open, which is said so.
  expect((await endSessions(player.user.id, asSupport)).json().data.ended).toBe(1);
  const none = await endSessions(player.user.id, asSupport);
  expect(none.json()).toMatchObject({ message: ADMIN_MESSAGES.sessionsEnded(player.username, 0), data: { ended: 0 } });
});

it('is for admin and support, never on an operator, refused in Vietnamese', async () => {
  const accountant = await addOperator(t.app, 'ke_toan');
  const asAccountant = (await loginUser(t.app, accountant.username, accountant.password)).headers;
  const admin = await loginUser(t.app, TEST_ADMIN.username, TEST_ADMIN.password);
  const player = await signupUser(t.app);
  expect((await endSessions(player.user.id, asAccountant)).statusCode).toBe(403);
  expect((await endSessions(player.user.id, player.headers)).statusCode).toBe(403);
  const onOperator = await endSessions(accountant.id, admin.headers);
  expect(onOperator.statusCode).toBe(400);
  expect(onOperator.json().message).toBe(ADMIN_MESSAGES.notAPlayer);
  expect((await endSessions(99_999_999, admin.headers)).statusCode).toBe(404);
  const badReason = await endSessions(player.user.id, admin.headers, { reason: 'x'.repeat(501) });
  expect(badReason.statusCode).toBe(400);
  expect((await endSessions(player.user.id, admin.headers, { reason: 'ok' })).statusCode).toBe(200);
});
