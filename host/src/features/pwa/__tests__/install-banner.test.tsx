import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { renderWithProviders } from '@app/shared/test-utils';
import { publicConfig } from '../../public-config/public-config';
import { InstallBanner } from '../install-banner';
import { INSTALL_HIDE_COOKIE, INSTALL_MESSAGES, installPrompt, isIosSafari, listenInstallPrompt } from '../install-prompt';

// What Chromium hands the page when the app can be installed; the player's answer is given here.
async function offerInstall(outcome: 'accepted' | 'dismissed' | 'fails') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & Record<string, unknown>;
  event.prompt = jest.fn(() => (outcome === 'fails' ? Promise.reject(new Error('no')) : Promise.resolve()));
  event.userChoice = Promise.resolve({ outcome: outcome === 'fails' ? 'dismissed' : outcome });
  // async act: valtio tells React after a microtask, and the render must be over before asserting.
  await act(async () => {
    window.dispatchEvent(event);
  });
  return event;
}

const clearCookie = () => (document.cookie = `${INSTALL_HIDE_COOKIE}=; max-age=0; path=/`);
let stop: () => void;

beforeEach(() => {
  clearCookie();
  Object.assign(installPrompt, { offer: null, hidden: false, installing: false, iosSteps: false });
  publicConfig.pwaEnabled = true;
  stop = listenInstallPrompt();
  jest.spyOn(toast, 'info');
  jest.spyOn(toast, 'error');
});
afterEach(() => {
  stop();
  jest.restoreAllMocks();
});

it('shows nothing until the browser offers installation, then a card with install and close', async () => {
  renderWithProviders(<InstallBanner placement="bottom" />);
  expect(screen.queryByTestId('install-banner')).toBeNull();
  const event = await offerInstall('accepted');
  expect(event.defaultPrevented).toBe(true);
  expect(await screen.findByTestId('install-banner')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Cài đặt' })).toBeEnabled();
  expect(screen.getByRole('button', { name: 'Đóng' })).toBeInTheDocument();
});

it('stays away while the operator has the PWA switched off', async () => {
  publicConfig.pwaEnabled = false;
  renderWithProviders(<InstallBanner placement="bottom" />);
  await offerInstall('accepted');
  expect(screen.queryByTestId('install-banner')).toBeNull();
});

it('closing hides it for 24 hours with a cookie, also for a later offer', async () => {
  renderWithProviders(<InstallBanner placement="aboveNav" />);
  await offerInstall('accepted');
  await userEvent.click(await screen.findByRole('button', { name: 'Đóng' }));
  expect(screen.queryByTestId('install-banner')).toBeNull();
  expect(document.cookie).toContain(`${INSTALL_HIDE_COOKIE}=1`);
  await offerInstall('accepted');
  expect(screen.queryByTestId('install-banner')).toBeNull();
});

it('accepted: the prompt is shown once, the banner goes and the hide marker is cleared', async () => {
  renderWithProviders(<InstallBanner placement="bottom" />);
  const event = await offerInstall('accepted');
  const install = await screen.findByRole('button', { name: 'Cài đặt' });
  // Another tab closed its banner meanwhile; installing here clears that marker too.
  document.cookie = `${INSTALL_HIDE_COOKIE}=1; path=/`;
  await userEvent.click(install);
  await waitFor(() => expect(screen.queryByTestId('install-banner')).toBeNull());
  expect(event.prompt).toHaveBeenCalledTimes(1);
  expect(document.cookie).not.toContain(`${INSTALL_HIDE_COOKIE}=1`);
  expect(toast.info).not.toHaveBeenCalled();
});

it('dismissed in the browser dialog: says the installation was cancelled', async () => {
  renderWithProviders(<InstallBanner placement="bottom" />);
  await offerInstall('dismissed');
  await userEvent.click(await screen.findByRole('button', { name: 'Cài đặt' }));
  await waitFor(() => expect(toast.info).toHaveBeenCalledWith(INSTALL_MESSAGES.dismissed, expect.anything()));
  expect(INSTALL_MESSAGES.dismissed).toBe('Cài đặt ứng dụng đã bị hủy');
  expect(screen.queryByTestId('install-banner')).toBeNull();
});

it('a prompt that fails says so', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  renderWithProviders(<InstallBanner placement="bottom" />);
  await offerInstall('fails');
  await userEvent.click(await screen.findByRole('button', { name: 'Cài đặt' }));
  await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Installation failed', expect.anything()));
  expect(warn).toHaveBeenCalled();
});

it('the app installed from the browser menu takes the banner away', async () => {
  renderWithProviders(<InstallBanner placement="bottom" />);
  await offerInstall('accepted');
  await screen.findByTestId('install-banner');
  await act(async () => {
    window.dispatchEvent(new Event('appinstalled'));
  });
  expect(screen.queryByTestId('install-banner')).toBeNull();
});

it('inside the installed app (standalone) it is never offered', async () => {
  const matchMedia = jest.fn().mockReturnValue({ matches: true });
  Object.defineProperty(window, 'matchMedia', { value: matchMedia, configurable: true });
  try {
    renderWithProviders(<InstallBanner placement="bottom" />);
    await offerInstall('accepted');
    expect(screen.queryByTestId('install-banner')).toBeNull();
    expect(matchMedia).toHaveBeenCalledWith('(display-mode: standalone)');
  } finally {
    delete (window as { matchMedia?: unknown }).matchMedia;
  }
});

describe('on an iPhone, where Safari never offers installation', () => {
  const iphone =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
  const setAgent = (ua: string) => jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(ua);

  it('tells the Share → Thêm vào MH chính steps, with the same close for a day', async () => {
    stop();
    setAgent(iphone);
    stop = listenInstallPrompt();
    renderWithProviders(<InstallBanner placement="bottom" />);
    const banner = await screen.findByTestId('install-banner');
    expect(banner).toHaveTextContent('Thêm vào MH chính');
    expect(screen.queryByRole('button', { name: 'Cài đặt' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Đóng' }));
    expect(screen.queryByTestId('install-banner')).toBeNull();
    expect(document.cookie).toContain(`${INSTALL_HIDE_COOKIE}=1`);
  });

  it('says nothing in Chrome on an iPhone, nor while the operator has the PWA off', () => {
    expect(isIosSafari({ userAgent: iphone.replace('Version/17.4', 'CriOS/120.0'), maxTouchPoints: 5 })).toBe(false);
    expect(isIosSafari({ userAgent: iphone, maxTouchPoints: 5 })).toBe(true);
    expect(
      isIosSafari({
        userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
        maxTouchPoints: 5,
      }),
    ).toBe(true);
    stop();
    setAgent(iphone);
    publicConfig.pwaEnabled = false;
    stop = listenInstallPrompt();
    renderWithProviders(<InstallBanner placement="bottom" />);
    expect(screen.queryByTestId('install-banner')).toBeNull();
  });
});
