import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { lstat } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Socket } from 'socket.io-client';
import {
  AUTH_MESSAGES,
  HOST_ACTOR_NAME,
  HTTP_MESSAGES,
  OPERATOR_ROLE_LABELS,
  SECURITY_MESSAGES,
  STEP_UP_TARGETS,
  TWO_FACTOR_ACTIONS,
  TWO_FACTOR_MESSAGES,
  TOTP_ENROLMENT_REQUIRED,
  type OperatorsChangedEvent,
} from '@app/shared/contracts';
import {
  PASSWORD,
  TEST_ADMIN,
  addOperator,
  auditOf,
  connectSocket,
  createTestApp,
  loginUser,
  newOperator,
  nextEvent,
  rememberTotpSecret,
  signupUser,
  sleep,
  uniqueUsername,
  type SignedIn,
  type TestApp,
} from '../../test-utils';
import { adminCli } from '../../test-utils/admin-cli-harness';
import { OPERATOR_MESSAGES } from '../admin-messages';

// Operators are managed only from the host: the CLI over the server's Unix socket, with no login.
let t: TestApp;
let baseUrl: string;
let socketPath: string;
let cli: ReturnType<typeof adminCli>;
const sockets: Socket[] = [];
beforeAll(async () => {
  socketPath = join(mkdtempSync(join(tmpdir(), 'vndice-host-')), 'admin.sock');
  t = await createTestApp({ adminSocketPath: socketPath });
  baseUrl = await t.listen();
  const run = adminCli(() => 'http://127.0.0.1:1/api');
  // Nothing an HTTP login needs: the host commands never use it.
  cli = (argv, env = {}) => run(argv, { ADMIN_SOCKET: socketPath, ADMIN_PASSWORD: 'not-used', ...env });
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});
afterAll(() => t.close());

// A player's socket opens with their token, an operator console's with its session (SignedIn).
const socketOf = async (credential: string | SignedIn) => {
  const socket = await connectSocket(baseUrl, credential);
  sockets.push(socket);
  return socket;
};
const login = (username: string, password = PASSWORD) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
const idOf = async (username: string) =>
  Number((await t.db.query<{ id: number }>('SELECT id FROM users WHERE username = $1', [username])).rows[0].id);
const add = (username: string, role?: string, env: Record<string, string> = {}) =>
  cli(['operator-add', username, ...(role ? [role] : [])], { NEW_OPERATOR_PASSWORD: PASSWORD, ...env });
const raw = (line: string) =>
  new Promise<string>((resolve, reject) => {
    let answer = '';
    const socket = connect(socketPath);
    socket.setEncoding('utf8');
    socket.once('connect', () => socket.write(line));
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.once('end', () => resolve(answer));
    socket.once('error', reject);
  });

