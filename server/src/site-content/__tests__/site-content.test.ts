import { SITE_CONTENT_MESSAGES, type SiteContentDto, type SiteContentInput } from '@app/shared/contracts';
import type { Socket } from 'socket.io-client';
import {
  TEST_ADMIN,
  addOperator,
  auditOf,
  connectSocket,
  createTestApp,
  loginUser,
  nextEvent,
  signupUser,
  sleep,
  testOperatorId,
  type TestApp,
} from '../../test-utils';

// The operators' content for every page: saved by admins only, audited, checked field by field with
// the form's own Vietnamese sentences, carried by the public configuration (and each page's start-up
// data), told live to the open pages on the socket, and learned by a second node through NOTIFY.
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

const NONE: SiteContentInput = {
  announcement: '',
  maintenanceMessage: '',
  maintenanceFrom: '',
  maintenanceUntil: '',
  telegramUrl: '',
  zaloUrl: '',
  hotline: '',
};
const FULL: SiteContentInput = {
  announcement: '  Khuyến mãi nạp lần đầu tặng 10%  ',
  maintenanceMessage: 'Nạp và rút tiền tạm dừng trong thời gian này.',
  maintenanceFrom: '2099-12-07T02:00',
  maintenanceUntil: '2099-12-07T04:00',
  telegramUrl: 'https://t.me/hotro_xuc',
  zaloUrl: 'https://zalo.me/0912345678',
  hotline: '+84 912 345 678',
};
// Vietnam time is UTC+7: 02:00 on the 7th is 19:00 UTC on the 6th.
const FULL_SHOWN: SiteContentDto = {
  announcement: 'Khuyến mãi nạp lần đầu tặng 10%',
  maintenance: {
    message: 'Nạp và rút tiền tạm dừng trong thời gian này.',
    from: '2099-12-06T19:00:00.000Z',
    until: '2099-12-06T21:00:00.000Z',
  },
  support: { telegramUrl: 'https://t.me/hotro_xuc', zaloUrl: 'https://zalo.me/0912345678', hotline: '0912345678' },
};

const save = (payload: Partial<SiteContentInput>, headers = admin, app = t.app) =>
  app.inject({ method: 'PUT', url: '/api/admin/site-content', headers, payload: { ...NONE, ...payload } });
const publicConfig = async (app = t.app) => (await app.inject({ method: 'GET', url: '/api/public-config' })).json().data;

afterEach(async () => {
  expect((await save(NONE)).statusCode).toBe(200);
});

it('starts empty: no announcement, no notice, no support link (no placeholder that leads nowhere)', async () => {
  const read = await t.app.inject({ method: 'GET', url: '/api/admin/site-content', headers: admin });
  expect(read.statusCode).toBe(200);
  expect(read.json().data).toMatchObject({
    announcement: null,
    maintenance: null,
    support: { telegramUrl: null, zaloUrl: null, hotline: null },
  });
  expect(await publicConfig()).toMatchObject({ announcement: null, maintenance: null, support: { telegramUrl: null, zaloUrl: null } });
});

it('saves the content, answers it with who saved it, and records both sides in the audit log', async () => {
  const saved = await save(FULL);
  expect(saved.statusCode).toBe(200);
  expect(saved.json()).toMatchObject({
    success: true,
    message: SITE_CONTENT_MESSAGES.saved,
    data: { ...FULL_SHOWN, updatedBy: TEST_ADMIN.username },
  });
  expect(Date.parse(saved.json().data.updatedAt)).toBeGreaterThan(Date.now() - 60_000);

  const read = await t.app.inject({ method: 'GET', url: '/api/admin/site-content', headers: admin });
  expect(read.json().data).toEqual(saved.json().data);

  const entries = await auditOf(t.db, 'site_content');
  expect(entries.at(-1)).toEqual({
    actorId: await testOperatorId(t.db),
    action: 'siteContent.update',
    before: expect.objectContaining({ announcement: null, telegramUrl: null }),
    after: {
      announcement: FULL_SHOWN.announcement,
      maintenanceMessage: FULL_SHOWN.maintenance!.message,
      maintenanceFrom: FULL_SHOWN.maintenance!.from,
      maintenanceUntil: FULL_SHOWN.maintenance!.until,
      telegramUrl: FULL_SHOWN.support.telegramUrl,
      zaloUrl: FULL_SHOWN.support.zaloUrl,
      hotline: '0912345678',
    },
  });
});

// (static.test.ts holds that each page's start-up data is the public configuration.)
it('gives new pages the content in the public configuration', async () => {
  await save(FULL);
  expect(await publicConfig()).toEqual({ ...FULL_SHOWN, pwaEnabled: false, features: { taixiu: true, xocdia: true } });
});

it('tells every open page the new content on the socket, and that it was cleared', async () => {
  const player = await signupUser(t.app);
  const socket = await connectSocket(baseUrl, player.token);
  sockets.push(socket);
  const told = nextEvent<SiteContentDto>(socket, 'site_content');
  await save(FULL);
  expect(await told).toEqual(FULL_SHOWN);

  const cleared = nextEvent<SiteContentDto>(socket, 'site_content');
  await save({ ...FULL, maintenanceMessage: '', maintenanceFrom: '', maintenanceUntil: '', announcement: '' });
  expect(await cleared).toEqual({ ...FULL_SHOWN, announcement: null, maintenance: null });
  expect(await publicConfig()).toMatchObject({ announcement: null, maintenance: null });
});

