import { PLAYER_MESSAGES, TWO_FACTOR_ACTIONS } from '@app/shared/contracts';
import {
  TEST_ADMIN,
  auditOf,
  createTestApp,
  loginFrom,
  loginUser,
  signupUser,
  stepUpHeaders,
  testOperatorId,
  type TestApp,
} from '../../test-utils';
import { fund, insertToken, newBankAccountId, withdraw, addBankAccount } from '../../withdrawals/__tests__/withdrawal-fixtures';

// The console's player list and profile: one box finds a player by each thing an operator may hold
// (username, phone, bank account, holder's name, address); each row carries the player's money over
// their life on the site, read from the ledger; the profile lists devices and addresses seen; notes
// and tags are kept and audited.
let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await loginUser(t.app, TEST_ADMIN.username, TEST_ADMIN.password)).headers;
});
afterAll(() => t.close());

const search = async (query: string) => {
  const answer = await t.app.inject({ method: 'GET', url: `/api/admin/users?${query}`, headers: admin });
  expect(answer.statusCode).toBe(200);
  return answer.json().data as { users: Array<Record<string, any>>; total: number; page: number; pageSize: number };
};
const profileOf = async (id: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/admin/users/${id}/profile`, headers: admin })).json().data;
const tail = () => String(Math.floor(Math.random() * 1e9)).padStart(9, '0');
// Digits as letters: a holder's name has no digits.
const lettersOf = (digits: string) => [...digits].map((d) => 'abcdefghij'[Number(d)]).join('');

describe('GET /api/admin/users', () => {
  it('finds a player by the start of the username, a phone, a bank account number, a holder name or an address, and says which matched', async () => {
    const n = tail();
    const phone = `09${n.slice(0, 8)}`;
    const player = await signupUser(t.app, { username: `tim${n}`, phone });
    const account = `77${n}`;
    expect(
      (await addBankAccount(t.app, player.token, { accountNumber: account, accountName: `Trần Thị Hồng ${lettersOf(n.slice(0, 4))}` }))
        .statusCode,
    ).toBe(200);
    const other = await signupUser(t.app);
    const address = `198.51.${Number(n.slice(0, 2))}.${Number(n.slice(2, 4)) + 1}`;
    await loginFrom(t.app, player.username, address);

    const ids = (found: { users: Array<Record<string, any>> }) => found.users.map((u) => u.id);
    const matched = async (query: string) =>
      (await search(`q=${encodeURIComponent(query)}`)).users.find((u) => u.id === player.user.id)?.matchedBy;
    expect(await matched(`TIM${n.slice(0, 5)}`)).toEqual(['username']);
    expect(await matched(phone.slice(2))).toEqual(['phone']);
    expect(await matched(`+84${phone.slice(1)}`)).toEqual(['phone']);
    expect(await matched(account)).toEqual(['bankAccount']);
    // The bank's spelling: no accents, upper case; typed either way.
    expect(await matched(`tran thi hồng ${lettersOf(n.slice(0, 4))}`)).toEqual(['holderName']);
    expect(await matched(address)).toEqual(['address']);
    expect(ids(await search(`q=${encodeURIComponent(account)}`))).not.toContain(other.user.id);
    // LIKE's own characters are only characters.
    expect((await search('q=%25')).users).toEqual([]);
    expect(ids(await search(`q=tim${n}`))).toEqual([player.user.id]);
  });

  it("carries each player's lifetime deposits, approved withdrawals and net, sorts by them, and pages", async () => {
    const n = tail();
    const made: Array<{ id: number; deposit: number; out: number; token: string }> = [];
    for (const [deposit, out] of [
      [500_000, 0],
      [2_000_000, 300_000],
      [1_000_000, 0],
    ]) {
      const p = await signupUser(t.app, { username: `tien${n}${made.length}` });
      await fund(t.db, p.user.id, deposit / 2);
      await fund(t.db, p.user.id, deposit / 2);
      if (out) {
        const id = (
          await withdraw(t.app, p.token, {
            bankAccountId: await newBankAccountId(t.app, p.token),
            amount: out,
            twoFactor: { sessionId: await insertToken(t.db, p.user.id) },
          })
        ).json().data.id;
        const approved = await t.app.inject({
          method: 'POST',
          url: `/api/admin/withdrawals/${id}/approve`,
          headers: {
            ...admin,
            ...(await stepUpHeaders(t.db, await testOperatorId(t.db), TWO_FACTOR_ACTIONS.withdrawalReview, `withdrawal:${id}`)),
          },
          payload: { transactionRef: `FT${n}` },
        });
        expect(approved.statusCode).toBe(200);
      }
      made.push({ id: p.user.id, deposit, out, token: p.token });
    }
    const found = await search(`q=tien${n}&sort=deposited&order=desc`);
    expect(found.users.map((u) => u.id)).toEqual([made[1].id, made[2].id, made[0].id]);
    expect(found.users[0].lifetime).toEqual({ deposited: 2_000_000, depositCount: 2, withdrawn: 300_000, withdrawalCount: 1, net: 0 });
    expect(found.users[0].balance).toBe(1_700_000);
    expect(found.users[1].lifetime).toEqual({ deposited: 1_000_000, depositCount: 2, withdrawn: 0, withdrawalCount: 0, net: 0 });
    expect((await search(`q=tien${n}&sort=withdrawn&order=desc`)).users[0].id).toBe(made[1].id);
    expect((await search(`q=tien${n}&sort=deposited&order=asc`)).users.map((u) => u.id)).toEqual([made[0].id, made[2].id, made[1].id]);
    expect((await search(`q=tien${n}&sort=created&order=asc`)).users.map((u) => u.id)).toEqual(made.map((m) => m.id));
    expect((await search(`q=tien${n}&page=2`)).users).toEqual([]);
    expect((await search(`q=tien${n}&page=2`)).total).toBe(3);

    // A request waiting for review holds its money out of the wallet: still the player's, so the net stays.
    const waiting = await withdraw(t.app, made[0].token, {
      bankAccountId: await newBankAccountId(t.app, made[0].token),
      amount: 100_000,
      twoFactor: { sessionId: await insertToken(t.db, made[0].id) },
    });
    expect(waiting.statusCode).toBe(201);
    const held = (await search(`q=tien${n}`)).users.find((u) => u.id === made[0].id)!;
    expect([held.balance, held.lifetime.withdrawn, held.lifetime.net]).toEqual([400_000, 0, 0]);

    // Banned and tagged players filter the list.
    await t.app.inject({ method: 'POST', url: `/api/admin/users/${made[0].id}/tags`, headers: admin, payload: { tag: 'vip' } });
    expect((await search(`q=tien${n}&tag=vip`)).users.map((u) => u.id)).toEqual([made[0].id]);
    expect((await search(`q=tien${n}&status=banned`)).users).toEqual([]);
    expect((await search(`q=tien${n}`)).users.find((u) => u.id === made[0].id)!.tags).toEqual(['vip']);
  });

  it('refuses a malformed query in Vietnamese', async () => {
    for (const [query, message] of [
      [`q=${'a'.repeat(65)}`, PLAYER_MESSAGES.searchInvalid],
      ['sort=name', PLAYER_MESSAGES.sortInvalid],
      ['order=up', PLAYER_MESSAGES.sortInvalid],
      ['status=gone', PLAYER_MESSAGES.statusInvalid],
      ['page=0', PLAYER_MESSAGES.pageInvalid],
      ['page=abc', PLAYER_MESSAGES.pageInvalid],
      ['tag=VIP%20!', PLAYER_MESSAGES.tagInvalid],
    ]) {
      const answer = await t.app.inject({ method: 'GET', url: `/api/admin/users?${query}`, headers: admin });
      expect([query, answer.statusCode, answer.json().message]).toEqual([query, 400, message]);
    }
  });
});

describe('the profile: devices, addresses, notes and tags', () => {
  it('lists each device by its cookie and each address, with their logins, and the last login', async () => {
    const player = await signupUser(t.app);
    const phone = await loginFrom(t.app, player.username, '203.0.113.10');
    await loginFrom(t.app, player.username, '203.0.113.11', phone);
    const laptop = await loginFrom(t.app, player.username, '203.0.113.10');
    expect(laptop).not.toBe(phone);
    // A cookie that is not one of ours is not kept: the browser gets a new one.
    await loginFrom(t.app, player.username, '203.0.113.12', undefined);
    const p = await profileOf(player.user.id);
    // The signup's own session was made before any cookie, from the test's address.
    const devices = p.devices.filter((d: { label: string }) => [phone, laptop].some((id) => id.startsWith(d.label)));
    expect(devices.map((d: { logins: number }) => d.logins).sort()).toEqual([1, 2]);
    expect(p.addresses.find((a: { address: string }) => a.address === '203.0.113.10').logins).toBe(2);
    expect(p.lastLoginAt).toBe(p.addresses[0].lastSeenAt);
    expect(p.lifetime).toEqual({ deposited: 0, depositCount: 0, withdrawn: 0, withdrawalCount: 0, net: 0 });
  });

  it('keeps notes and tags, each audited; refuses bad ones, a duplicate tag and an operator as the player', async () => {
    const player = await signupUser(t.app);
    const url = `/api/admin/users/${player.user.id}`;
    const note = await t.app.inject({
      method: 'POST',
      url: `${url}/notes`,
      headers: admin,
      payload: { body: '  Gọi xác minh qua Zalo  ' },
    });
    expect(note.statusCode).toBe(200);
    expect(note.json()).toMatchObject({
      message: PLAYER_MESSAGES.noteAdded,
      data: { body: 'Gọi xác minh qua Zalo', authorName: TEST_ADMIN.username },
    });
    const tagged = await t.app.inject({ method: 'POST', url: `${url}/tags`, headers: admin, payload: { tag: ' Da Xac Minh ' } });
    expect(tagged.json()).toMatchObject({ message: PLAYER_MESSAGES.tagAdded('da-xac-minh'), data: [{ tag: 'da-xac-minh' }] });
    const again = await t.app.inject({ method: 'POST', url: `${url}/tags`, headers: admin, payload: { tag: 'da-xac-minh' } });
    expect([again.statusCode, again.json().message]).toEqual([409, PLAYER_MESSAGES.tagExists('da-xac-minh')]);

    const p = await profileOf(player.user.id);
    expect(p.notes).toMatchObject([{ body: 'Gọi xác minh qua Zalo', authorName: TEST_ADMIN.username }]);
    expect(p.tags).toMatchObject([{ tag: 'da-xac-minh', createdBy: TEST_ADMIN.username }]);

    const removed = await t.app.inject({ method: 'DELETE', url: `${url}/tags/da-xac-minh`, headers: admin });
    expect(removed.json()).toMatchObject({ message: PLAYER_MESSAGES.tagRemoved('da-xac-minh'), data: [] });
    const gone = await t.app.inject({ method: 'DELETE', url: `${url}/tags/da-xac-minh`, headers: admin });
    expect([gone.statusCode, gone.json().message]).toEqual([404, PLAYER_MESSAGES.tagMissing('da-xac-minh')]);

    const audit = await auditOf(t.db, `user:${player.user.id}`);
    expect(audit.map((e: { action: string }) => e.action)).toEqual(expect.arrayContaining(['player.note', 'player.tag', 'player.untag']));

    for (const [path, payload, message] of [
      ['notes', { body: '' }, PLAYER_MESSAGES.noteRequired],
      ['notes', { body: 'x'.repeat(501) }, PLAYER_MESSAGES.noteRequired],
      ['notes', {}, PLAYER_MESSAGES.noteRequired],
      ['tags', { tag: 'vip!' }, PLAYER_MESSAGES.tagInvalid],
      ['tags', { tag: 'a'.repeat(33) }, PLAYER_MESSAGES.tagInvalid],
      ['tags', { tag: 5 }, PLAYER_MESSAGES.tagInvalid],
    ] as const) {
      const answer = await t.app.inject({ method: 'POST', url: `${url}/${path}`, headers: admin, payload });
      expect([path, answer.statusCode, answer.json().message]).toEqual([path, 400, message]);
    }
    const operator = await testOperatorId(t.db);
    const onOperator = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${operator}/notes`,
      headers: admin,
      payload: { body: 'x' },
    });
    expect(onOperator.statusCode).toBe(400);
    const nobody = await t.app.inject({ method: 'POST', url: '/api/admin/users/999999999/tags', headers: admin, payload: { tag: 'vip' } });
    expect(nobody.statusCode).toBe(404);
  });
});
