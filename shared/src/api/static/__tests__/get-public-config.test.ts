import { getPublicConfig } from '../get-public-config';
import { json, fakeApiForEachTest } from '../../../test-utils/fake-server';

jest.mock('../../../notify/notify', () => ({ notify: { success: jest.fn(), error: jest.fn(), info: jest.fn(), warning: jest.fn() } }));

const server = fakeApiForEachTest();

describe('getPublicConfig', () => {
  it('reads {data: config}', async () => {
    server.on('GET', '/public-config', () =>
      json(200, {
        success: true,
        data: {
          supportChannelUrl: 'https://t.me/kenh',
          supportAccountUrl: 'https://t.me/hotro',
          pwaEnabled: true,
          features: { taixiu: true, xocdia: false },
        },
      }),
    );
    await expect(getPublicConfig()).resolves.toEqual({
      supportChannelUrl: 'https://t.me/kenh',
      supportAccountUrl: 'https://t.me/hotro',
      pwaEnabled: true,
      features: { taixiu: true, xocdia: false },
    });
  });

  it('reads a bare config and fills what is missing with the defaults', async () => {
    server.on('GET', '/public-config', () => json(200, { pwaEnabled: false }));
    await expect(getPublicConfig()).resolves.toEqual({
      supportChannelUrl: 'https://t.me/',
      supportAccountUrl: 'https://t.me/',
      pwaEnabled: false,
      features: { taixiu: true, xocdia: true },
    });
  });
});
