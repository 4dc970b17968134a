import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify, sessionStore } from '@app/shared';
import {
  type AdminPlayerDepositDto,
  type AdminPlayerProfileDto,
  type AdminPlayerWithdrawalDto,
  ROUND_VOID_REASON_TEXTS,
  VOID_REVEAL_TEXTS,
} from '@app/shared/contracts';
import { json } from '@app/shared/test-utils';
import { PlayerProfile } from '../player-profile';
import { type FakeServer, startFakeServer, signInAs, aPlayer, aProfile } from '../../../test-utils/test-kit';

const deposit = (fields: Partial<AdminPlayerDepositDto> & Pick<AdminPlayerDepositDto, 'id' | 'source'>): AdminPlayerDepositDto => ({
  userId: 9,
  cardId: 1,
  amount: 100_000,
  code: '',
  content: '',
  status: 'CONFIRMED',
  createdAt: '2026-11-26T01:00:00.000Z',
  confirmedAt: '2026-11-26T01:05:00.000Z',
  expiredAt: '2026-11-26T01:30:00.000Z',
  rejectReason: null,
  creditedBy: 'bank',
  creditedByName: 'webhook',
  ...fields,
});

const rejected: AdminPlayerWithdrawalDto = {
  id: 4,
  userId: 9,
  bankAccountId: 2,
  bankCode: 'VCB',
  bankName: 'Vietcombank',
  accountNumber: '0123456789',
  accountName: 'NGUYEN VAN A',
  amount: 80_000,
  status: 'REJECTED',
  adminNote: null,
  rejectReason: 'Sai tên chủ tài khoản',
  processedAt: '2026-11-26T03:00:00.000Z',
  transactionRef: null,
  createdAt: '2026-11-26T02:00:00.000Z',
  updatedAt: '2026-11-26T03:00:00.000Z',
  decidedByName: 'ketoan_lan',
};

const profile = aProfile(aPlayer(), {
  deposits: [
    deposit({
      id: 12,
      source: 'transfer',
      amount: 150_000,
      content: 'chuyen tien an uong',
      cardId: null,
      creditedBy: 'support',
      creditedByName: 'ketoan_lan',
    }),
    deposit({ id: 12, source: 'order', code: 'AB12CD34', content: 'HDAB12CD34' }),
  ],
  withdrawals: [rejected],
});

let server: FakeServer;
beforeEach(() => {
  server = startFakeServer();
  server.on('GET', '/admin/users/9/profile', () => json(200, { success: true, data: profile }));
  signInAs('cskh', 'nv_cskh');
});

it("lists a transfer an operator recorded among the player's deposits, with who credited each and why", async () => {
  render(<PlayerProfile userId={9} onChanged={() => undefined} />);
  const transferCell = await screen.findByText('Chuyển khoản #12');
  const [transferRow, orderRow] = [transferCell.closest('tr')!, screen.getByText('#12').closest('tr')!];
  expect(within(transferRow).getByText('150.000 đ')).toBeInTheDocument();
  expect(within(transferRow).getByText('ketoan_lan')).toBeInTheDocument();
  expect(within(transferRow).getByText('chuyen tien an uong')).toBeInTheDocument();
  expect(within(orderRow).getByText('Ngân hàng tự báo')).toBeInTheDocument();
  expect(within(orderRow).getByText('HDAB12CD34')).toBeInTheDocument();

  // A refusal gave the held money back: the row says who refused it, and why.
  const withdrawalRow = screen.getByText('#4').closest('tr')!;
  expect(within(withdrawalRow).getByText('Sai tên chủ tài khoản')).toBeInTheDocument();
  expect(within(withdrawalRow).getByText('ketoan_lan')).toBeInTheDocument();
});

