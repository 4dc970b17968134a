import { API_BASE, DEPOSIT_PATHS, PLAYER_MESSAGES } from '@app/shared/contracts';
import { adminCli } from '../../test-utils/admin-cli-harness';
import { TEST_ADMIN, createTestApp, signupUser, type TestApp } from '../../test-utils';

let t: TestApp;
let apiUrl: string;
beforeAll(async () => {
  // The operator's second-level password, for the CLI's commands behind a step-up.
  t = await createTestApp({ adminSecondPassword: TEST_ADMIN.secondPassword });
  apiUrl = `${await t.listen()}/api`;
});
afterAll(() => t.close());

// Anything a terminal would act on: C0 (but the CLI's own line breaks), DEL, C1, bidi overrides.
const CONTROLS = /[\x00-\x09\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]/;

const cli = adminCli(() => apiUrl);

describe('admin CLI output', () => {
  it('prints usernames and ban reasons without their control codes or escape sequences', async () => {
    const player = await signupUser(t.app);
    // Values as they could reach the database some other way than the signup form.
    const username = `evil\x1b[2J\x1b[31mred\u202etxt\x07`;
    await t.db.query(`UPDATE users SET username = $1, banned_at = now(), ban_reason = $2 WHERE id = $3`, [
      username,
      'spam\x1b]0;pwned\x07\r\n99  admin  fake row\x9b0m',
      player.user.id,
    ]);
    const listed = await cli(['users', 'evil']);
    expect(listed.code).toBe(0);
    expect(listed.out).not.toMatch(CONTROLS);
    expect(listed.out).not.toContain('[2J');
    expect(listed.out).toContain('evilredtxt');
    expect(listed.out).toContain('bị cấm (spam  99  admin  fake row)');
    // The header and one row: the line break in the reason did not start a row of its own.
    expect(listed.out.split('\n')).toHaveLength(2);
  });

  it('prints the content of an unmatched bank transfer clean', async () => {
    const content = 'NAP\x1b[1A\x1b[2K\x1b[32mDA DUYET\x1b[0m\u2066 \x1b]8;;https://evil.example\x07link\x1b]8;;\x07\n#1';
    const posted = await t.app.inject({
      method: 'POST',
      url: `${API_BASE}${DEPOSIT_PATHS.bankWebhook}`,
      headers: { authorization: `Apikey ${t.config.bankWebhookKey}` },
      payload: {
        id: 987_654,
        gateway: 'Vietcombank',
        transactionDate: '2025-01-02 10:20:30',
        accountNumber: '1234567890',
        code: null,
        content,
        transferType: 'in',
        transferAmount: 10_000,
        accumulated: 0,
        subAccount: null,
        referenceCode: 'FT987654',
        description: content,
      },
    });
    expect(posted.statusCode).toBe(200);
    const listed = await cli(['unmatched']);
    expect(listed.code).toBe(0);
    expect(listed.out).not.toMatch(CONTROLS);
    expect(listed.out).toContain('NAPDA DUYET link #1');
    expect(listed.out.split('\n')).toHaveLength(2);
  });

  it('prints a failure reason from the server clean', async () => {
    const failed = await cli(['ban', 'khong\x1b[31m_ton_tai']);
    expect(failed.code).toBe(1);
    expect(failed.err).not.toMatch(CONTROLS);
    // The server refuses a search holding control characters, in words with none.
    expect(failed.err).toBe(`Lỗi: ${PLAYER_MESSAGES.searchInvalid}`);
  });
});