describe('the socket', () => {
  it('is a Unix socket in the secrets folder, 0600, owned by the server’s user', async () => {
    const stats = await lstat(socketPath);
    expect(stats.isSocket()).toBe(true);
    expect(stats.mode & 0o777).toBe(0o600);
    expect(stats.uid).toBe(process.getuid!());
  });

  it('answers a malformed or unknown request with a Vietnamese refusal, never a crash', async () => {
    expect(JSON.parse(await raw('not json\n'))).toEqual({ ok: false, message: OPERATOR_MESSAGES.badRequest });
    expect(JSON.parse(await raw('{"command":"drop-everything"}\n'))).toEqual({ ok: false, message: OPERATOR_MESSAGES.badRequest });
    expect(JSON.parse(await raw('[1,2]\n'))).toEqual({ ok: false, message: OPERATOR_MESSAGES.badRequest });
  });

  it('is removed when the server closes', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'vndice-host-')), 'admin.sock');
    const first = await createTestApp({ adminSocketPath: path, database: { kind: 'pglite', dataDir: null } });
    expect((await lstat(path)).isSocket()).toBe(true);
    await first.close();
    await expect(lstat(path)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('replaces a socket file left by a server that died, and leaves one a live server holds', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'vndice-host-')), 'admin.sock');
    // A process that listens there, then dies without removing its socket file.
    const dead = spawn(process.execPath, ['-e', "require('net').createServer().listen(process.argv[1], () => console.log('up'))", path]);
    await new Promise((resolve) => dead.stdout.once('data', resolve));
    dead.kill('SIGKILL');
    await new Promise((resolve) => dead.once('exit', resolve));
    expect((await lstat(path)).isSocket()).toBe(true);

    const node = await createTestApp({ adminSocketPath: path, database: { kind: 'pglite', dataDir: null } });
    try {
      const answer = await new Promise<string>((resolve, reject) => {
        let text = '';
        const socket = connect(path);
        socket.setEncoding('utf8');
        socket.once('connect', () => socket.write('{"command":"operators"}\n'));
        socket.on('data', (chunk: string) => (text += chunk));
        socket.once('end', () => resolve(text));
        socket.once('error', reject);
      });
      expect(JSON.parse(answer)).toMatchObject({ ok: true, operators: [expect.objectContaining({ username: TEST_ADMIN.username })] });

      // A second node with the same path finds it served and leaves it alone.
      const second = await createTestApp({ adminSocketPath: path }, { db: node.db });
      await second.close();
      expect((await lstat(path)).isSocket()).toBe(true);
    } finally {
      await node.close();
    }
  });

  it('is not how a console reaches operators: POST /api/admin/operators is gone (404)', async () => {
    const admin = await loginUser(t.app, TEST_ADMIN.username, TEST_ADMIN.password);
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/admin/operators',
      headers: admin.headers,
      payload: { username: uniqueUsername('op'), password: PASSWORD },
    });
    expect(made.statusCode).toBe(404);
  });
});

