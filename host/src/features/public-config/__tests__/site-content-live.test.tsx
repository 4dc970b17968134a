import { act, screen, waitFor } from '@testing-library/react';
import { configureApi, EMPTY_SITE_CONTENT, realtimeStore, SiteNotices, type AppSocket, type SiteContentDto } from '@app/shared';
import { fakeServer, json, renderWithProviders } from '@app/shared/test-utils';
import { publicConfig, usePublicConfig, watchSiteContent } from '../public-config';

// The layouts draw SiteNotices from the public configuration; an open page keeps it live.
function Notices() {
  return <SiteNotices content={usePublicConfig()} />;
}

const CONTENT: SiteContentDto = {
  announcement: 'Khuyến mãi nạp lần đầu tặng 10%',
  maintenance: { message: 'Nạp và rút tạm dừng.', from: '2099-12-06T19:00:00.000Z', until: '2099-12-06T21:00:00.000Z' },
  support: { telegramUrl: 'https://t.me/hotro', zaloUrl: null, hotline: null },
};

const handlers = new Map<string, (payload: unknown) => void>();
let previousSocket: AppSocket | null;
let stop: () => void;
let server: ReturnType<typeof fakeServer>;
beforeEach(() => {
  handlers.clear();
  previousSocket = realtimeStore.socket;
  realtimeStore.socket = {
    on: (event: string, handler: (payload: unknown) => void) => handlers.set(event, handler),
    off: () => undefined,
  } as unknown as AppSocket;
  realtimeStore.syncs = 1;
  Object.assign(publicConfig, EMPTY_SITE_CONTENT);
  server = fakeServer();
  configureApi({ baseUrl: 'http://localhost/api', fetch: server.fetch });
  stop = watchSiteContent();
});
afterEach(() => {
  stop();
  realtimeStore.socket = previousSocket;
  Object.assign(publicConfig, EMPTY_SITE_CONTENT);
});

const hear = (payload: unknown) => act(async () => handlers.get('site_content')!(payload));

it('shows what an operator writes the moment it is saved, and takes it away when cleared', async () => {
  renderWithProviders(<Notices />);
  expect(screen.queryByRole('region', { name: /Thông báo/ })).toBeNull();
  await hear(CONTENT);
  expect(screen.getByRole('region', { name: 'Thông báo' })).toHaveTextContent(CONTENT.announcement!);
  expect(screen.getByRole('region', { name: 'Thông báo bảo trì' })).toHaveTextContent(
    'Bảo trì hệ thống từ 02:00 đến 04:00 ngày 07/12/2099',
  );
  expect(publicConfig.support.telegramUrl).toBe('https://t.me/hotro');

  await hear({ ...CONTENT, maintenance: null });
  expect(screen.queryByRole('region', { name: 'Thông báo bảo trì' })).toBeNull();
  expect(screen.getByRole('region', { name: 'Thông báo' })).toBeInTheDocument();
  await hear({ ...CONTENT, announcement: null, maintenance: null });
  expect(screen.queryByRole('region', { name: /Thông báo/ })).toBeNull();
});

it('reads the content again after a reconnect, when a change may have been missed', async () => {
  server.on('GET', '/public-config', () => json(200, { success: true, data: { ...CONTENT, pwaEnabled: false } }));
  renderWithProviders(<Notices />);
  await act(async () => {
    realtimeStore.syncs = 2;
  });
  await waitFor(() => expect(screen.getByRole('region', { name: 'Thông báo' })).toHaveTextContent(CONTENT.announcement!));
  expect(server.seen).toHaveLength(1);
});

it('ignores what is not content: a link of another site is not shown', async () => {
  await hear({ ...CONTENT, support: { telegramUrl: 'javascript:alert(1)', zaloUrl: 'https://zalo.me/0912345678', hotline: null } });
  expect(publicConfig.support).toEqual({ telegramUrl: null, zaloUrl: 'https://zalo.me/0912345678', hotline: null });
});
