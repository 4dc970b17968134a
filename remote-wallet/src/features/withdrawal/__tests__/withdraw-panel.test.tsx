import { formatVietnamDateTime, setBalance, STORAGE_KEYS } from '@app/shared';
import { readTwoFactorSession } from '@app/shared/signed-in';
import { renderWithProviders, screen, waitFor, within } from '@app/shared/test-utils';
import { WithdrawPanel, cooldownOf, preselectAccount } from '../withdraw-panel';
import { account, fail, json, ok, P, setup, type Server } from './support';

let server: Server;
let toast: ReturnType<typeof setup>['toast'];

beforeEach(() => {
  ({ server, toast } = setup());
});
afterEach(() => jest.restoreAllMocks());

const twoAccounts = () =>
  ok([account({ id: 1 }), account({ id: 2, isDefault: true, bankCode: 'ACB', bankName: 'ACB', accountNumber: '99998888' })]);

async function renderPanel() {
  const view = renderWithProviders(<WithdrawPanel />);
  await screen.findByTestId('withdraw-form');
  // Limits loaded.
  await screen.findByText(/Tối thiểu/);
  return view;
}

const amountInput = () => screen.getByTestId('withdraw-amount');

describe('account choice', () => {
  it('preselects the default account (else the first active); inactive ones cannot be chosen', async () => {
    server.on('GET', `${P}/u/user-bank-accounts`, () =>
      ok([account({ id: 1 }), account({ id: 2, isDefault: true }), account({ id: 3, isActive: false })]),
    );
    await renderPanel();
    expect(within(screen.getByTestId('withdraw-account-2')).getByRole('radio')).toBeChecked();
    expect(within(screen.getByTestId('withdraw-account-1')).getByRole('radio')).not.toBeChecked();
    expect(within(screen.getByTestId('withdraw-account-3')).getByRole('radio')).toBeDisabled();
    expect(screen.getByTestId('withdraw-account-2')).toHaveTextContent('•••• 6789');
    expect(screen.getByTestId('withdraw-account-2')).toHaveTextContent('NGUYEN VAN A');
  });

  it('preselectAccount: default if active, else the first active one', () => {
    expect(preselectAccount([account({ id: 1 }), account({ id: 2, isDefault: true })])).toBe(2);
    expect(preselectAccount([account({ id: 1, isActive: false }), account({ id: 2 }), account({ id: 3 })])).toBe(2);
    expect(preselectAccount([account({ id: 1, isDefault: true, isActive: false }), account({ id: 4 })])).toBe(4);
    expect(preselectAccount([])).toBeUndefined();
  });

  it("with no accounts says 'Bạn chưa có tài khoản rút tiền' and the add button opens the dialog", async () => {
    server.on('GET', `${P}/u/user-bank-accounts`, () => ok([]));
    const { user } = renderWithProviders(<WithdrawPanel />);
    expect(await screen.findByTestId('no-bank-account')).toHaveTextContent('Bạn chưa có tài khoản rút tiền');
    await user.click(screen.getByTestId('add-bank-account'));
    expect(await screen.findByTestId('bank-account-dialog')).toBeInTheDocument();
  });
});

describe('held amount', () => {
  it('shows what pending withdrawals hold under the balance, and nothing when none is pending', async () => {
    server.on('GET', `${P}/u/user-bank-accounts`, twoAccounts);
    server.on('GET', `${P}/u/withdrawals`, () => ok({ items: [], page: 1, size: 10, total: 2, heldAmount: 300_000 }));
    const view = await renderPanel();
    expect(await screen.findByTestId('withdrawal-held')).toHaveTextContent('Đang chờ rút: 300.000 đ');
    view.unmount();
  });

  it('is not shown when nothing is held', async () => {
    server.on('GET', `${P}/u/user-bank-accounts`, twoAccounts);
    server.on('GET', `${P}/u/withdrawals`, () => ok({ items: [], page: 1, size: 10, total: 0, heldAmount: 0 }));
    await renderPanel();
    await waitFor(() => expect(server.calls('GET', `${P}/u/withdrawals?page=1&size=10`)).toHaveLength(1));
    expect(screen.queryByTestId('withdrawal-held')).not.toBeInTheDocument();
  });
});

