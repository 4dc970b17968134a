import { RISK_LIST_FLAGS_SHOWN, RISK_MESSAGES, type RiskFlagDto } from '@app/shared/contracts';
import { bettingRound, csrfOf, fund, placeBet, settledResult, startGameApp } from '../../games/__tests__/game-helpers';
import { TEST_ADMIN, auditOf, loginFrom, loginUser, signupUser, type TestApp } from '../../test-utils';
import { addBankAccount, insertToken, newBankAccountId, withdraw } from '../../withdrawals/__tests__/withdrawal-fixtures';

// The risk flags, raised from real rows (bank accounts added through the API, logins, bets in real
// rounds, withdrawal requests) and cleared with a note; the "Rủi ro" list holds what is not cleared.
let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  // Small thresholds, so one test's rows raise each flag: a win of 15,000 đ is "big", two requests a burst.
  t = await startGameApp({
    riskRules: { turnoverMultiple: 1, bigWin: 15_000, manyWithdrawals: 2, manyWithdrawalsHours: 1, lookbackDays: 1 },
  });
  admin = (await loginUser(t.app, TEST_ADMIN.username, TEST_ADMIN.password)).headers;
});
afterAll(() => t.close());

const flagsOf = async (id: number): Promise<RiskFlagDto[]> =>
  (await t.app.inject({ method: 'GET', url: `/api/admin/users/${id}/risk`, headers: admin })).json().data;
const listed = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/admin/risk', headers: admin })).json().data.players as Array<{
    user: { id: number };
    flags: RiskFlagDto[];
    flagCount: number;
  }>;
