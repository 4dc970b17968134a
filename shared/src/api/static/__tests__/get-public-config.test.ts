import { sessionStore } from '../../../session/session-store';
import { configureApi } from '../../../http/client';
import { getPublicConfig } from '../get-public-config';
import { fakeServer, json } from '../../../test-utils/fake-server';

jest.mock('../../../notify/notify', () => ({ notify: { success: jest.fn(), error: jest.fn(), info: jest.fn(), warning: jest.fn() } }));

let server: ReturnType<typeof fakeServer>;

beforeEach(() => {
  server = fakeServer();
  configureApi({ baseUrl: 'http://localhost/api', fetch: server.fetch });
  Object.assign(sessionStore, { token: null, csrfToken: null, user: null, isAuthenticated: false });
});

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