describe('cool-down', () => {
  const later = new Date(Date.now() + 3 * 3_600_000).toISOString();

  it('says why and until when before anything is typed, and withdrawing to that account waits', async () => {
    server.on('GET', `${P}/u/user-bank-accounts`, () =>
      ok([account({ id: 1, isDefault: true, withdrawableFrom: later, cooldownReason: 'bank_account' }), account({ id: 2 })]),
    );
    const { user } = await renderPanel();
    const notice = screen.getByTestId('withdraw-cooldown');
    expect(notice).toHaveTextContent('Tài khoản ngân hàng này vừa được thêm hoặc thay đổi');
    expect(notice).toHaveTextContent(formatVietnamDateTime(later));
    expect(screen.getByTestId('withdraw-submit')).toBeDisabled();
    // Another account out of its cool-down can be used at once.
    await user.click(screen.getByTestId('withdraw-account-2'));
    expect(screen.queryByTestId('withdraw-cooldown')).not.toBeInTheDocument();
    expect(screen.getByTestId('withdraw-submit')).toBeEnabled();
  });

  it('a cool-down that runs out while the form is open stops blocking without a reload', async () => {
    const soon = new Date(Date.now() + 1_500).toISOString();
    server.on('GET', `${P}/u/user-bank-accounts`, () =>
      ok([account({ id: 1, isDefault: true, withdrawableFrom: soon, cooldownReason: 'bank_account' })]),
    );
    await renderPanel();
    expect(screen.getByTestId('withdraw-submit')).toBeDisabled();
    await waitFor(() => expect(screen.queryByTestId('withdraw-cooldown')).not.toBeInTheDocument(), { timeout: 4_000 });
    expect(screen.getByTestId('withdraw-submit')).toBeEnabled();
  });

  it('after a password change every account says so; a cool-down in the past is none', async () => {
    server.on('GET', `${P}/u/user-bank-accounts`, () =>
      ok([account({ id: 1, isDefault: true, withdrawableFrom: later, cooldownReason: 'password' })]),
    );
    await renderPanel();
    expect(screen.getByTestId('withdraw-cooldown')).toHaveTextContent('Mật khẩu của bạn vừa được thay đổi');
    expect(cooldownOf(account({ withdrawableFrom: '2020-01-01T00:00:00.000Z', cooldownReason: 'bank_account' }))).toBeNull();
  });
});

describe('amount validation', () => {
  beforeEach(() => server.on('GET', `${P}/u/user-bank-accounts`, twoAccounts));

  it.each([
    ['', 'Vui lòng nhập số tiền'],
    ['1000', 'Số tiền rút tối thiểu là 50.000 đ'],
    ['20000000', 'Số tiền rút tối đa là 10.000.000 đ'],
    ['6000000', 'Số tiền tối đa là 5.000.000 đ'],
  ])('amount %p → %s', async (typed, message) => {
    const { user } = await renderPanel();
    if (typed) await user.type(amountInput(), typed);
    await user.click(screen.getByTestId('withdraw-submit'));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(server.calls('GET', '/core/two-factor-status')).toHaveLength(0);
  });

  it("a balance of 0 says 'Số dư khả dụng không hợp lệ. Vui lòng thử lại sau.'", async () => {
    setBalance(0, 'test');
    const { user } = await renderPanel();
    await user.type(amountInput(), '100000');
    await user.click(screen.getByTestId('withdraw-submit'));
    expect(await screen.findByText('Số dư khả dụng không hợp lệ. Vui lòng thử lại sau.')).toBeInTheDocument();
  });

  it("placeholder is 'Nhập số tiền'", async () => {
    await renderPanel();
    expect(amountInput()).toHaveAttribute('placeholder', 'Nhập số tiền');
  });
});