describe('operator-add', () => {
  it('makes an operator of the role asked (admin when none), audited as the host, announced to every operator', async () => {
    const admin = await loginUser(t.app, TEST_ADMIN.username, TEST_ADMIN.password);
    const support = await addOperator(t.app, 'cskh');
    const adminConsole = await socketOf(admin);
    const supportConsole = await socketOf(await loginUser(t.app, support.username, support.password));
    const player = await socketOf((await signupUser(t.app)).token);
    let playerHeard = false;
    player.on('operatorsChanged', () => (playerHeard = true));

    const name = uniqueUsername('kt');
    const heard = Promise.all([
      nextEvent<OperatorsChangedEvent>(adminConsole, 'operatorsChanged'),
      nextEvent<OperatorsChangedEvent>(supportConsole, 'operatorsChanged'),
    ]);
    const made = await add(name, 'ke_toan');
    const message = OPERATOR_MESSAGES.created(name, OPERATOR_ROLE_LABELS.ke_toan);
    expect(made).toMatchObject({ code: 0, out: message });
    expect(await heard).toEqual([
      { change: 'create', username: name, role: 'ke_toan', message },
      { change: 'create', username: name, role: 'ke_toan', message },
    ]);
    await sleep(100);
    expect(playerHeard).toBe(false);
    // Each command signed in as nobody: the admin's own session is untouched.
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/overview', headers: admin.headers })).statusCode).toBe(200);

    expect((await loginUser(t.app, name, PASSWORD)).user.role).toBe('ke_toan');
    const id = await idOf(name);
    const audit = await auditOf(t.db, `user:${id}`);
    expect(audit).toEqual([
      { actorId: null, action: 'operator.create', before: null, after: { username: name, role: 'ke_toan', disabledAt: null, via: 'host' } },
    ]);
    expect(JSON.stringify(audit)).not.toContain(PASSWORD);
    // The console's audit log shows the host as the actor.
    const listed = await t.app.inject({ method: 'GET', url: `/api/admin/audit?target=user:${id}`, headers: admin.headers });
    expect(listed.json().data[0]).toMatchObject({ actorId: null, actorUsername: HOST_ACTOR_NAME, via: 'host', action: 'operator.create' });

    const plain = uniqueUsername('ad');
    expect(await add(plain)).toMatchObject({ code: 0, out: OPERATOR_MESSAGES.created(plain, OPERATOR_ROLE_LABELS.admin) });
    expect((await loginUser(t.app, plain, PASSWORD)).user.role).toBe('admin');
  });

  it('keeps a player’s signup rules, reads the password from the environment only, and refuses an unknown role', async () => {
    const missing = await cli(['operator-add', uniqueUsername('op')]);
    expect(missing).toMatchObject({ code: 1, err: expect.stringContaining('NEW_OPERATOR_PASSWORD') });
    expect(await add(uniqueUsername('op'), undefined, { NEW_OPERATOR_PASSWORD: 'abcdefgh' })).toMatchObject({
      code: 1,
      err: `Lỗi: ${AUTH_MESSAGES.passwordWeak}`,
    });
    expect((await add('a b')).code).toBe(1);
    const player = await signupUser(t.app);
    expect(await add(player.username)).toMatchObject({ code: 1, err: `Lỗi: ${AUTH_MESSAGES.usernameTaken}` });
    const unknown = uniqueUsername('op');
    expect(await add(unknown, 'boss')).toMatchObject({ code: 1, err: `Lỗi: ${OPERATOR_MESSAGES.unknownRole('boss')}` });
    expect((await t.db.query('SELECT 1 FROM users WHERE username = $1', [unknown])).rows).toHaveLength(0);
    expect(await cli(['operator-role', 'x'])).toMatchObject({ code: 1, err: expect.stringContaining('Thiếu tham số') });
  });

  it('sets the second-level password from NEW_OPERATOR_SECOND_PASSWORD under a player’s rules', async () => {
    const refusals: Array<[string, string]> = [
      ['123456', SECURITY_MESSAGES.weakSecondPassword],
      [PASSWORD, TWO_FACTOR_MESSAGES.sameAsLogin],
      ['12345', TWO_FACTOR_MESSAGES.tooShort],
    ];
    for (const [second, message] of refusals) {
      const name = uniqueUsername('op');
      expect(await add(name, 'ke_toan', { NEW_OPERATOR_SECOND_PASSWORD: second })).toMatchObject({ code: 1, err: `Lỗi: ${message}` });
      expect((await t.db.query('SELECT 1 FROM users WHERE username = $1', [name])).rows).toHaveLength(0);
    }
    const name = uniqueUsername('op');
    expect((await add(name, 'ke_toan', { NEW_OPERATOR_SECOND_PASSWORD: 'Duyet-lenh-4821' })).code).toBe(0);
    const operator = await loginUser(t.app, name, PASSWORD);
    const validated = await t.app.inject({
      method: 'POST',
      url: '/api/core/users/2fa/validate',
      headers: operator.headers,
      payload: { secondaryPassword: 'Duyet-lenh-4821', action: TWO_FACTOR_ACTIONS.withdrawalReview, target: STEP_UP_TARGETS.withdrawal(1) },
    });
    expect(validated.statusCode).toBe(200);
    expect(JSON.stringify(await auditOf(t.db, `user:${await idOf(name)}`))).not.toContain('Duyet-lenh-4821');
  });
});

