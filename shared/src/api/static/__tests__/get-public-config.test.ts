import { EMPTY_SITE_CONTENT } from '../../../contracts/site-content';
import { getPublicConfig } from '../get-public-config';
import { json, fakeApiForEachTest } from '../../../test-utils/fake-server';

jest.mock('../../../notify/notify', () => ({ notify: { success: jest.fn(), error: jest.fn(), info: jest.fn(), warning: jest.fn() } }));

const server = fakeApiForEachTest();

const CONTENT = {
  announcement: 'Khuyến mãi nạp lần đầu',
  maintenance: { message: 'Tạm dừng rút tiền', from: '2099-12-06T19:00:00.000Z', until: null },
  support: { telegramUrl: 'https://t.me/kenh', zaloUrl: 'https://zalo.me/0912345678', hotline: '19001234' },
};

describe('getPublicConfig', () => {
  it('reads {data: config}', async () => {
    server.on('GET', '/public-config', () =>
      json(200, { success: true, data: { ...CONTENT, pwaEnabled: true, features: { taixiu: true, xocdia: false } } }),
    );
    await expect(getPublicConfig()).resolves.toEqual({ ...CONTENT, pwaEnabled: true, features: { taixiu: true, xocdia: false } });
  });

  it('reads a bare config and shows nothing of what is missing: no announcement, no support link', async () => {
    server.on('GET', '/public-config', () => json(200, { pwaEnabled: false }));
    await expect(getPublicConfig()).resolves.toEqual({
      ...EMPTY_SITE_CONTENT,
      pwaEnabled: false,
      features: { taixiu: true, xocdia: true },
    });
  });

  it('drops a link that is not of its own service, and the old placeholder', async () => {
    server.on('GET', '/public-config', () =>
      json(200, { support: { telegramUrl: 'https://t.me/', zaloUrl: 'javascript:alert(1)', hotline: 'gọi ngay' }, announcement: 42 }),
    );
    const config = await getPublicConfig();
    expect(config.support).toEqual({ telegramUrl: null, zaloUrl: null, hotline: null });
    expect(config.announcement).toBeNull();
  });
});