describe('flow: status → (setup) → verify → create', () => {
  beforeEach(() => server.on('GET', `${P}/u/user-bank-accounts`, twoAccounts));

  function scriptCreate() {
    const storedAtCreate: (string | null)[] = [];
    server.on('POST', `${P}/u/withdrawals`, () => {
      storedAtCreate.push(localStorage.getItem(STORAGE_KEYS.twoFactorSession));
      return ok({ id: 50, amount: 200000, status: 'PENDING' }, 201);
    });
    server.on('POST', '/core/users/2fa/validate', () => json(200, { success: true, data: { sessionId: 'srv-token-1', expiresAt: 'x' } }));
    return storedAtCreate;
  }

  // The default account, the amount, 'Rút tiền', then the second-level password (already set).
  async function withdrawWithPassword(amount: string) {
    const { user } = await renderPanel();
    await user.type(amountInput(), amount);
    await user.click(screen.getByTestId('withdraw-submit'));
    const verify = await screen.findByTestId('two-factor-verify-dialog');
    await user.type(within(verify).getByTestId('two-factor-verify-password'), '246810');
    await user.click(within(verify).getByTestId('two-factor-verify-submit'));
  }

  it('a failing status check counts as not set: setup, then verify, then the withdrawal with the server token', async () => {
    server.on('GET', '/core/two-factor-status', () => json(500, { success: false, message: 'boom' }));
    server.on('POST', '/core/setup-two-factor-password', () => json(200, { success: true }));
    const storedAtCreate = scriptCreate();
    const { user } = await renderPanel();

    await user.type(amountInput(), '200000');
    await user.click(screen.getByTestId('withdraw-submit'));

    const setupDialog = await screen.findByTestId('two-factor-setup-dialog');
    await user.type(within(setupDialog).getByTestId('two-factor-login-password'), 'matkhau123');
    await user.type(within(setupDialog).getByTestId('two-factor-password'), '246810');
    await user.type(within(setupDialog).getByTestId('two-factor-confirm'), '246810');
    await user.click(within(setupDialog).getByTestId('two-factor-setup-submit'));
    expect(toast.success).toHaveBeenCalledWith('Thiết lập mật khẩu cấp 2 thành công!');

    const verify = await screen.findByTestId('two-factor-verify-dialog');
    expect(verify).toHaveTextContent('Nhập mật khẩu cấp 2 để xác nhận giao dịch rút tiền');
    expect(screen.queryByTestId('two-factor-setup-dialog')).not.toBeInTheDocument();
    await user.type(within(verify).getByTestId('two-factor-verify-password'), '246810');
    await user.click(within(verify).getByTestId('two-factor-verify-submit'));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Yêu cầu rút tiền đã được gửi!'));
    const order = server.seen
      .filter((s) => s.method === 'POST' || s.path.includes('two-factor-status'))
      .map((s) => `${s.method} ${s.path.replace('/api', '').replace(P, '')}`);
    expect(order).toEqual([
      'GET /core/two-factor-status',
      'POST /core/setup-two-factor-password',
      'POST /core/users/2fa/validate',
      'POST /u/withdrawals',
    ]);
    const body = JSON.parse(server.calls('POST', `${P}/u/withdrawals`)[0].body);
    expect(body).toEqual({
      bankAccountId: 2,
      amount: 200000,
      twoFactor: {
        userId: 7,
        action: 'user_withdraw',
        sessionId: 'srv-token-1',
        userAgent: expect.any(String),
        ipAddress: expect.any(String),
      },
      idempotencyKey: expect.stringMatching(/^wd-[a-z0-9]+-[a-z0-9]+$/),
    });
    // Stored before the create, cleared after it.
    expect(storedAtCreate).toEqual(['srv-token-1']);
    expect(readTwoFactorSession()).toBeNull();
    // The history is reloaded (the inbox item of the request is the server's).
    await waitFor(() => expect(server.calls('GET', `${P}/u/withdrawals?page=1&size=10`).length).toBeGreaterThan(0));
    expect(screen.queryByTestId('two-factor-verify-dialog')).not.toBeInTheDocument();
  });

  it('with the password set it goes straight to verify, and the chosen account is sent', async () => {
    server.on('GET', '/core/two-factor-status', () => json(200, { success: true, data: { has_two_factor: true, locked_until: null } }));
    scriptCreate();
    const { user } = await renderPanel();
    await user.click(screen.getByTestId('withdraw-account-1'));
    await user.type(amountInput(), '300000');
    await user.click(screen.getByTestId('withdraw-submit'));
    const verify = await screen.findByTestId('two-factor-verify-dialog');
    expect(screen.queryByTestId('two-factor-setup-dialog')).not.toBeInTheDocument();
    await user.type(within(verify).getByTestId('two-factor-verify-password'), '246810');
    await user.click(within(verify).getByTestId('two-factor-verify-submit'));
    await waitFor(() => expect(server.calls('POST', `${P}/u/withdrawals`)).toHaveLength(1));
    expect(JSON.parse(server.calls('POST', `${P}/u/withdrawals`)[0].body)).toMatchObject({ bankAccountId: 1, amount: 300000 });
  });

  it('a withdrawal whose answer is lost is sent again with the same key, the button saying so meanwhile', async () => {
    server.on('GET', '/core/two-factor-status', () => json(200, { success: true, data: { has_two_factor: true, locked_until: null } }));
    server.on('POST', '/core/users/2fa/validate', () => json(200, { success: true, data: { sessionId: 'srv-3', expiresAt: 'x' } }));
    let copies = 0;
    server.on('POST', `${P}/u/withdrawals`, () =>
      ++copies === 1 ? json(503, { message: 'unavailable' }) : ok({ id: 51, amount: 300000, status: 'PENDING' }, 201),
    );
    await withdrawWithPassword('300000');
    await waitFor(() => expect(screen.getByTestId('withdraw-submit')).toHaveTextContent('Mất kết nối, đang gửi lại...'));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Yêu cầu rút tiền đã được gửi!'));
    const [first, second] = server.calls('POST', `${P}/u/withdrawals`).map((call) => JSON.parse(call.body));
    expect(second.idempotencyKey).toBe(first.idempotencyKey);
    expect(second.twoFactor.sessionId).toBe(first.twoFactor.sessionId);
    expect(toast.error).not.toHaveBeenCalled();
    expect(screen.getByTestId('withdraw-submit')).toHaveTextContent('Rút tiền');
  });

  it('a refused withdrawal shows the server message and still clears the token', async () => {
    server.on('GET', '/core/two-factor-status', () => json(200, { success: true, data: { has_two_factor: true, locked_until: null } }));
    server.on('POST', '/core/users/2fa/validate', () => json(200, { success: true, data: { sessionId: 'srv-2', expiresAt: 'x' } }));
    server.on('POST', `${P}/u/withdrawals`, () => fail(409, 'Bạn đang có yêu cầu rút tiền chờ xử lý với tài khoản này'));
    await withdrawWithPassword('300000');
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Bạn đang có yêu cầu rút tiền chờ xử lý với tài khoản này'));
    expect(readTwoFactorSession()).toBeNull();
    expect(screen.getByTestId('withdraw-submit')).not.toBeDisabled();
  });

  it('cancelling the verify dialog sends nothing', async () => {
    server.on('GET', '/core/two-factor-status', () => json(200, { success: true, data: { has_two_factor: true, locked_until: null } }));
    const { user } = await renderPanel();
    await user.type(amountInput(), '300000');
    await user.click(screen.getByTestId('withdraw-submit'));
    const verify = await screen.findByTestId('two-factor-verify-dialog');
    await user.click(within(verify).getByRole('button', { name: 'Hủy' }));
    expect(screen.queryByTestId('two-factor-verify-dialog')).not.toBeInTheDocument();
    expect(server.calls('POST', `${P}/u/withdrawals`)).toHaveLength(0);
    expect(screen.getByTestId('withdraw-submit')).not.toBeDisabled();
  });
});
