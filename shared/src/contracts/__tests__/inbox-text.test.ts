import { INBOX_KINDS, inboxItemText, type InboxItemDto } from '../inbox';
import { referralLink, referralShareText } from '../referrals';

const item = (over: Partial<InboxItemDto>): InboxItemDto => ({
  id: 1,
  kind: 'deposit_confirmed',
  amount: 150_000,
  refId: 4,
  note: null,
  securityKind: null,
  ip: null,
  gameType: null,
  sessionId: null,
  createdAt: '2026-11-28T02:00:00.000Z',
  readAt: null,
  ...over,
});

// What each kind keeps in `note`: a transfer's content, a referral reward's week; a reason otherwise.
const NOTES: Partial<Record<(typeof INBOX_KINDS)[number], string>> = { transfer_credited: ' chuyen tien ', referral_reward: '2026-11-23' };

it('words every kind of item with its amount, as the toasts word the same events', () => {
  const said = INBOX_KINDS.map((kind) => {
    const { tone, title, message } = inboxItemText(item({ kind, note: NOTES[kind] ?? 'Sai tên' }));
    return [kind, tone, title, message];
  });
  expect(said).toEqual([
    [
      'deposit_confirmed',
      'success',
      'Nạp tiền thành công (150.000\u00a0đ)',
      'Nạp tiền thành công! Số tiền đã được cộng vào tài khoản của bạn',
    ],
    [
      'deposit_rejected',
      'error',
      'Nạp tiền bị từ chối (150.000\u00a0đ)',
      'Nạp tiền bị từ chối! Vui lòng liên hệ bộ phận hỗ trợ (CSKH) hoặc tạo lệnh mới',
    ],
    [
      'transfer_credited',
      'success',
      'Hỗ trợ đã ghi nhận chuyển khoản (150.000\u00a0đ)',
      'Chuyển khoản 150.000\u00a0đ được bộ phận hỗ trợ ghi nhận vào ví của bạn (nội dung chuyển khoản: chuyen tien)',
    ],
    [
      'withdrawal_requested',
      'success',
      'Tạo yêu cầu rút tiền thành công',
      'Yêu cầu rút 150.000\u00a0đ đang chờ duyệt, thường trong 15–30 phút',
    ],
    [
      'withdrawal_approved',
      'success',
      'Rút tiền thành công (150.000\u00a0đ)',
      'Yêu cầu rút 150.000\u00a0đ đã được duyệt, tiền đã được chuyển vào tài khoản ngân hàng của bạn',
    ],
    [
      'withdrawal_rejected',
      'error',
      'Rút tiền bị từ chối (150.000\u00a0đ)',
      'Yêu cầu rút 150.000\u00a0đ bị từ chối: Sai tên. Số tiền đã được hoàn về ví của bạn',
    ],
    [
      'withdrawal_cancelled',
      'info',
      'Đã hủy yêu cầu rút tiền (150.000\u00a0đ)',
      'Bạn đã hủy yêu cầu rút 150.000\u00a0đ. Số tiền đã được hoàn về ví của bạn',
    ],
    ['security', 'error', 'Cảnh báo bảo mật', expect.stringMatching(/^Một thay đổi vừa được thực hiện/)],
    [
      'round_refunded',
      'info',
      'Phiên bị hủy, đã hoàn tiền cược (150.000\u00a0đ)',
      'Phiên bị hủy, không mở kết quả; 150.000\u00a0đ tiền cược đã được hoàn về ví của bạn',
    ],
    [
      'referral_reward',
      'success',
      'Thưởng giới thiệu (150.000\u00a0đ)',
      'Bạn nhận 150.000\u00a0đ thưởng giới thiệu cho tuần 23/11 – 29/11/2026, từ tiền cược của những người chơi đăng ký bằng mã của bạn.',
    ],
    [
      'jackpot_won',
      'success',
      'Bạn trúng hũ (150.000\u00a0đ)',
      'Phiên nổ hũ: 150.000\u00a0đ tiền hũ đã được cộng vào ví của bạn, ngoài tiền thắng cược',
    ],
  ]);
});

it('a transfer with no content still says how much came and who recorded it; a security notice names the change and where from', () => {
  expect(inboxItemText(item({ kind: 'transfer_credited', amount: 20_000, note: ' ' })).message).toBe(
    'Chuyển khoản 20.000\u00a0đ được bộ phận hỗ trợ ghi nhận vào ví của bạn',
  );
  expect(inboxItemText(item({ kind: 'security', amount: null, securityKind: 'password_changed', ip: '203.0.113.9' })).message).toBe(
    'Đổi mật khẩu đăng nhập vừa được thực hiện trên tài khoản của bạn từ địa chỉ 203.0.113.9. Nếu không phải bạn, hãy đổi mật khẩu ngay và liên hệ hỗ trợ',
  );
});

it('a round called off names its round and game, and the total of the stakes that came back', () => {
  const refunded = (over: Partial<InboxItemDto>) => inboxItemText(item({ kind: 'round_refunded', refId: null, ...over }));
  expect(refunded({ amount: 30_000, gameType: 'taixiu', sessionId: 123 })).toEqual({
    tone: 'info',
    title: 'Phiên bị hủy, đã hoàn tiền cược (30.000\u00a0đ)',
    message: 'Phiên #123 Tài xỉu bị hủy, không mở kết quả; 30.000\u00a0đ tiền cược đã được hoàn về ví của bạn',
  });
  expect(refunded({ amount: 1_250_000, gameType: 'xocdia', sessionId: 7 }).message).toBe(
    'Phiên #7 Xóc đĩa bị hủy, không mở kết quả; 1.250.000\u00a0đ tiền cược đã được hoàn về ví của bạn',
  );
});

it('words the referral rule and its share as a player reads them', () => {
  expect(referralShareText(50)).toBe('0,5 %');
  expect(referralShareText(100)).toBe('1 %');
  expect(referralShareText(5)).toBe('0,05 %');
  expect(referralLink('https://xucxac.vn', 'K7QX3M')).toBe('https://xucxac.vn/dang-ky?ref=K7QX3M');
});
