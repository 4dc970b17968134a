import { REFERRAL_MESSAGES, referralRuleText } from '@app/shared/signed-in';
import { json, renderWithProviders, screen, waitFor, within } from '@app/shared/test-utils';
import ReferralScreen from '../referral-screen';
import { type FakeServer, startFakeServer, signInPlayer, muteToasts } from '../../../test-utils/test-kit';

let server: FakeServer;
let toasts: ReturnType<typeof muteToasts>;
beforeEach(() => {
  server = startFakeServer();
  signInPlayer();
  toasts = muteToasts();
});
afterEach(() => {
  jest.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'share');
});

const answer = (data: object) =>
  server.on('GET', '/core/referrals', () =>
    json(200, { success: true, data: { code: 'K7QX3M', total: 0, referred: [], earned: 0, reward: null, ...data } }),
  );
const LINK = `${window.location.origin}/dang-ky?ref=K7QX3M`;

test('shows the code, the link with its QR, and an empty list for a player nobody joined with yet', async () => {
  answer({});
  renderWithProviders(<ReferralScreen />);
  expect(await screen.findByTestId('referral-code')).toHaveTextContent('K7QX3M');
  expect(screen.getByTestId('referral-link')).toHaveTextContent(LINK);
  expect(await screen.findByRole('img', { name: 'Mã QR của link mời đăng ký' })).toHaveAttribute(
    'src',
    expect.stringMatching(/^data:image\/svg\+xml/),
  );
  expect(screen.getByText('Chưa có ai đăng ký bằng mã của bạn')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Người chơi đã tham gia (0)' })).toBeInTheDocument();
  // The reward is off: no rule, nothing earned.
  expect(screen.queryByTestId('referral-reward')).not.toBeInTheDocument();
  // No share sheet in this browser: only the copy buttons.
  expect(screen.queryByRole('button', { name: 'Chia sẻ' })).not.toBeInTheDocument();
});

test('lists who joined, masked, with the day they joined, and the rule and earnings when the reward is on', async () => {
  answer({
    total: 2,
    referred: [
      { name: 'tuan***88', joinedAt: '2026-03-02T18:00:00.000Z' },
      { name: 'l***n', joinedAt: '2026-02-01T03:00:00.000Z' },
    ],
    earned: 125_000,
    reward: { shareBp: 50 },
  });
  renderWithProviders(<ReferralScreen />);
  const list = within(await screen.findByTestId('referral-list'));
  expect(list.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
    'tuan***88Tham gia 03/03/2026',
    'l***nTham gia 01/02/2026',
  ]);
  const reward = within(screen.getByTestId('referral-reward'));
  expect(reward.getByText(referralRuleText(50))).toBeInTheDocument();
  expect(referralRuleText(50)).toContain('0,5 %');
  expect(reward.getByText(/Đã nhận: 125\.000/)).toBeInTheDocument();
});

test('copies the code and the link, and shares the link where the phone can', async () => {
  answer({});
  const share = jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'share', { value: share, configurable: true });
  const { user } = renderWithProviders(<ReferralScreen />);
  // user-event puts a clipboard of its own on the page when it starts.
  const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
  await user.click(await screen.findByRole('button', { name: 'Sao chép mã' }));
  await user.click(screen.getByRole('button', { name: 'Sao chép link' }));
  await waitFor(() => expect(writeText.mock.calls).toEqual([['K7QX3M'], [LINK]]));
  expect(toasts.success).toHaveBeenCalledWith('Đã sao chép mã giới thiệu');
  expect(toasts.success).toHaveBeenCalledWith('Đã sao chép link mời');
  await user.click(screen.getByRole('button', { name: 'Chia sẻ' }));
  expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: LINK }));
});

test('a failed load says so and tries again', async () => {
  let calls = 0;
  server.on('GET', '/core/referrals', () =>
    ++calls === 1
      ? json(500, { success: false, message: 'Lỗi máy chủ' })
      : json(200, { success: true, data: { code: 'K7QX3M', total: 0, referred: [], earned: 0, reward: null } }),
  );
  const { user } = renderWithProviders(<ReferralScreen />);
  const error = await screen.findByTestId('referral-error');
  expect(error).toHaveTextContent(/./);
  await user.click(within(error).getByRole('button', { name: 'Thử lại' }));
  await waitFor(() => expect(screen.getByTestId('referral-code')).toHaveTextContent('K7QX3M'));
  expect(REFERRAL_MESSAGES.load).toMatch(/Vui lòng thử lại/);
});
