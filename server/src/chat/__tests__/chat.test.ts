import { CHAT_PATHS, maskUsername, type GameType } from '@app/shared/contracts';
import {
  CHAT_HISTORY_LIMIT,
  CHAT_LIMITS,
  CHAT_MESSAGES,
  CHAT_TEXT_MAX,
  type ChatHistoryDto,
  type ChatMessageDto,
} from '@app/shared/contracts/chat';
import type { Socket } from 'socket.io-client';
import {
  TEST_ADMIN,
  auditOf,
  connectSocket,
  createTestApp,
  loginUser,
  newOperator,
  nextEvent,
  signupUser,
  sleep,
  type SignedIn,
  type TestApp,
} from '../../test-utils';

// The tables' chat on one node: what a message may be, the rate rule held in the database (and so
// across nodes: a second app on the same database stands for one), the operators' moderation, each
// audited, and what the pages at the table are told.
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

const api = (path: string) => `/api${path}`;
const send = (player: SignedIn, text: unknown, game: GameType = 'taixiu', app = t.app) =>
  app.inject({ method: 'POST', url: api(CHAT_PATHS.messages(game)), headers: player.headers, payload: { text } });
const history = async (player: SignedIn, game: GameType = 'taixiu'): Promise<ChatHistoryDto> => {
  const response = await t.app.inject({ method: 'GET', url: api(CHAT_PATHS.messages(game)), headers: player.headers });
  expect(response.statusCode).toBe(200);
  return response.json().data;
};
const adminPost = (path: string, payload?: object, headers = admin) =>
  t.app.inject({ method: 'POST', url: api(path), headers, ...(payload ? { payload } : {}) });
const adminPut = (path: string, payload: object, headers = admin) => t.app.inject({ method: 'PUT', url: api(path), headers, payload });
// The player's messages moved `seconds` into the past: the next one is not "too fast".
const age = (player: SignedIn, seconds: number) =>
  t.db.query(`UPDATE chat_messages SET created_at = created_at - make_interval(secs => $2) WHERE user_id = $1`, [player.user.id, seconds]);
const refusal = (response: { statusCode: number; json(): { message: string } }) => [response.statusCode, response.json().message];

async function atTable(player: SignedIn, game: GameType = 'taixiu'): Promise<Socket> {
  const socket = await connectSocket(baseUrl, player.token);
  sockets.push(socket);
  socket.emit('join_game', { gameType: game });
  await sleep(150);
  return socket;
}

