import { act, screen } from '@testing-library/react';
import { EMPTY_SITE_CONTENT } from '@app/shared';
import { renderWithProviders } from '@app/shared/test-utils';
import { publicConfig } from '../../public-config/public-config';
import { BannedPage } from '../../errors/error-pages';
import { SupportButton } from '../support-button';

afterEach(() => {
  Object.assign(publicConfig, EMPTY_SITE_CONTENT);
});

it('offers the contacts the operators set, the hotline as a call', async () => {
  publicConfig.support = { telegramUrl: 'https://t.me/hotro', zaloUrl: null, hotline: '19001234' };
  const { user } = renderWithProviders(<SupportButton />);
  await user.click(screen.getByRole('button', { name: 'Hỗ trợ' }));
  const items = screen.getAllByRole('menuitem');
  expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
    ['Telegram', 'https://t.me/hotro'],
    ['Hotline 1900 1234', 'tel:19001234'],
  ]);
  expect(items[0]).toHaveAttribute('target', '_blank');
});

it('is not drawn while no contact is set, and appears when one is', async () => {
  renderWithProviders(<SupportButton />);
  expect(screen.queryByRole('button', { name: 'Hỗ trợ' })).toBeNull();
  await act(async () => {
    publicConfig.support = { telegramUrl: null, zaloUrl: 'https://zalo.me/0912345678', hotline: null };
  });
  expect(screen.getByRole('button', { name: 'Hỗ trợ' })).toBeInTheDocument();
});

it('links a banned player to the first contact set, and to none when none is', () => {
  const { unmount } = renderWithProviders(<BannedPage />);
  expect(screen.queryByRole('link', { name: /Liên hệ hỗ trợ/ })).toBeNull();
  unmount();
  publicConfig.support = { telegramUrl: null, zaloUrl: 'https://zalo.me/0912345678', hotline: '0912345678' };
  renderWithProviders(<BannedPage />);
  expect(screen.getByRole('link', { name: 'Liên hệ hỗ trợ qua Zalo' })).toHaveAttribute('href', 'https://zalo.me/0912345678');
});
