import { FORCE_LOGOUT_MESSAGES, IP_BAN_MESSAGES } from '@app/shared/contracts';
import type { Socket } from 'socket.io-client';
import {
  PASSWORD,
  TEST_ADMIN,
  addOperator,
  auditOf,
  bearer,
  connectSocket,
  createTestApp,
  loginUser,
  nextEvent,
  signupUser,
  type TestApp,
} from '../../test-utils';
import { parseNetwork } from '../ip-ban-service';

// IP bans: a banned address is refused on every request (a JSON 403 on the API, a notice for a
// page), its open sessions end with forceLogout IP_BANNED, lifting lets it back; what no ban may
// cover; admins only; audited; a second node learns of a ban through NOTIFY.
let t: TestApp;
let baseUrl: string;
let admin: Record<string, string>;
const sockets: Socket[] = [];
beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.listen();
  admin = (await loginUser(t.app, TEST_ADMIN.username, TEST_ADMIN.password)).headers;
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});
afterAll(() => t.close());

const ban = (network: string, headers = admin, reason = 'Spam đăng ký') =>
  t.app.inject({ method: 'POST', url: '/api/admin/ip-bans', headers, payload: { network, reason } });
const from = (address: string) => ({ remoteAddress: address });
// A player whose session signed in from `address` (the session keeps the address it began at).
async function playerFrom(address: string) {
  const player = await signupUser(t.app);
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: player.username, password: PASSWORD },
    ...from(address),
  });
  expect(login.statusCode).toBe(200);
  return { ...player, token: login.json().data.token as string };
}

it('refuses every request of a banned range, ends the sessions signed in from it, and lets it back once lifted', async () => {
  const player = await playerFrom('198.51.100.23');
  const bystander = await playerFrom('198.51.101.9');
  const socket = await connectSocket(baseUrl, player.token);
  sockets.push(socket);
  const notice = nextEvent(socket, 'forceLogout');

  const made = await ban('198.51.100.77/24');
  expect(made.statusCode).toBe(200);
  expect(made.json()).toMatchObject({
    message: IP_BAN_MESSAGES.banned('198.51.100.0/24', 1),
    data: { ban: { network: '198.51.100.0/24', reason: 'Spam đăng ký', createdBy: TEST_ADMIN.username, liftedAt: null }, ended: 1 },
  });
  expect(await notice).toEqual({ reason: 'IP_BANNED', message: FORCE_LOGOUT_MESSAGES.IP_BANNED });

  const api = await t.app.inject({ method: 'GET', url: '/api/core/balance', headers: bearer(bystander.token), ...from('198.51.100.200') });
  expect(api.statusCode).toBe(403);
  expect(api.json()).toEqual({ success: false, error: 'IP_BANNED', message: FORCE_LOGOUT_MESSAGES.IP_BANNED });
  const page = await t.app.inject({ method: 'GET', url: '/dang-nhap', ...from('::ffff:198.51.100.5') });
  expect(page.statusCode).toBe(403);
  expect(page.body).toContain(FORCE_LOGOUT_MESSAGES.IP_BANNED);
  expect((await t.app.inject({ method: 'GET', url: '/api/health', ...from('198.51.100.5') })).statusCode).toBe(200);
  // Outside the range, the same player's token still works; the banned player's session is over.
  expect(
    (await t.app.inject({ method: 'GET', url: '/api/core/balance', headers: bearer(bystander.token), ...from('198.51.101.9') })).statusCode,
  ).toBe(200);
  expect(
    (await t.app.inject({ method: 'GET', url: '/api/core/balance', headers: bearer(player.token), ...from('203.0.113.1') })).statusCode,
  ).toBe(401);

  const id = made.json().data.ban.id;
  expect((await ban('198.51.100.0/24')).json().message).toBe(IP_BAN_MESSAGES.alreadyBanned('198.51.100.0/24'));
  const lifted = await t.app.inject({ method: 'POST', url: `/api/admin/ip-bans/${id}/lift`, headers: admin });
  expect(lifted.json()).toMatchObject({
    message: IP_BAN_MESSAGES.lifted('198.51.100.0/24'),
    data: { ban: { liftedBy: TEST_ADMIN.username } },
  });
  expect(
    (await t.app.inject({ method: 'GET', url: '/api/core/balance', headers: bearer(bystander.token), ...from('198.51.100.200') }))
      .statusCode,
  ).toBe(200);
  expect((await t.app.inject({ method: 'POST', url: `/api/admin/ip-bans/${id}/lift`, headers: admin })).statusCode).toBe(404);

  const entries = await auditOf(t.db, `ip_ban:${id}`);
  expect(entries.map((e) => e.action)).toEqual(['ip.ban', 'ip.lift']);
  const list = (await t.app.inject({ method: 'GET', url: '/api/admin/ip-bans', headers: admin })).json().data;
  expect(list[0]).toMatchObject({ id, liftedBy: TEST_ADMIN.username });
});

it.each([
  ['not an address', IP_BAN_MESSAGES.networkInvalid],
  ['10.0.0.1/33', IP_BAN_MESSAGES.networkInvalid],
  ['10.0.0.1/8', IP_BAN_MESSAGES.rangeTooWide],
  ['2001:db8::/32', IP_BAN_MESSAGES.rangeTooWide],
  ['127.0.0.1', IP_BAN_MESSAGES.protectedAddress],
  ['127.5.5.5', IP_BAN_MESSAGES.protectedAddress],
  ['::1', IP_BAN_MESSAGES.protectedAddress],
])('refuses to ban %s', async (network, message) => {
  const answer = await ban(network);
  expect(answer.statusCode).toBe(400);
  expect(answer.json().message).toBe(message);
});

it("refuses a range holding the operator's own address, and is for admins only", async () => {
  const own = await t.app.inject({
    method: 'POST',
    url: '/api/admin/ip-bans',
    headers: admin,
    payload: { network: '203.0.113.0/24', reason: 'x' },
    ...from('203.0.113.50'),
  });
  expect(own.json().message).toBe(IP_BAN_MESSAGES.ownAddress);
  const support = await addOperator(t.app, 'cskh');
  const asSupport = (await loginUser(t.app, support.username, support.password)).headers;
  expect((await ban('192.0.2.1', asSupport)).statusCode).toBe(403);
  expect((await ban('192.0.2.1', admin, '')).json().message).toBe(IP_BAN_MESSAGES.reasonRequired);
});

it('a second node of the deployment refuses the address as soon as the ban commits', async () => {
  const other = await createTestApp({}, { db: t.db });
  try {
    const made = await ban('192.0.2.0/28');
    expect(made.statusCode).toBe(200);
    const refused = async () => (await other.app.inject({ method: 'GET', url: '/api/core/balance', ...from('192.0.2.3') })).statusCode;
    for (let i = 0; i < 50 && (await refused()) !== 403; i++) await new Promise((r) => setTimeout(r, 20));
    expect(await refused()).toBe(403);
  } finally {
    await other.close();
  }
});

it('reads addresses and ranges as an operator types them', () => {
  expect(parseNetwork('203.0.113.7')).toEqual({ address: '203.0.113.7', prefix: 32, family: 'ipv4' });
  expect(parseNetwork('2001:db8::1/64')).toEqual({ address: '2001:db8::1', prefix: 64, family: 'ipv6' });
  expect(parseNetwork('::ffff:203.0.113.7')).toEqual({ address: '203.0.113.7', prefix: 32, family: 'ipv4' });
});
