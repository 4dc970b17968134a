import { renderWithProviders, screen, waitFor, within } from '@app/shared/test-utils';
import { account, fail, json, ok, P, setup, type Server } from '../../withdrawal/__tests__/support';
import { BankAccountDialog } from '../bank-account-dialog';
import { BankAccountsSection } from '../bank-accounts-section';
import { maskAccountNumber } from '../bank-accounts-store';

let server: Server;
let toast: ReturnType<typeof setup>['toast'];
beforeEach(() => {
  ({ server, toast } = setup());
  // The player has a second-level password; verifying it issues the step-up token.
  server.on('GET', '/core/two-factor-status', () => json(200, { success: true, data: { has_two_factor: true, locked_until: null } }));
  server.on('POST', '/core/users/2fa/validate', () =>
    json(200, { success: true, data: { sessionId: 'step-up-token', expiresAt: '2026-01-01T00:05:00.000Z' } }),
  );
});
afterEach(() => jest.restoreAllMocks());

const renderDialog = (accounts = [account({ id: 1, accountName: 'NGUYEN VAN A' })], edit?: ReturnType<typeof account>) => {
  const onClose = jest.fn();
  const view = renderWithProviders(<BankAccountDialog open accounts={accounts} account={edit} onClose={onClose} />);
  return { ...view, onClose };
};

// The second-level password asked before a change that can redirect withdrawals.
async function verifyStepUp(user: ReturnType<typeof renderWithProviders>['user']) {
  const dialog = await screen.findByTestId('two-factor-verify-dialog');
  expect(dialog).toHaveTextContent('Nhập mật khẩu cấp 2 để xác nhận thay đổi tài khoản ngân hàng');
  await user.type(within(dialog).getByTestId('two-factor-verify-password'), '529174');
  await user.click(within(dialog).getByTestId('two-factor-verify-submit'));
}

const validated = () => server.calls('POST', '/core/users/2fa/validate').map((c) => JSON.parse(c.body).action);

async function pickBank(user: ReturnType<typeof renderWithProviders>['user'], code: string) {
  await user.click(screen.getByTestId('bank-code-picker'));
  await user.click(await screen.findByTestId(`bank-option-${code}`));
}