describe('operator-role, operator-disable, operator-enable', () => {
  it('a new role ends the operator’s sessions at once; the next login has the new role; audited', async () => {
    const name = uniqueUsername('op');
    await add(name, 'cskh');
    const before = await loginUser(t.app, name, PASSWORD);
    const console1 = await socketOf(before);
    const ended = nextEvent<{ reason: string }>(console1, 'forceLogout');
    const changed = await cli(['operator-role', name, 'ke_toan']);
    expect(changed).toMatchObject({ code: 0, out: OPERATOR_MESSAGES.roleChanged(name, OPERATOR_ROLE_LABELS.ke_toan) });
    expect((await ended).reason).toBe('OPERATOR_CHANGED');
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/overview', headers: before.headers })).statusCode).toBe(401);
    const after = await loginUser(t.app, name, PASSWORD);
    expect(after.user.role).toBe('ke_toan');
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/withdrawals', headers: after.headers })).statusCode).toBe(200);

    expect(await cli(['operator-role', name, 'ke_toan'])).toMatchObject({ code: 1 });
    expect(await cli(['operator-role', name, 'chu'])).toMatchObject({ code: 1, err: `Lỗi: ${OPERATOR_MESSAGES.unknownRole('chu')}` });
    const player = await signupUser(t.app);
    expect(await cli(['operator-role', player.username, 'admin'])).toMatchObject({
      code: 1,
      err: `Lỗi: ${OPERATOR_MESSAGES.notAnOperator(player.username)}`,
    });
    expect((await loginUser(t.app, player.username, player.password)).user.role).toBe('user');
    expect(await cli(['operator-role', 'khong_co_ai', 'admin'])).toMatchObject({
      code: 1,
      err: `Lỗi: ${OPERATOR_MESSAGES.notFound('khong_co_ai')}`,
    });

    const audit = await auditOf(t.db, `user:${await idOf(name)}`);
    expect(audit.map((entry) => [entry.actorId, entry.action])).toEqual([
      [null, 'operator.create'],
      [null, 'operator.role'],
    ]);
    expect(audit[1]).toMatchObject({ before: { role: 'cskh' }, after: { role: 'ke_toan', via: 'host' } });
  });

  it('disabling refuses the login and ends the sessions at once; enabling lets them back in, without the old session', async () => {
    const name = uniqueUsername('op');
    await add(name, 'ke_toan');
    const session = await loginUser(t.app, name, PASSWORD);
    const console1 = await socketOf(session);
    const admin = await loginUser(t.app, TEST_ADMIN.username, TEST_ADMIN.password);
    const adminConsole = await socketOf(admin);
    const told = nextEvent<OperatorsChangedEvent>(adminConsole, 'operatorsChanged');
    const ended = nextEvent<{ reason: string }>(console1, 'forceLogout');

    expect(await cli(['operator-disable', name])).toMatchObject({ code: 0, out: OPERATOR_MESSAGES.disabled(name) });
    expect((await ended).reason).toBe('OPERATOR_DISABLED');
    expect(await told).toMatchObject({ change: 'disable', username: name, role: 'ke_toan' });
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/overview', headers: session.headers })).statusCode).toBeGreaterThanOrEqual(
      401,
    );
    const refused = await login(name);
    expect([refused.statusCode, refused.json().message]).toEqual([
      403,
      HTTP_MESSAGES.bannedBecause('Tài khoản quản trị đã bị vô hiệu hóa trên máy chủ'),
    ]);
    expect(await cli(['operator-disable', name])).toMatchObject({ code: 1, err: `Lỗi: ${OPERATOR_MESSAGES.alreadyDisabled(name)}` });
    const listed = await cli(['operators']);
    expect(listed.out).toContain(name);
    expect(listed.out).toMatch(new RegExp(`${name}.*vô hiệu hóa`));

    expect(await cli(['operator-enable', name])).toMatchObject({ code: 0, out: OPERATOR_MESSAGES.enabled(name) });
    // Signs in again (password and authenticator).
    await expect(loginUser(t.app, name, PASSWORD)).resolves.toMatchObject({ username: name });
    // The session that was open when they were disabled stays over.
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/overview', headers: session.headers })).statusCode).toBe(401);
    expect(await cli(['operator-enable', name])).toMatchObject({ code: 1, err: `Lỗi: ${OPERATOR_MESSAGES.notDisabled(name)}` });

    const audit = await auditOf(t.db, `user:${await idOf(name)}`);
    expect(audit.map((entry) => entry.action)).toEqual(['operator.create', 'operator.disable', 'operator.enable']);
    expect(audit.every((entry) => entry.actorId === null && entry.after?.via === 'host')).toBe(true);
  });

  it('never demotes or disables the server’s own account (ADMIN_USERNAME) nor the last active admin', async () => {
    for (const command of [
      ['operator-disable', TEST_ADMIN.username],
      ['operator-role', TEST_ADMIN.username, 'cskh'],
    ]) {
      expect(await cli(command)).toMatchObject({ code: 1, err: `Lỗi: ${OPERATOR_MESSAGES.bootstrapOperator(TEST_ADMIN.username)}` });
    }
    expect((await loginUser(t.app, TEST_ADMIN.username, TEST_ADMIN.password)).user.role).toBe('admin');

    // Every other admin disabled, and the server's own account out of the way (as when ADMIN_USERNAME
    // named another account since): the one admin left stays.
    const last = uniqueUsername('ad');
    await add(last, 'admin');
    const others = await t.db.query<{ username: string }>(
      "SELECT username FROM users WHERE role = 'admin' AND banned_at IS NULL AND username NOT IN ($1, $2)",
      [last, TEST_ADMIN.username],
    );
    for (const { username } of others.rows) expect((await cli(['operator-disable', username])).code).toBe(0);
    await t.db.query('UPDATE users SET banned_at = now() WHERE username = $1', [TEST_ADMIN.username]);
    try {
      expect(await cli(['operator-disable', last])).toMatchObject({ code: 1, err: `Lỗi: ${OPERATOR_MESSAGES.lastAdmin}` });
      expect(await cli(['operator-role', last, 'ke_toan'])).toMatchObject({ code: 1, err: `Lỗi: ${OPERATOR_MESSAGES.lastAdmin}` });
      await expect(loginUser(t.app, last, PASSWORD)).resolves.toMatchObject({ username: last });
      // With a second admin, the first may go.
      const second = uniqueUsername('ad');
      await add(second, 'admin');
      expect((await cli(['operator-role', last, 'ke_toan'])).code).toBe(0);
      expect(await cli(['operator-disable', second])).toMatchObject({ code: 1, err: `Lỗi: ${OPERATOR_MESSAGES.lastAdmin}` });
    } finally {
      await t.db.query('UPDATE users SET banned_at = NULL WHERE username = $1', [TEST_ADMIN.username]);
    }
  });

  it('ADMIN_USERNAME naming another operator makes that account the admin again at boot', async () => {
    const name = uniqueUsername('boss');
    await add(name, 'ke_toan');
    const node = await createTestApp({ adminUsername: name, adminPassword: PASSWORD }, { db: t.db });
    // The boot sets the account's authenticator too (the test config's ADMIN_TOTP_SECRET).
    rememberTotpSecret(name, TEST_ADMIN.totpSecret);
    try {
      expect((await loginUser(node.app, name, PASSWORD)).user.role).toBe('admin');
    } finally {
      await node.close();
    }
  });
});