it('keeps a notice without times, and leaves out one whose end has passed', async () => {
  await save({ maintenanceMessage: 'Hệ thống đang nâng cấp.' });
  expect((await publicConfig()).maintenance).toEqual({ message: 'Hệ thống đang nâng cấp.', from: null, until: null });
  await save({ maintenanceMessage: 'Bảo trì đã xong.', maintenanceFrom: '2020-01-01T02:00', maintenanceUntil: '2020-01-01T04:00' });
  expect((await publicConfig()).maintenance).toBeNull();
  // The console still shows what was saved, so the operator sees why the players see nothing.
  const read = await t.app.inject({ method: 'GET', url: '/api/admin/site-content', headers: admin });
  expect(read.json().data.maintenance).toMatchObject({ message: 'Bảo trì đã xong.' });
});

it.each<[string, Partial<SiteContentInput>, keyof SiteContentInput, string]>([
  ['an announcement too long', { announcement: 'a'.repeat(301) }, 'announcement', SITE_CONTENT_MESSAGES.announcementTooLong],
  ['an announcement on two lines', { announcement: 'dòng một\ndòng hai' }, 'announcement', SITE_CONTENT_MESSAGES.textInvalid],
  ['a notice too long', { maintenanceMessage: 'b'.repeat(301) }, 'maintenanceMessage', SITE_CONTENT_MESSAGES.maintenanceTooLong],
  [
    'a time that is no date',
    { maintenanceMessage: 'x', maintenanceFrom: 'ngày mai' },
    'maintenanceFrom',
    SITE_CONTENT_MESSAGES.timeInvalid,
  ],
  [
    'a day that does not exist',
    { maintenanceMessage: 'x', maintenanceUntil: '2026-02-30T02:00' },
    'maintenanceUntil',
    SITE_CONTENT_MESSAGES.timeInvalid,
  ],
  ['times without a notice', { maintenanceFrom: '2099-12-07T02:00' }, 'maintenanceMessage', SITE_CONTENT_MESSAGES.timesWithoutMessage],
  [
    'an end before the start',
    { maintenanceMessage: 'x', maintenanceFrom: '2099-12-07T04:00', maintenanceUntil: '2099-12-07T02:00' },
    'maintenanceUntil',
    SITE_CONTENT_MESSAGES.untilBeforeFrom,
  ],
  ['the old placeholder', { telegramUrl: 'https://t.me/' }, 'telegramUrl', SITE_CONTENT_MESSAGES.telegramInvalid],
  ['Telegram over http', { telegramUrl: 'http://t.me/hotro' }, 'telegramUrl', SITE_CONTENT_MESSAGES.telegramInvalid],
  ['another site as Telegram', { telegramUrl: 'https://t.me.evil.example/hotro' }, 'telegramUrl', SITE_CONTENT_MESSAGES.telegramInvalid],
  ['a script as Zalo', { zaloUrl: 'javascript:alert(1)' }, 'zaloUrl', SITE_CONTENT_MESSAGES.zaloInvalid],
  ['Telegram as Zalo', { zaloUrl: 'https://t.me/hotro' }, 'zaloUrl', SITE_CONTENT_MESSAGES.zaloInvalid],
  ['a hotline of letters', { hotline: 'goi-ngay' }, 'hotline', SITE_CONTENT_MESSAGES.hotlineInvalid],
  ['a hotline too short', { hotline: '091234567' }, 'hotline', SITE_CONTENT_MESSAGES.hotlineInvalid],
])('refuses %s with a 400 naming the field', async (_label, payload, field, message) => {
  const answer = await save(payload);
  expect(answer.statusCode).toBe(400);
  expect(answer.json()).toMatchObject({ success: false, field, message });
});

it('takes hotlines as Vietnam writes them: mobiles, landlines and 1800/1900 numbers', async () => {
  for (const [typed, kept] of [
    ['0912 345 678', '0912345678'],
    ['84912345678', '0912345678'],
    ['024.3825.1234', '02438251234'],
    ['1900 1234', '19001234'],
    ['1800-123-456', '1800123456'],
  ]) {
    const answer = await save({ hotline: typed });
    expect([typed, answer.statusCode, answer.json().data.support.hotline]).toEqual([typed, 200, kept]);
  }
});

it('is for admins only: the other roles and players are refused, and nothing changes', async () => {
  for (const role of ['ke_toan', 'cskh'] as const) {
    const operator = await addOperator(t.app, role);
    const headers = (await loginUser(t.app, operator.username, operator.password)).headers;
    expect((await save(FULL, headers)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/site-content', headers })).statusCode).toBe(403);
  }
  const player = await signupUser(t.app);
  const asPlayer = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/site-content',
    headers: { authorization: `Bearer ${player.token}` },
    payload: FULL,
  });
  expect(asPlayer.statusCode).toBe(403);
  expect((await publicConfig()).announcement).toBeNull();
});

it('a second node of the deployment gives the new content to its pages as soon as it commits', async () => {
  const other = await createTestApp({}, { db: t.db });
  try {
    await save(FULL);
    for (let i = 0; i < 50 && (await publicConfig(other.app)).announcement === null; i++) await sleep(20);
    expect(await publicConfig(other.app)).toMatchObject(FULL_SHOWN);
  } finally {
    await other.close();
  }
});