describe('a message', () => {
  it('reaches the table under a masked name, is in the history, and comes back to its sender', async () => {
    const sender = await signupUser(t.app, { username: `tuan${Date.now() % 100000}88` });
    const watcher = await signupUser(t.app);
    const elsewhere = await signupUser(t.app);
    const socket = await atTable(watcher);
    const other = await atTable(elsewhere, 'xocdia');
    const heardElsewhere: unknown[] = [];
    other.on('chatMessage', (m) => heardElsewhere.push(m));
    const heard = nextEvent<ChatMessageDto>(socket, 'chatMessage');

    const response = await send(sender, '  Chào cả bàn, tài   lên nhé!  ');
    expect(response.statusCode).toBe(201);
    const message: ChatMessageDto = response.json().data;
    expect(message).toMatchObject({ gameType: 'taixiu', name: maskUsername(sender.username), text: 'Chào cả bàn, tài   lên nhé!' });
    expect(message.name).toMatch(/^tuan\*\*\*88$/);
    expect(JSON.stringify(message)).not.toContain(sender.username);
    expect(await heard).toEqual(message);

    const seen = await history(watcher);
    expect(seen.enabled).toBe(true);
    expect(seen.mutedUntil).toBeNull();
    expect(seen.messages.at(-1)).toEqual(message);
    await sleep(100);
    expect(heardElsewhere).toEqual([]);
    expect((await history(watcher, 'xocdia')).messages.some((m) => m.id === message.id)).toBe(false);
  });

  it('is kept as plain text: markup is neither run nor escaped, only stored as typed', async () => {
    const sender = await signupUser(t.app);
    const text = '<b>thắng</b> <img src=x onerror=alert(1)> &amp;';
    const response = await send(sender, text);
    expect(response.statusCode).toBe(201);
    expect(response.json().data.text).toBe(text);
  });

  it('the history is the newest 50 visible messages, oldest first', async () => {
    const sender = await signupUser(t.app);
    await t.db.query(
      `INSERT INTO chat_messages (game, user_id, body, created_at)
       SELECT 'xocdia', $1, 'tin ' || i, now() - make_interval(mins => 120 - i) FROM generate_series(1, 60) AS i`,
      [sender.user.id],
    );
    // Rows written behind the service's back: the table's history is kept a second at most.
    await sleep(1_100);
    const { messages } = await history(sender, 'xocdia');
    expect(messages).toHaveLength(CHAT_HISTORY_LIMIT);
    expect(messages.at(-1)!.text).toBe('tin 60');
    expect(messages[0].text).toBe(`tin ${60 - CHAT_HISTORY_LIMIT + 1}`);
    expect(messages.map((m) => m.id)).toEqual([...messages.map((m) => m.id)].sort((a, b) => a - b));
  });

  it('needs a signed-in player: none answers 401, an operator may read but not send', async () => {
    expect((await t.app.inject({ method: 'GET', url: api(CHAT_PATHS.messages('taixiu')) })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: api(CHAT_PATHS.messages('taixiu')), payload: { text: 'a' } })).statusCode).toBe(401);
    const read = await t.app.inject({ method: 'GET', url: api(CHAT_PATHS.messages('taixiu')), headers: admin });
    expect(read.statusCode).toBe(200);
    const sent = await t.app.inject({
      method: 'POST',
      url: api(CHAT_PATHS.messages('taixiu')),
      headers: admin,
      payload: { text: 'xin chào' },
    });
    expect(refusal(sent)).toEqual([403, CHAT_MESSAGES.operatorsDoNotChat]);
  });
});

describe('what a message may not be', () => {
  it('empty, too long or not one line: 400 in Vietnamese, nothing kept', async () => {
    const sender = await signupUser(t.app);
    for (const [text, message] of [
      ['', CHAT_MESSAGES.empty],
      ['   ', CHAT_MESSAGES.empty],
      ['\u200b\u200b', CHAT_MESSAGES.empty],
      ['a'.repeat(CHAT_TEXT_MAX + 1), CHAT_MESSAGES.tooLong],
      ['dòng một\ndòng hai', CHAT_MESSAGES.textInvalid],
      ['tab\there', CHAT_MESSAGES.textInvalid],
      ['\ud800 lẻ', CHAT_MESSAGES.textInvalid],
      [42, CHAT_MESSAGES.empty],
      [null, CHAT_MESSAGES.empty],
    ] as const) {
      const response = await send(sender, text);
      expect([JSON.stringify(text).slice(0, 20), ...refusal(response)]).toEqual([JSON.stringify(text).slice(0, 20), 400, message]);
    }
    const { rows } = await t.db.query('SELECT id FROM chat_messages WHERE user_id = $1', [sender.user.id]);
    expect(rows).toEqual([]);
  });

  it('200 characters is the most, an emoji counted as one', async () => {
    const sender = await signupUser(t.app);
    expect((await send(sender, `${'á'.repeat(CHAT_TEXT_MAX - 1)}🎲`)).statusCode).toBe(201);
  });

  it('a link, a domain or a messenger contact is refused', async () => {
    const sender = await signupUser(t.app);
    for (const text of [
      'vào http://keo-thom.vn nhé',
      'HTTPS://abc.xyz',
      'www.nhacaiuytin.com',
      'w w w . abc',
      'nhacai88.com',
      'nhacai88 . com',
      'nhacai88(.)com',
      'nhacai88 chấm com',
      'soi cau tai keo.xyz/abc',
      'bit.ly/3abc',
      't.me/soicau_vip',
      'T . ME / abc',
      'add zalo mình nhé',
      'Z a l o 0 chín',
      'ib telegram @soicau_vip',
      'liên hệ @admin_keo',
      'ｗｗｗ．ａｂｃ．ｃｏｍ',
    ]) {
      expect([text, ...refusal(await send(sender, text))]).toEqual([text, 400, CHAT_MESSAGES.link]);
    }
  });

  it('a phone number is refused, however it is written', async () => {
    const sender = await signupUser(t.app);
    for (const text of [
      'gọi 0912345678',
      '0912 345 678',
      '0912.345.678',
      '0912-345-678',
      '09 12 34 56 78',
      '+84 912 345 678',
      '+84912345678',
      '(+84) 912.345.678',
      '84912345678',
      'zl 0 3 8 8 1 2 3 4 5 6',
      '024 3826 1234',
      '０９１２３４５６７８',
      'số 09\u200b12345678',
    ]) {
      expect([text, ...refusal(await send(sender, text))]).toEqual([text, 400, CHAT_MESSAGES.phone]);
    }
  });

  it('amounts, ratios and round numbers are not taken for numbers or links', async () => {
    const senders = await Promise.all([1, 2, 3, 4, 5, 6].map(() => signupUser(t.app)));
    const texts = [
      'thắng 1.000.000 rồi',
      'tỉ lệ 1.98/1 thôi',
      'phiên #12345 ra tài',
      'cược 500.000.000 đ',
      'alo cả nhà',
      'thắng to. to lắm',
    ];
    for (const [i, text] of texts.entries()) expect([text, (await send(senders[i], text)).statusCode]).toEqual([text, 201]);
  });
});

