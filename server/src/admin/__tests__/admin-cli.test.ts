import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HTTP_MESSAGES } from '@app/shared/contracts';
import { writeSecretsFile } from '../../config/secrets-file';
import { ADMIN_MESSAGES } from '../admin-messages';
import { adminCli } from '../../test-utils/admin-cli-harness';
import { PASSWORD, TEST_ADMIN, createTestApp, signupUser, type TestApp } from '../../test-utils';

let t: TestApp;
let apiUrl: string;
beforeAll(async () => {
  // The operator's second-level password, for the CLI's commands behind a step-up.
  t = await createTestApp({ adminSecondPassword: TEST_ADMIN.secondPassword });
  apiUrl = `${await t.listen()}/api`;
});
afterAll(() => t.close());

const cli = adminCli(() => apiUrl);

describe('admin CLI', () => {
  it('bans and unbans a player by username', async () => {
    const player = await signupUser(t.app);
    const ban = await cli(['ban', player.username.toUpperCase(), 'spam', 'nhiều', 'lần']);
    expect(ban).toMatchObject({ code: 0, out: ADMIN_MESSAGES.banned(player.username) });

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: player.username, password: PASSWORD },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe(HTTP_MESSAGES.bannedBecause('spam nhiều lần'));

    const listed = await cli(['users', player.username]);
    expect(listed.code).toBe(0);
    expect(listed.out).toContain(player.username);
    expect(listed.out).toContain('bị cấm (spam nhiều lần)');

    const unban = await cli(['unban', player.username]);
    expect(unban).toMatchObject({ code: 0, out: ADMIN_MESSAGES.unbanned(player.username) });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: player.username, password: PASSWORD },
    });
    expect(again.statusCode).toBe(200);
  });

  it('shows and changes the bet limits of a game, refusing a bad game, field or amount', async () => {
    const listed = await cli(['game-configs']);
    expect(listed.code).toBe(0);
    expect(listed.out).toContain('Tài xỉu');
    expect(listed.out).toContain('Xóc đĩa');
    const changed = await cli(['game-config-set', 'xocdia', 'minBet', '5000']);
    expect(changed.code).toBe(0);
    expect(changed.out).toContain('Xóc đĩa 5.000 ₫');
    const config = await t.app.inject({ method: 'GET', url: '/api/game-xocdia/config' });
    expect(config.json().data.minBet).toBe(5000);
    expect((await cli(['game-config-set', 'daga', 'minBet', '1'])).err).toContain('taixiu hoặc xocdia');
    expect((await cli(['game-config-set', 'taixiu', 'oops', '1'])).err).toContain('maxHouseExposure hoặc refuseBothSides');
    expect((await cli(['game-config-set', 'taixiu', 'refuseBothSides', 'co'])).err).toContain('bat (bật) hoặc tat (tắt)');
    expect((await cli(['game-config-set', 'taixiu', 'minBet', '-1'])).err).toContain('số nguyên dương');
    const refused = await cli(['game-config-set', 'taixiu', 'minBet', '999999999999']);
    expect(refused.code).not.toBe(0);
    await cli(['game-config-set', 'xocdia', 'minBet', '1000']);
  });

  it('sets the house exposure cap and the both-sides rule, and pauses and resumes a game', async () => {
    const capped = await cli(['game-config-set', 'taixiu', 'maxHouseExposure', '2000000000']);
    expect(capped.code).toBe(0);
    expect(capped.out).toContain('rủi ro nhà cái mỗi phiên 2.000.000.000 ₫');
    const both = await cli(['game-config-set', 'taixiu', 'refuseBothSides', 'bat']);
    expect(both.out).toContain('chặn cược hai cửa: bật');
    try {
      const paused = await cli(['game-pause', 'taixiu']);
      expect(paused.code).toBe(0);
      expect(paused.out).toMatch(/Đã tạm dừng trò chơi.*Tài xỉu, Bảo trì từ \d{2}:\d{2}/);
      expect((await cli(['game-configs'])).out).toContain('Bảo trì từ');
      expect((await cli(['game-pause', 'taixiu'])).err).toContain('đang tạm dừng rồi');
      const resumed = await cli(['game-resume', 'taixiu']);
      expect(resumed.out).toContain('Đã mở lại trò chơi');
      expect(resumed.out).toContain('Đang chạy');
    } finally {
      await cli(['game-config-set', 'taixiu', 'refuseBothSides', 'tat']);
      await cli(['game-config-set', 'taixiu', 'maxHouseExposure', '10000000000']);
    }
  });

  it('lists users with their balance in VND', async () => {
    const player = await signupUser(t.app);
    await t.db.query(`UPDATE accounts SET balance = 1500000 WHERE kind = 'player_wallet' AND user_id = $1`, [player.user.id]);
    const listed = await cli(['users', player.username]);
    expect(listed.out).toMatch(/1\.500\.000 ₫/);
    expect(listed.out).toContain('hoạt động');
  });

  it('reads the operator password from DATA_DIR/secrets.json when ADMIN_PASSWORD is unset', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'admin-cli-'));
    try {
      writeSecretsFile(join(dataDir, 'secrets.json'), { ADMIN_PASSWORD: TEST_ADMIN.password });
      const listed = await cli(['users'], { ADMIN_PASSWORD: '', DATA_DIR: dataDir });
      // Signed in: the players' table is printed (operators are never in it).
      expect(listed.code).toBe(0);
      expect(listed.out).toContain('Tên đăng nhập');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('fails with exit code 1 and a Vietnamese reason', async () => {
    expect(await cli(['ban', 'khong_ton_tai'])).toMatchObject({ code: 1, err: 'Lỗi: Không tìm thấy tài khoản khong_ton_tai.' });
    expect((await cli(['ban'])).code).toBe(1);
    expect((await cli(['explode'])).err).toContain('Lệnh không hợp lệ');
    expect((await cli([])).code).toBe(1);
    expect((await cli(['help'])).code).toBe(0);

    const wrongPassword = await cli(['users'], { ADMIN_PASSWORD: 'sai123456' });
    expect(wrongPassword.code).toBe(1);
    expect(wrongPassword.err).toContain('Tên đăng nhập hoặc mật khẩu không đúng');

    const player = await signupUser(t.app);
    const notAdmin = await cli(['users'], { ADMIN_USERNAME: player.username, ADMIN_PASSWORD: PASSWORD });
    expect(notAdmin).toMatchObject({ code: 1, err: `Lỗi: Tài khoản ${player.username} không phải tài khoản quản trị.` });
    // The session its login opened (a player's, with a token) is ended again at once.
    const live = await t.db.query('SELECT 1 FROM sessions WHERE user_id = $1 AND revoked_at IS NULL', [player.user.id]);
    expect(live.rows).toHaveLength(0);

    const noServer = await cli(['users'], { ADMIN_API_URL: 'http://127.0.0.1:1/api' });
    expect(noServer.code).toBe(1);
    expect(noServer.err).toContain('Không thể kết nối máy chủ');
  });
});