describe('add/edit dialog validation', () => {
  it('bank required, number rules and name length', async () => {
    const { user } = renderDialog();
    await user.click(screen.getByTestId('bank-account-save'));
    expect(await screen.findByText('Vui lòng chọn ngân hàng')).toBeInTheDocument();
    expect(screen.getByText('Tên chủ tài khoản phải có ít nhất 2 ký tự')).toBeInTheDocument();

    await user.type(screen.getByTestId('account-number'), '1234');
    await user.tab();
    expect(await screen.findByText('Số tài khoản phải có ít nhất 8 ký tự')).toBeInTheDocument();
    await user.clear(screen.getByTestId('account-number'));
    await user.type(screen.getByTestId('account-number'), '12ab5678');
    expect(await screen.findByText('Số tài khoản chỉ được chứa số')).toBeInTheDocument();

    await user.type(screen.getByTestId('account-name'), 'A'.repeat(51));
    await user.tab();
    expect(await screen.findByText('Tên chủ tài khoản không được quá 50 ký tự')).toBeInTheDocument();
    expect(server.calls('POST', `${P}/u/user-bank-accounts`)).toHaveLength(0);
  });

  it('normalises the owner name on blur (accents removed, upper-cased, trimmed)', async () => {
    const { user } = renderDialog([]);
    await user.type(screen.getByTestId('account-name'), '  nguyễn văn đức ');
    await user.tab();
    expect(screen.getByTestId('account-name')).toHaveValue('NGUYEN VAN DUC');
  });

  it("a later account must carry the first account's name", async () => {
    const { user } = renderDialog([
      account({ id: 1, accountName: 'NGUYEN VAN A' }),
      account({ id: 2, createdAt: '2026-02-01T00:00:00.000Z', accountName: 'NGUYEN VAN A' }),
    ]);
    await user.type(screen.getByTestId('account-name'), 'Tran Van B');
    await user.tab();
    expect(await screen.findByText('Tên tài khoản phải khớp với tên đã đăng ký lần đầu')).toBeInTheDocument();
    await user.clear(screen.getByTestId('account-name'));
    await user.type(screen.getByTestId('account-name'), 'nguyễn văn a');
    await user.tab();
    expect(screen.queryByText('Tên tài khoản phải khớp với tên đã đăng ký lần đầu')).not.toBeInTheDocument();
  });

  it('a later account is sent at once (no confirmation) and the server mismatch message is shown', async () => {
    server.on('POST', `${P}/u/user-bank-accounts`, () => fail(400, 'Tên tài khoản phải khớp với tên đã đăng ký lần đầu'));
    const { user } = renderDialog();
    await pickBank(user, 'ACB');
    await user.type(screen.getByTestId('account-number'), '11112222');
    await user.type(screen.getByTestId('account-name'), 'nguyen van a');
    await user.click(screen.getByTestId('bank-account-save'));
    await verifyStepUp(user);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Tên tài khoản phải khớp với tên đã đăng ký lần đầu'));
    expect(validated()).toEqual(['bank_account_change']);
    expect(server.calls('POST', `${P}/u/user-bank-accounts`)[0].twoFactorSession).toBe('step-up-token');
    expect(screen.queryByTestId('first-account-confirm')).not.toBeInTheDocument();
    expect(JSON.parse(server.calls('POST', `${P}/u/user-bank-accounts`)[0].body)).toEqual({
      bankCode: 'ACB',
      accountNumber: '11112222',
      accountName: 'NGUYEN VAN A',
    });
  });

  it('the bank picker searches the list', async () => {
    const { user } = renderDialog();
    await user.click(screen.getByTestId('bank-code-picker'));
    await screen.findByTestId('bank-option-VCB');
    await user.type(screen.getByTestId('bank-search'), 'chau');
    expect(screen.queryByTestId('bank-option-VCB')).not.toBeInTheDocument();
    expect(screen.getByTestId('bank-option-ACB')).toBeInTheDocument();
  });
});

