import { BANK_ACCOUNT_MAX, HTTP_MESSAGES, PAYMENT_MESSAGES, WITHDRAWAL_MESSAGES } from '@app/shared/contracts';
import { bearer, createTestApp, signupUser, type SignedIn, type TestApp } from '../../test-utils';
import { API, addBankAccount, fund, insertToken, steppedUp, withdraw } from '../../withdrawals/__tests__/withdrawal-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const URL = `${API}/u/user-bank-accounts`;
const list = async (player: SignedIn) => {
  const response = await t.app.inject({ method: 'GET', url: URL, headers: bearer(player.token) });
  expect(response.statusCode).toBe(200);
  return response.json().data as Array<{ id: number; isDefault: boolean; isActive: boolean; accountNumber: string }>;
};
const put = async (player: SignedIn, path: string, payload?: object) =>
  t.app.inject({ method: 'PUT', url: `${URL}/${path}`, headers: await steppedUp(t.app, player.token), ...(payload ? { payload } : {}) });
const del = async (player: SignedIn, id: number | string) =>
  t.app.inject({ method: 'DELETE', url: `${URL}/${id}`, headers: await steppedUp(t.app, player.token) });

describe('POST u/user-bank-accounts', () => {
  it('adds an account with the bank name from the NAPAS list and the normalised owner name; the first is default', async () => {
    const player = await signupUser(t.app);
    const response = await addBankAccount(t.app, player.token, {
      bankCode: 'vcb',
      accountNumber: '0123 4567 89',
      accountName: '  Nguyễn   Văn Đạt ',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      code: 0,
      statusCode: 200,
      message: PAYMENT_MESSAGES.bankAccountCreated,
      data: {
        id: expect.any(Number),
        userId: player.user.id,
        bankCode: 'VCB',
        bankName: 'Vietcombank',
        accountNumber: '0123456789',
        accountName: 'NGUYEN VAN DAT',
        isDefault: true,
        isActive: true,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        withdrawableFrom: null,
        cooldownReason: null,
      },
    });
    const second = await addBankAccount(t.app, player.token, { bankCode: 'TCB', accountName: 'NGUYEN VAN DAT' });
    expect(second.statusCode).toBe(200);
    expect(second.json().data).toMatchObject({ bankName: 'Techcombank', isDefault: false });
  });

  it('refuses a name other than the first account’s, a duplicate, an unknown bank and bad fields', async () => {
    const player = await signupUser(t.app);
    const first = await addBankAccount(t.app, player.token, { accountNumber: '11112222', accountName: 'Tran Thi B' });
    expect(first.statusCode).toBe(200);

    const mismatch = await addBankAccount(t.app, player.token, { accountName: 'Le Van C' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({
      code: 400,
      statusCode: 400,
      data: null,
      success: false,
      message: PAYMENT_MESSAGES.accountNameMismatch,
      field: 'accountName',
    });

    const duplicate = await addBankAccount(t.app, player.token, { accountNumber: '11112222', accountName: 'TRAN THI B' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe(PAYMENT_MESSAGES.accountDuplicate);

    const unknown = await addBankAccount(t.app, player.token, { bankCode: 'NOPEBANK', accountName: 'TRAN THI B' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(PAYMENT_MESSAGES.bankUnknown);

    const cases: Array<[object, string]> = [
      [{ accountNumber: '1234' }, PAYMENT_MESSAGES.accountNumberShort],
      [{ accountNumber: '12345abc9' }, PAYMENT_MESSAGES.accountNumberDigits],
      [{ accountNumber: '1'.repeat(20) }, PAYMENT_MESSAGES.accountNumberLong],
      [{ accountName: 'A' }, PAYMENT_MESSAGES.accountNameShort],
      [{ accountName: 'A'.repeat(51) }, PAYMENT_MESSAGES.accountNameLong],
      [{ accountName: 'Tran 123' }, PAYMENT_MESSAGES.accountNameLetters],
      [{ bankCode: '' }, PAYMENT_MESSAGES.bankRequired],
    ];
    for (const [fields, message] of cases) {
      const response = await addBankAccount(t.app, player.token, { accountName: 'TRAN THI B', ...fields });
      expect({ status: response.statusCode, message: response.json().message }).toEqual({ status: 400, message });
    }
    const garbage: unknown[] = [
      null,
      [],
      'x',
      42,
      { bankCode: ['VCB'] },
      { bankCode: 'VCB', accountNumber: 12345678, accountName: 'TRAN THI B' },
    ];
    for (const payload of garbage) {
      const response = await t.app.inject({
        method: 'POST',
        url: URL,
        headers: { ...bearer(player.token), 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
      expect(response.statusCode).toBe(400);
      expect(typeof response.json().message).toBe('string');
    }
    const empty = await t.app.inject({ method: 'POST', url: URL, headers: bearer(player.token) });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(PAYMENT_MESSAGES.bankRequired);
  });

  it(`caps a player at ${BANK_ACCOUNT_MAX} accounts`, async () => {
    const player = await signupUser(t.app);
    for (let i = 0; i < BANK_ACCOUNT_MAX; i += 1) {
      expect((await addBankAccount(t.app, player.token, { accountNumber: `1000000${i}0` })).statusCode).toBe(200);
    }
    const over = await addBankAccount(t.app, player.token);
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(WITHDRAWAL_MESSAGES.bankAccountLimit);
  });

  it('needs a signed-in player', async () => {
    const response = await t.app.inject({ method: 'GET', url: URL });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 401, message: HTTP_MESSAGES.unauthorized, data: null });
  });
});

describe('GET, PUT, DELETE u/user-bank-accounts', () => {
  it('lists the default first, then the newest; set-default moves it', async () => {
    const player = await signupUser(t.app);
    const a = (await addBankAccount(t.app, player.token)).json().data.id;
    const b = (await addBankAccount(t.app, player.token)).json().data.id;
    const c = (await addBankAccount(t.app, player.token)).json().data.id;
    expect((await list(player)).map((x) => x.id)).toEqual([a, c, b]);

    const setDefault = await put(player, `${b}/set-default`);
    expect(setDefault.statusCode).toBe(200);
    expect(setDefault.json()).toMatchObject({ code: 0, message: PAYMENT_MESSAGES.bankAccountDefaulted, data: { id: b, isDefault: true } });
    const after = await list(player);
    expect(after.map((x) => x.id)).toEqual([b, c, a]);
    expect(after.filter((x) => x.isDefault)).toHaveLength(1);
  });

  it('toggles isActive, refuses a new owner name, and hides other players’ accounts (404)', async () => {
    const player = await signupUser(t.app);
    const other = await signupUser(t.app);
    const id = (await addBankAccount(t.app, player.token, { accountName: 'PHAM VAN D' })).json().data.id;

    const off = await put(player, String(id), { isActive: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ message: PAYMENT_MESSAGES.bankAccountDeactivated, data: { isActive: false } });
    const on = await put(player, String(id), { isActive: true, accountName: 'Phạm Văn D' });
    expect(on.json()).toMatchObject({ message: PAYMENT_MESSAGES.bankAccountActivated, data: { isActive: true } });

    const renamed = await put(player, String(id), { accountName: 'LE VAN E' });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().message).toBe(PAYMENT_MESSAGES.accountNameLocked);

    const moved = await put(player, String(id), { bankCode: 'ACB', accountNumber: '99998888' });
    expect(moved.json()).toMatchObject({
      message: PAYMENT_MESSAGES.bankAccountUpdated,
      data: { bankCode: 'ACB', bankName: 'ACB', accountNumber: '99998888' },
    });

    for (const [method, path] of [
      ['PUT', `${id}`],
      ['PUT', `${id}/set-default`],
      ['DELETE', `${id}`],
    ] as const) {
      const response = await t.app.inject({ method, url: `${URL}/${path}`, headers: bearer(other.token), payload: {} });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(PAYMENT_MESSAGES.accountNotFound);
    }
    for (const bad of ['999999999', 'abc', '-1', '0', '1.5', '99999999999999999999']) {
      const response = await put(player, bad, { isActive: true });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(PAYMENT_MESSAGES.accountNotFound);
    }
    const badToggle = await put(player, String(id), { isActive: 'yes' });
    expect(badToggle.statusCode).toBe(400);
  });

  it('deletes with 204 and no body; the default passes to another account; a pending withdrawal blocks it', async () => {
    const player = await signupUser(t.app);
    const first = (await addBankAccount(t.app, player.token)).json().data.id;
    const second = (await addBankAccount(t.app, player.token)).json().data.id;

    const deleted = await del(player, first);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    const remaining = await list(player);
    expect(remaining).toEqual([expect.objectContaining({ id: second, isDefault: true })]);
    expect((await del(player, first)).statusCode).toBe(404);

    await fund(t.db, player.user.id, 100_000);
    const stepUpToken = await insertToken(t.db, player.user.id);
    const created = await withdraw(t.app, player.token, { bankAccountId: second, amount: 50_000, twoFactor: { sessionId: stepUpToken } });
    expect(created.statusCode).toBe(201);
    const blocked = await del(player, second);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toBe(PAYMENT_MESSAGES.withdrawalPending);

    // A deleted account's owner name still binds the player.
    const otherName = await addBankAccount(t.app, player.token, { accountName: 'KHAC TEN' });
    expect(otherName.json().message).toBe(PAYMENT_MESSAGES.accountNameMismatch);
  });

  it('an inactive account cannot become the default', async () => {
    const player = await signupUser(t.app);
    await addBankAccount(t.app, player.token);
    const id = (await addBankAccount(t.app, player.token)).json().data.id;
    await put(player, String(id), { isActive: false });
    const response = await put(player, `${id}/set-default`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(PAYMENT_MESSAGES.accountInactive);
  });
});