describe('operator-totp-reset (a lost phone), from the host only', () => {
  it('clears the authenticator and ends the sessions, audited as the host; the next login enrols again', async () => {
    const operator = await newOperator(t.app);
    const result = await cli(['operator-totp-reset', operator.username.toUpperCase()]);
    expect(result).toMatchObject({ code: 0, out: AUTH_MESSAGES.totpResetDone(operator.username) });
    expect((await t.db.query('SELECT 1 FROM operator_totp WHERE user_id = $1', [operator.user.id])).rows).toHaveLength(0);
    const { rows } = await t.db.query<{ action: string; actor_id: number | null; after: { via?: string; totp?: boolean } }>(
      "SELECT action, actor_id, after FROM audit_log WHERE target = $1 AND action = 'operator.totpReset'",
      [`user:${operator.user.id}`],
    );
    expect(rows).toEqual([{ action: 'operator.totpReset', actor_id: null, after: expect.objectContaining({ via: 'host', totp: false }) }]);
    const again = await login(operator.username);
    expect(again.json().error).toBe(TOTP_ENROLMENT_REQUIRED);
  });

  it('refuses a player’s name; no HTTP route reaches it', async () => {
    const player = await signupUser(t.app);
    expect((await cli(['operator-totp-reset', player.username])).code).toBe(1);
    const admin = await loginUser(t.app, TEST_ADMIN.username, TEST_ADMIN.password);
    const http = await t.app.inject({
      method: 'POST',
      url: `/api/admin/operators/${TEST_ADMIN.username}/totp-reset`,
      headers: admin.headers,
    });
    expect(http.statusCode).toBe(404);
  });
});