describe('recovery code for a caller support identified', () => {
  const RECOVERY = '/admin/users/9/recovery';

  it('asks first whether the caller was identified, then says where the code went, never the code', async () => {
    server.on('POST', RECOVERY, () =>
      json(200, {
        success: true,
        data: { phoneHint: '091*****78' },
        message: 'Đã gửi mã khôi phục mật khẩu của nguoichoi tới số 091*****78.',
      }),
    );
    const user = userEvent.setup();
    render(<PlayerProfile userId={9} onChanged={() => undefined} />);
    await user.click(await screen.findByRole('button', { name: 'Gửi mã khôi phục mật khẩu' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Đã xác minh người gọi?')).toBeInTheDocument();
    expect(server.calls('POST', RECOVERY)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Đã xác minh, gửi mã' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Đã gửi mã tới 091*****78');
    expect(server.calls('POST', RECOVERY)).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('cancelling sends nothing; a refusal stays in the dialog', async () => {
    server.on('POST', RECOVERY, () =>
      json(400, {
        success: false,
        error: 'RECOVERY_NO_PHONE',
        message: 'Tài khoản chưa có số điện thoại để nhận mã. Vui lòng liên hệ hỗ trợ.',
      }),
    );
    const user = userEvent.setup();
    render(<PlayerProfile userId={9} onChanged={() => undefined} />);
    await user.click(await screen.findByRole('button', { name: 'Gửi mã khôi phục mật khẩu' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Hủy' }));
    expect(server.calls('POST', RECOVERY)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Gửi mã khôi phục mật khẩu' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Đã xác minh, gửi mã' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent('Tài khoản chưa có số điện thoại');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('is not offered to a role outside support (ke_toan)', async () => {
    Object.assign(sessionStore, {
      user: { id: 2, username: 'ketoan', phone: '', role: 'ke_toan', dev_tools_enabled: false, createdAt: '' },
    });
    render(<PlayerProfile userId={9} onChanged={() => undefined} />);
    await screen.findByText('Chuyển khoản #12');
    expect(screen.queryByRole('button', { name: 'Gửi mã khôi phục mật khẩu' })).not.toBeInTheDocument();
  });
});

it('lists a bet refunded when its round was called off with the game, the round and why', async () => {
  const refunded: AdminPlayerProfileDto['bets'][number] = {
    betId: 77,
    gameType: 'taixiu',
    sessionId: 123,
    side: 'tai',
    amount: 30_000,
    jackpotWon: 0,
    status: 'refunded',
    payout: 0,
    createdAt: Date.parse('2026-11-26T04:00:00.000Z'),
    result: null,
    voided: {
      gameType: 'taixiu',
      sessionId: 123,
      status: 'void',
      voidReason: 'secret_mismatch',
      voidReasonText: ROUND_VOID_REASON_TEXTS.secret_mismatch,
      outcome: null,
      winningSides: [],
      seed: null,
      previousSeed: 'ab'.repeat(32),
      chainId: 2,
      chainIndex: 5,
      settledAt: Date.parse('2026-11-26T04:01:00.000Z'),
      reveal: 'pending',
      revealText: VOID_REVEAL_TEXTS.pending,
      revealedAt: null,
    },
  };
  server.on('GET', '/admin/users/9/profile', () => json(200, { success: true, data: { ...profile, bets: [refunded] } }));
  render(<PlayerProfile userId={9} onChanged={() => undefined} />);
  const row = (await screen.findByText('#123')).closest('tr')!;
  expect(within(row).getByText('Tài xỉu')).toBeInTheDocument();
  expect(within(row).getByText('30.000 đ')).toBeInTheDocument();
  expect(within(row).getByText('Hoàn tiền')).toBeInTheDocument();
  expect(row).toHaveTextContent('Phiên bị hủy: máy chủ không tạo được kết quả đã cam kết');
});

describe("ending a player's sessions", () => {
  const END = '/admin/users/9/sessions/end';

  it('sends the reason written and says what the server did', async () => {
    server.on('POST', END, () =>
      json(200, {
        success: true,
        data: { user: aPlayer(), ended: 1 },
        message: 'Đã kết thúc 1 phiên đăng nhập của nguoichoi. Người chơi cần đăng nhập lại.',
      }),
    );
    const success = jest.spyOn(notify, 'success').mockImplementation(() => undefined as never);
    const user = userEvent.setup();
    render(<PlayerProfile userId={9} onChanged={() => undefined} />);
    await user.click(await screen.findByRole('button', { name: 'Kết thúc phiên đăng nhập' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Lý do (ghi vào nhật ký)'), 'Khách báo mất điện thoại');
    await user.click(within(dialog).getByRole('button', { name: 'Kết thúc phiên' }));
    await screen.findByRole('button', { name: 'Kết thúc phiên đăng nhập' });
    expect(server.calls('POST', END).map((c) => JSON.parse(c.body))).toEqual([{ reason: 'Khách báo mất điện thoại' }]);
    expect(success).toHaveBeenCalledWith('Đã kết thúc 1 phiên đăng nhập của nguoichoi. Người chơi cần đăng nhập lại.');
  });

  it('is not offered to ke_toan', async () => {
    Object.assign(sessionStore, {
      user: { id: 2, username: 'ketoan', phone: '', role: 'ke_toan', dev_tools_enabled: false, createdAt: '' },
    });
    render(<PlayerProfile userId={9} onChanged={() => undefined} />);
    await screen.findByText('Chuyển khoản #12');
    expect(screen.queryByRole('button', { name: 'Kết thúc phiên đăng nhập' })).not.toBeInTheDocument();
  });
});