describe('first account', () => {
  it('asks for a second confirmation before sending; cancelling sends nothing', async () => {
    server.on('POST', `${P}/u/user-bank-accounts`, () => ok(account({ id: 10 }), 201));
    server.on('GET', `${P}/u/user-bank-accounts`, () => ok([account({ id: 10 })]));
    const { user, onClose } = renderDialog([]);
    await pickBank(user, 'VCB');
    await user.type(screen.getByTestId('account-number'), '0123456789');
    await user.type(screen.getByTestId('account-name'), 'Nguyễn Văn A');
    await user.click(screen.getByTestId('bank-account-save'));

    const confirm = await screen.findByTestId('first-account-confirm-dialog');
    expect(confirm).toHaveTextContent('NGUYEN VAN A');
    expect(confirm).toHaveTextContent('không thể thay đổi');
    expect(server.calls('POST', `${P}/u/user-bank-accounts`)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Kiểm tra lại' }));
    expect(screen.queryByTestId('first-account-confirm-dialog')).not.toBeInTheDocument();
    expect(server.calls('POST', `${P}/u/user-bank-accounts`)).toHaveLength(0);

    await user.click(screen.getByTestId('bank-account-save'));
    await user.click(await screen.findByTestId('first-account-confirm'));
    await verifyStepUp(user);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Tài khoản ngân hàng đã được thêm thành công!'));
    expect(JSON.parse(server.calls('POST', `${P}/u/user-bank-accounts`)[0].body)).toEqual({
      bankCode: 'VCB',
      accountNumber: '0123456789',
      accountName: 'NGUYEN VAN A',
    });
    expect(onClose).toHaveBeenCalled();
    // The list is reloaded after 100 ms.
    await waitFor(() => expect(server.calls('GET', `${P}/u/user-bank-accounts`)).toHaveLength(1));
  });
});

describe('step-up', () => {
  it('a player without a second-level password sets one up (with the login password), then verifies, in the same flow', async () => {
    server.on('GET', '/core/two-factor-status', () => json(200, { success: true, data: { has_two_factor: false, locked_until: null } }));
    server.on('POST', '/core/setup-two-factor-password', () => json(200, { success: true }));
    server.on('POST', `${P}/u/user-bank-accounts`, () => ok(account({ id: 11 }), 201));
    server.on('GET', `${P}/u/user-bank-accounts`, () => ok([account({ id: 11 })]));
    const { user } = renderDialog();
    await pickBank(user, 'ACB');
    await user.type(screen.getByTestId('account-number'), '11112222');
    await user.type(screen.getByTestId('account-name'), 'nguyen van a');
    await user.click(screen.getByTestId('bank-account-save'));
    const setupDialog = await screen.findByTestId('two-factor-setup-dialog');
    await user.type(within(setupDialog).getByTestId('two-factor-login-password'), 'matkhau123');
    await user.type(within(setupDialog).getByTestId('two-factor-password'), '529174');
    await user.type(within(setupDialog).getByTestId('two-factor-confirm'), '529174');
    await user.click(within(setupDialog).getByTestId('two-factor-setup-submit'));
    await verifyStepUp(user);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Tài khoản ngân hàng đã được thêm thành công!'));
    expect(server.calls('POST', `${P}/u/user-bank-accounts`)[0].twoFactorSession).toBe('step-up-token');
  });

  it('cancelling at the second-level password sends nothing and says why', async () => {
    const { user } = renderDialog();
    await pickBank(user, 'ACB');
    await user.type(screen.getByTestId('account-number'), '11112222');
    await user.type(screen.getByTestId('account-name'), 'nguyen van a');
    await user.click(screen.getByTestId('bank-account-save'));
    const dialog = await screen.findByTestId('two-factor-verify-dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Hủy' }));
    expect(await screen.findByText('Vui lòng xác minh mật khẩu cấp 2 để thay đổi tài khoản ngân hàng')).toBeInTheDocument();
    expect(server.calls('POST', `${P}/u/user-bank-accounts`)).toHaveLength(0);
  });

  it('an account in its cool-down says from when withdrawals to it open', async () => {
    server.on('GET', `${P}/u/user-bank-accounts`, () =>
      ok([account({ id: 1, withdrawableFrom: '2026-03-02T03:05:00.000Z', cooldownReason: 'bank_account' })]),
    );
    renderWithProviders(<BankAccountsSection />);
    expect(await screen.findByTestId('bank-account-cooldown')).toHaveTextContent('Rút tiền được từ 10:05 02/03/2026');
  });
});

describe('edit', () => {
  it('shows the name read-only and sends only bank and number', async () => {
    server.on('PUT', `${P}/u/user-bank-accounts/1`, () => ok(account({ id: 1, accountNumber: '55556666' })));
    server.on('GET', `${P}/u/user-bank-accounts`, () => ok([account({ id: 1 })]));
    const acc = account({ id: 1 });
    const { user } = renderDialog([acc], acc);
    const name = screen.getByTestId('account-name');
    expect(name).toHaveValue('NGUYEN VAN A');
    expect(name).toBeDisabled();
    await user.clear(screen.getByTestId('account-number'));
    await user.type(screen.getByTestId('account-number'), '55556666');
    await user.click(screen.getByTestId('bank-account-save'));
    await verifyStepUp(user);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Cập nhật tài khoản ngân hàng thành công!'));
    expect(server.calls('PUT', `${P}/u/user-bank-accounts/1`)[0].twoFactorSession).toBe('step-up-token');
    expect(JSON.parse(server.calls('PUT', `${P}/u/user-bank-accounts/1`)[0].body)).toEqual({ bankCode: 'VCB', accountNumber: '55556666' });
  });
});