describe('the rate rule', () => {
  it('one message every 2 seconds', async () => {
    const sender = await signupUser(t.app);
    expect((await send(sender, 'một')).statusCode).toBe(201);
    const fast = await send(sender, 'hai', 'xocdia');
    expect(refusal(fast)).toEqual([429, CHAT_MESSAGES.tooFast]);
    expect(fast.json().error).toBe('CHAT_RATE');
    await age(sender, CHAT_LIMITS.minGapMs / 1000 + 0.1);
    expect((await send(sender, 'hai')).statusCode).toBe(201);
  });

  it('10 a minute, counting both tables; messages older than a minute do not count', async () => {
    const sender = await signupUser(t.app);
    await t.db.query(
      `INSERT INTO chat_messages (game, user_id, body, created_at)
       SELECT CASE WHEN i % 2 = 0 THEN 'taixiu' ELSE 'xocdia' END, $1, 'cũ ' || i, clock_timestamp() - make_interval(secs => 5 + i * 5)
         FROM generate_series(1, ${CHAT_LIMITS.perMinute}) AS i`,
      [sender.user.id],
    );
    // The oldest is 55 s old: ten in the minute.
    expect(refusal(await send(sender, 'thêm'))).toEqual([429, CHAT_MESSAGES.tooMany]);
    await age(sender, 6);
    expect((await send(sender, 'thêm')).statusCode).toBe(201);
  });

  it('many sends of one player at once: one gets through, the rest are refused', async () => {
    const sender = await signupUser(t.app);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => send(sender, `cùng lúc ${i}`, i % 2 ? 'xocdia' : 'taixiu')));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 429).map((a) => a.json().message)).toEqual(Array(19).fill(CHAT_MESSAGES.tooFast));
    const { rows } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM chat_messages WHERE user_id = $1', [sender.user.id]);
    expect(rows[0].n).toBe(1);
  });

  it('holds across two nodes on one database: at most the limit gets through', async () => {
    const second = await createTestApp({}, { db: t.db });
    try {
      const sender = await signupUser(t.app);
      // Nine in the minute already, each over 2 s ago: one more may go, from either node.
      await t.db.query(
        `INSERT INTO chat_messages (game, user_id, body, created_at)
         SELECT 'taixiu', $1, 'cũ', clock_timestamp() - make_interval(secs => 3 + i) FROM generate_series(1, ${CHAT_LIMITS.perMinute - 1}) AS i`,
        [sender.user.id],
      );
      const answers = await Promise.all(
        Array.from({ length: 16 }, (_, i) => send(sender, `hai nút ${i}`, 'taixiu', i % 2 ? second.app : t.app)),
      );
      expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
      expect(answers.every((a) => a.statusCode === 201 || a.statusCode === 429)).toBe(true);
      const { rows } = await t.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM chat_messages WHERE user_id = $1 AND created_at > clock_timestamp() - interval '1 minute'`,
        [sender.user.id],
      );
      expect(rows[0].n).toBe(CHAT_LIMITS.perMinute);
    } finally {
      await second.close();
    }
  });
});

describe('moderation', () => {
  it('the word filter: saved whole, audited, applied at once, also to words spelled out with dots', async () => {
    const sender = await signupUser(t.app);
    const saved = await adminPut(CHAT_PATHS.wordFilter, { words: ['  Lừa  Đảo ', 'scam', 'scam', 'dm'] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe(CHAT_MESSAGES.wordsSaved);
    expect(saved.json().data.words).toEqual(['lừa đảo', 'scam', 'dm']);
    try {
      for (const text of ['nhà cái LỪA ĐẢO', 'l.ừ.a đ-ả-o hết', 'SCAM!!!', 'dm cay quá', 'đồ d.m']) {
        expect([text, ...refusal(await send(sender, text))]).toEqual([text, 400, CHAT_MESSAGES.word]);
      }
      // A word with its marks leaves the same letters with other marks alone; a word is matched whole.
      for (const [i, text] of ['lửa đạo', 'scammer là gì', 'admin đâu'].entries()) {
        if (i) await age(sender, 3);
        expect([text, (await send(sender, text)).statusCode]).toEqual([text, 201]);
      }
      const audit = await auditOf(t.db, 'chat_word_filter');
      expect(audit.at(-1)).toMatchObject({ action: 'chat.words', after: { words: ['lừa đảo', 'scam', 'dm'] } });
    } finally {
      expect((await adminPut(CHAT_PATHS.wordFilter, { words: [] })).statusCode).toBe(200);
    }
    await age(sender, 3);
    expect((await send(sender, 'scam')).statusCode).toBe(201);
  });

  it('a muted player is refused, told until when and why, until muted no more; both audited', async () => {
    const player = await signupUser(t.app);
    const muted = await adminPost(CHAT_PATHS.mute(player.user.id), { minutes: 60, reason: 'Spam quảng cáo' });
    expect(muted.statusCode).toBe(200);
    const mute = muted.json().data;
    expect(mute).toMatchObject({
      userId: player.user.id,
      username: player.username,
      reason: 'Spam quảng cáo',
      mutedBy: TEST_ADMIN.username,
    });
    expect(Date.parse(mute.until) - Date.now()).toBeGreaterThan(59 * 60_000);
    expect(muted.json().message).toBe(CHAT_MESSAGES.mutedDone(player.username, mute.until));

    const refused = await send(player, 'cho tôi nói');
    expect(refusal(refused)).toEqual([403, CHAT_MESSAGES.muted(mute.until, 'Spam quảng cáo')]);
    expect(refused.json().message).toMatch(/^Bạn bị cấm trò chuyện đến \d{2}:\d{2}/);
    expect((await history(player)).mutedUntil).toBe(mute.until);
    const list = await t.app.inject({ method: 'GET', url: api(CHAT_PATHS.mutes), headers: admin });
    expect(list.json().data).toContainEqual(expect.objectContaining({ userId: player.user.id, until: mute.until }));

    const lifted = await adminPost(CHAT_PATHS.unmute(player.user.id));
    expect([lifted.statusCode, lifted.json().message]).toEqual([200, CHAT_MESSAGES.unmuted(player.username)]);
    expect((await send(player, 'cảm ơn')).statusCode).toBe(201);
    expect((await history(player)).mutedUntil).toBeNull();
    expect(refusal(await adminPost(CHAT_PATHS.unmute(player.user.id)))).toEqual([409, CHAT_MESSAGES.notMuted]);

    expect((await auditOf(t.db, `user:${player.user.id}`)).map((row) => [row.action, row.after])).toEqual([
      ['chat.mute', { mutedUntil: mute.until, muteReason: 'Spam quảng cáo' }],
      ['chat.unmute', { mutedUntil: null, muteReason: null }],
    ]);
  });

  it('a mute that has run out lets the player speak', async () => {
    const player = await signupUser(t.app);
    expect((await adminPost(CHAT_PATHS.mute(player.user.id), { minutes: 1, reason: 'Thử' })).statusCode).toBe(200);
    await t.db.query(`UPDATE chat_players SET muted_until = now() - interval '1 second' WHERE user_id = $1`, [player.user.id]);
    expect((await send(player, 'đã hết cấm')).statusCode).toBe(201);
  });

  it('only a player can be muted; bad lengths and reasons are refused in Vietnamese', async () => {
    const player = await signupUser(t.app);
    const operator = await newOperator(t.app, 'cskh');
    expect(refusal(await adminPost(CHAT_PATHS.mute(operator.user.id), { minutes: 10, reason: 'x' }))).toEqual([
      404,
      CHAT_MESSAGES.playerNotFound,
    ]);
    expect(refusal(await adminPost(CHAT_PATHS.mute(999_999_999), { minutes: 10, reason: 'x' }))).toEqual([
      404,
      CHAT_MESSAGES.playerNotFound,
    ]);
    for (const minutes of [0, -5, 1.5, 60 * 24 * 31, '10']) {
      expect(refusal(await adminPost(CHAT_PATHS.mute(player.user.id), { minutes, reason: 'x' }))).toEqual([
        400,
        CHAT_MESSAGES.minutesInvalid,
      ]);
    }
    expect(refusal(await adminPost(CHAT_PATHS.mute(player.user.id), { minutes: 10, reason: '  ' }))).toEqual([
      400,
      CHAT_MESSAGES.reasonRequired,
    ]);
  });

  it('a hidden message leaves the history and every page at the table; the console still lists it; audited', async () => {
    const sender = await signupUser(t.app);
    const watcher = await signupUser(t.app);
    const socket = await atTable(watcher);
    const message: ChatMessageDto = (await send(sender, 'tin sẽ bị ẩn')).json().data;
    const gone = nextEvent(socket, 'chatHidden');

    const hidden = await adminPost(CHAT_PATHS.hide(message.id));
    expect([hidden.statusCode, hidden.json().message]).toEqual([200, CHAT_MESSAGES.hidden]);
    expect(await gone).toEqual({ gameType: 'taixiu', id: message.id });
    expect((await history(watcher)).messages.some((m) => m.id === message.id)).toBe(false);

    const listed = await t.app.inject({ method: 'GET', url: `${api(CHAT_PATHS.adminMessages)}?game=taixiu`, headers: admin });
    expect(listed.json().data.items.find((m: { id: number }) => m.id === message.id)).toMatchObject({
      username: sender.username,
      userId: sender.user.id,
      text: 'tin sẽ bị ẩn',
      hiddenBy: TEST_ADMIN.username,
    });
    expect(refusal(await adminPost(CHAT_PATHS.hide(message.id)))).toEqual([409, CHAT_MESSAGES.alreadyHidden]);
    expect(refusal(await adminPost(CHAT_PATHS.hide(999_999_999)))).toEqual([404, CHAT_MESSAGES.messageNotFound]);
    const audit = await auditOf(t.db, `chat_message:${message.id}`);
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'chat.hide',
        before: { game: 'taixiu', userId: sender.user.id, text: 'tin sẽ bị ẩn', hiddenAt: null },
      }),
    ]);
  });

  it('the console lists newest first, pages back with before, one game or both', async () => {
    const sender = await signupUser(t.app);
    await t.db.query(
      `INSERT INTO chat_messages (game, user_id, body, created_at)
       SELECT 'xocdia', $1, 'trang ' || i, now() - make_interval(mins => 200 - i) FROM generate_series(1, 60) AS i`,
      [sender.user.id],
    );
    const first = (await t.app.inject({ method: 'GET', url: `${api(CHAT_PATHS.adminMessages)}?game=xocdia`, headers: admin })).json().data;
    expect(first.items).toHaveLength(50);
    expect(first.hasMore).toBe(true);
    expect(first.items.every((m: { gameType: string }) => m.gameType === 'xocdia')).toBe(true);
    const ids = first.items.map((m: { id: number }) => m.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const next = await t.app.inject({
      method: 'GET',
      url: `${api(CHAT_PATHS.adminMessages)}?game=xocdia&before=${ids.at(-1)}`,
      headers: admin,
    });
    expect(next.json().data.items[0].id).toBeLessThan(ids.at(-1));
    const both = (await t.app.inject({ method: 'GET', url: api(CHAT_PATHS.adminMessages), headers: admin })).json().data;
    expect(both.items.length).toBe(50);
  });

  it('a table’s chat off: sends refused, pages told, history says so, the other table goes on; audited', async () => {
    const player = await signupUser(t.app);
    const watcher = await signupUser(t.app);
    const socket = await atTable(watcher);
    const told = nextEvent(socket, 'chatEnabled');
    const off = await adminPut(CHAT_PATHS.game('taixiu'), { enabled: false });
    try {
      expect([off.statusCode, off.json().message]).toEqual([200, CHAT_MESSAGES.turnedOff('Tài xỉu')]);
      expect(off.json().data.games).toContainEqual(
        expect.objectContaining({ gameType: 'taixiu', enabled: false, updatedBy: TEST_ADMIN.username }),
      );
      expect(await told).toEqual({ gameType: 'taixiu', enabled: false });
      expect(refusal(await send(player, 'có ai không'))).toEqual([403, CHAT_MESSAGES.disabled]);
      expect((await history(player)).enabled).toBe(false);
      expect((await send(player, 'bàn bên này', 'xocdia')).statusCode).toBe(201);
      // A second node learns of it through the database's NOTIFY.
      const second = await createTestApp({}, { db: t.db });
      try {
        const other = await signupUser(t.app);
        expect(refusal(await send(other, 'nút khác', 'taixiu', second.app))).toEqual([403, CHAT_MESSAGES.disabled]);
      } finally {
        await second.close();
      }
    } finally {
      expect((await adminPut(CHAT_PATHS.game('taixiu'), { enabled: true })).statusCode).toBe(200);
    }
    await age(player, 3);
    expect((await send(player, 'mở lại rồi')).statusCode).toBe(201);
    expect((await auditOf(t.db, 'chat_settings:taixiu')).slice(-2).map((row) => [row.action, row.after])).toEqual([
      ['chat.toggle', { game: 'taixiu', enabled: false }],
      ['chat.toggle', { game: 'taixiu', enabled: true }],
    ]);
  });

  it('support may moderate; accounting and players may not', async () => {
    const player = await signupUser(t.app);
    const support = await newOperator(t.app, 'cskh');
    const accounting = await newOperator(t.app, 'ke_toan');
    const muteSupport = await adminPost(CHAT_PATHS.mute(player.user.id), { minutes: 5, reason: 'Chửi thề' }, support.headers);
    expect(muteSupport.statusCode).toBe(200);
    expect(muteSupport.json().data.mutedBy).toBe(support.username);
    for (const headers of [accounting.headers, player.headers]) {
      expect((await adminPost(CHAT_PATHS.unmute(player.user.id), undefined, headers)).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: api(CHAT_PATHS.settings), headers })).statusCode).toBe(403);
      expect((await adminPut(CHAT_PATHS.wordFilter, { words: ['x'] }, headers)).statusCode).toBe(403);
    }
  });
});