const clear = (id: number, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/admin/users/${id}/risk/clear`, headers: admin, payload });
const unique = () => String(Math.floor(Math.random() * 1e9)).padStart(9, '0');
const lettersOf = (digits: string) => [...digits].map((d) => 'abcdefghij'[Number(d)]).join('');

describe('risk flags', () => {
  it('two accounts sharing a bank account are both flagged, each naming the other; one cleared with a note leaves the other', async () => {
    const a = await signupUser(t.app);
    const b = await signupUser(t.app);
    const account = `55${unique()}`;
    const name = `Lê Văn ${lettersOf(unique().slice(0, 5))}`;
    for (const p of [a, b])
      expect((await addBankAccount(t.app, p.token, { accountNumber: account, accountName: name })).statusCode).toBe(200);

    const flagA = (await flagsOf(a.user.id)).find((f) => f.kind === 'sharedBankAccount')!;
    expect(flagA).toMatchObject({ key: `VCB:${account}`, related: [{ id: b.user.id, username: b.username }], cleared: null });
    expect(flagA.reason).toBe(`Dùng cùng một tài khoản ngân hàng với ${b.username}.`);
    expect(flagA.evidence.rows.map((row) => row[0])).toEqual([a.username, b.username]);
    expect(flagA.evidence.rows[0][1]).toContain(account);
    // The same holder's name is a flag of its own.
    expect((await flagsOf(a.user.id)).map((f) => f.kind)).toEqual(expect.arrayContaining(['sharedBankAccount', 'sharedHolderName']));
    const inList = (await listed()).find((p) => p.user.id === a.user.id)!;
    expect(inList.flags.map((f) => f.kind)).toContain('sharedBankAccount');

    const cleared = await clear(a.user.id, {
      kind: 'sharedBankAccount',
      key: flagA.key,
      note: '  Vợ chồng dùng chung tài khoản, đã gọi xác minh  ',
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().message).toBe(RISK_MESSAGES.cleared('Dùng chung tài khoản ngân hàng'));
    const after = (await flagsOf(a.user.id)).find((f) => f.kind === 'sharedBankAccount')!;
    expect(after.cleared).toMatchObject({ by: TEST_ADMIN.username, note: 'Vợ chồng dùng chung tài khoản, đã gọi xác minh' });
    expect((await listed()).find((p) => p.user.id === a.user.id)?.flags.map((f) => f.kind) ?? []).not.toContain('sharedBankAccount');
    expect((await flagsOf(b.user.id)).find((f) => f.kind === 'sharedBankAccount')!.cleared).toBeNull();
    // The note is on the player's profile, and the clearance in the audit log.
    const profile = (await t.app.inject({ method: 'GET', url: `/api/admin/users/${a.user.id}/profile`, headers: admin })).json().data;
    expect(profile.notes[0].body).toBe('[Dùng chung tài khoản ngân hàng] Vợ chồng dùng chung tài khoản, đã gọi xác minh');
    expect((await auditOf(t.db, `user:${a.user.id}`)).map((e) => e.action)).toContain('risk.clear');

    const again = await clear(a.user.id, { kind: 'sharedBankAccount', key: flagA.key, note: 'lại' });
    expect([again.statusCode, again.json().message]).toEqual([409, RISK_MESSAGES.alreadyCleared]);
    const notRaised = await clear(a.user.id, { kind: 'bigWin', key: 'taixiu:1', note: 'không có' });
    expect([notRaised.statusCode, notRaised.json().message]).toEqual([404, RISK_MESSAGES.notRaised]);
    for (const [payload, message] of [
      [{ kind: 'x', key: 'k', note: 'n' }, RISK_MESSAGES.kindInvalid],
      [{ kind: 'bigWin', key: '', note: 'n' }, RISK_MESSAGES.keyInvalid],
      [{ kind: 'bigWin', key: 'k', note: '   ' }, RISK_MESSAGES.noteRequired],
      [{ kind: 'bigWin', key: 'k' }, RISK_MESSAGES.noteRequired],
    ] as const) {
      const answer = await clear(a.user.id, payload);
      expect([answer.statusCode, answer.json().message]).toEqual([400, message]);
    }
  });

  it('a shared device and a shared address are flagged; loopback is never an address players share', async () => {
    const a = await signupUser(t.app);
    const b = await signupUser(t.app);
    const address = `203.0.113.${Math.floor(Math.random() * 200) + 20}`;
    const device = await loginFrom(t.app, a.username, address);
    await loginFrom(t.app, b.username, address, device);
    const kinds = (await flagsOf(a.user.id)).map((f) => f.kind);
    expect(kinds).toEqual(expect.arrayContaining(['sharedDevice', 'sharedAddress']));
    const shared = (await flagsOf(b.user.id)).find((f) => f.kind === 'sharedAddress')!;
    expect(shared.key).toBe(address);
    expect(shared.related.map((r) => r.id)).toContain(a.user.id);

    // Every other player of this file signed up from the test's loopback address, and none is flagged for it.
    const c = await signupUser(t.app);
    await loginFrom(t.app, c.username, '127.0.0.1');
    expect((await flagsOf(c.user.id)).filter((f) => f.kind === 'sharedAddress')).toEqual([]);
  });

  it("the list shows a player's first flags and how many in all; the profile has every one", async () => {
    const [p, q] = [await signupUser(t.app), await signupUser(t.app)];
    // Six addresses, each shared by the two: six flags each.
    const base = Math.floor(Math.random() * 200);
    const addresses = Array.from({ length: 6 }, (_, i) => `198.51.${base}.${10 + i}`);
    for (const address of addresses) for (const player of [p, q]) await loginFrom(t.app, player.username, address);
    const entry = (await listed()).find((e) => e.user.id === p.user.id)!;
    expect(entry.flagCount).toBe(6);
    expect(entry.flags).toHaveLength(RISK_LIST_FLAGS_SHOWN);
    expect((await flagsOf(p.user.id)).filter((f) => f.kind === 'sharedAddress')).toHaveLength(6);
  });

  it('betting both sides of a round and a big win are flagged with the bets', async () => {
    const p = await signupUser(t.app);
    await fund(t.app, p.user.id, 200_000);
    const auth = { token: p.token, csrf: await csrfOf(t.app, p.token) };
    const round = await bettingRound(t.app, 'taixiu');
    for (const side of ['tai', 'xiu']) {
      expect((await placeBet(t.app, auth, 'taixiu', { sessionId: round.sessionId, side, amount: 20_000 })).statusCode).toBe(200);
    }
    const flag = (await flagsOf(p.user.id)).find((f) => f.kind === 'bothSides')!;
    expect(flag.key).toBe(`taixiu:${round.sessionId}`);
    expect(flag.evidence.rows.map((row) => row[2])).toEqual(['Tài', 'Xỉu']);

    // One side wins 39,600 for 20,000 (a triple loses both): the round's win is 39,600 − 40,000 < 0,
    // no big win. A round bet on one side only that wins pays 19,600 over the stake.
    const result = await settledResult(t.app, 'taixiu', round.sessionId);
    expect((await flagsOf(p.user.id)).some((f) => f.kind === 'bigWin' && f.key === `taixiu:${round.sessionId}`)).toBe(false);
    let won = false;
    for (let tries = 0; tries < 6 && !won; tries++) {
      const next = await bettingRound(t.app, 'taixiu');
      expect((await placeBet(t.app, auth, 'taixiu', { sessionId: next.sessionId, side: 'tai', amount: 20_000 })).statusCode).toBe(200);
      const settled = await settledResult(t.app, 'taixiu', next.sessionId);
      won = settled.winningSides.includes('tai');
      const big = (await flagsOf(p.user.id)).find((f) => f.kind === 'bigWin' && f.key === `taixiu:${next.sessionId}`);
      expect(Boolean(big)).toBe(won);
      if (big) expect(big.reason).toContain('19.600');
    }
    expect(result.sessionId).toBe(round.sessionId);
  });

  it('a withdrawal after little play, and a burst of withdrawals, are flagged on the request', async () => {
    const p = await signupUser(t.app);
    await fund(t.app, p.user.id, 500_000);
    const bankAccountId = await newBankAccountId(t.app, p.token);
    const ask = async () =>
      (
        await withdraw(t.app, p.token, { bankAccountId, amount: 100_000, twoFactor: { sessionId: await insertToken(t.db, p.user.id) } })
      ).json().data.id as number;
    const first = await ask();
    const low = (await flagsOf(p.user.id)).find((f) => f.kind === 'lowPlayWithdrawal')!;
    expect(low.key).toBe(`withdrawal:${first}`);
    expect(low.evidence.rows[0]).toEqual([`#${first}`, '100.000\u00a0đ', '500.000\u00a0đ', '0\u00a0đ', expect.any(String)]);
    expect((await flagsOf(p.user.id)).some((f) => f.kind === 'manyWithdrawals')).toBe(false);
    const second = await ask();
    const burst = (await flagsOf(p.user.id)).find((f) => f.kind === 'manyWithdrawals')!;
    expect(burst.key).toBe(`withdrawal:${second}`);
    expect(burst.evidence.rows.map((row) => row[0])).toEqual([`#${first}`, `#${second}`]);
  });
});