describe('section on /ngan-hang', () => {
  const list = [
    account({ id: 1 }),
    account({ id: 2, isDefault: true, bankCode: 'ACB', bankName: 'ACB', createdAt: '2026-02-01T00:00:00.000Z' }),
    account({ id: 3, isActive: false, createdAt: '2026-03-01T00:00:00.000Z' }),
  ];

  it('lists accounts default first with badges and states', async () => {
    server.on('GET', `${P}/u/user-bank-accounts`, () => ok(list));
    renderWithProviders(<BankAccountsSection />);
    const items = await screen.findAllByTestId('bank-account-item');
    expect(items.map((i) => i.getAttribute('data-account-id'))).toEqual(['2', '1', '3']);
    expect(items[0]).toHaveTextContent('Mặc định');
    expect(items[2]).toHaveTextContent('Tạm khóa');
    expect(within(items[2]).getByRole('button', { name: 'Kích hoạt' })).toBeInTheDocument();
  });

  it('delete asks first, handles the 204 answer, toasts and reloads after 100 ms', async () => {
    server.on('GET', `${P}/u/user-bank-accounts`, () => ok(list));
    server.on('DELETE', `${P}/u/user-bank-accounts/1`, () => new Response(null, { status: 204 }));
    const { user } = renderWithProviders(<BankAccountsSection />);
    const items = await screen.findAllByTestId('bank-account-item');
    await user.click(within(items[1]).getByTestId('bank-account-delete'));
    expect(server.calls('DELETE', `${P}/u/user-bank-accounts/1`)).toHaveLength(0);
    server.on('GET', `${P}/u/user-bank-accounts`, () => ok(list.filter((a) => a.id !== 1)));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Xóa' }));
    await verifyStepUp(user);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Đã xóa tài khoản ngân hàng'));
    expect(server.calls('DELETE', `${P}/u/user-bank-accounts/1`)[0].twoFactorSession).toBe('step-up-token');
    await waitFor(() => expect(screen.getAllByTestId('bank-account-item')).toHaveLength(2));
    expect(server.calls('GET', `${P}/u/user-bank-accounts`)).toHaveLength(2);
  });

  it('set default and deactivate send their calls and toast', async () => {
    server.on('GET', `${P}/u/user-bank-accounts`, () => ok(list));
    server.on('PUT', `${P}/u/user-bank-accounts/1/set-default`, () => ok(account({ id: 1, isDefault: true })));
    server.on('PUT', `${P}/u/user-bank-accounts/1`, () => ok(account({ id: 1, isActive: false })));
    const { user } = renderWithProviders(<BankAccountsSection />);
    const items = await screen.findAllByTestId('bank-account-item');
    await user.click(within(items[1]).getByTestId('bank-account-set-default'));
    await verifyStepUp(user);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Đã đặt làm tài khoản mặc định'));
    await waitFor(() => expect(within(screen.getAllByTestId('bank-account-item')[1]).getByTestId('bank-account-toggle')).toBeEnabled());
    await user.click(within(screen.getAllByTestId('bank-account-item')[1]).getByTestId('bank-account-toggle'));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Đã tạm khóa tài khoản ngân hàng'));
    expect(JSON.parse(server.calls('PUT', `${P}/u/user-bank-accounts/1`)[0].body)).toEqual({ isActive: false });
  });

  it('a failed action toasts the fallback', async () => {
    server.on('GET', `${P}/u/user-bank-accounts`, () => ok(list));
    server.on('PUT', `${P}/u/user-bank-accounts/1/set-default`, () => json(200, { code: 2, statusCode: 200, message: '', data: null }));
    const { user } = renderWithProviders(<BankAccountsSection />);
    const items = await screen.findAllByTestId('bank-account-item');
    await user.click(within(items[1]).getByTestId('bank-account-set-default'));
    await verifyStepUp(user);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Không thể đặt tài khoản mặc định'));
  });

  it('with no accounts offers to add one', async () => {
    server.on('GET', `${P}/u/user-bank-accounts`, () => ok([]));
    const { user } = renderWithProviders(<BankAccountsSection />);
    expect(await screen.findByTestId('no-bank-account')).toHaveTextContent('Bạn chưa có tài khoản rút tiền');
    await user.click(screen.getByTestId('add-bank-account'));
    expect(await screen.findByTestId('bank-account-dialog')).toBeInTheDocument();
  });

  it('masks account numbers', () => {
    expect(maskAccountNumber('0123456789')).toBe('•••• 6789');
    expect(maskAccountNumber('123')).toBe('123');
  });
});
