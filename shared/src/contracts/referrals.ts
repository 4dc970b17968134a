// Referral: every player has a code of their own to hand out; a player who signs up with it is
// linked to them for good. When the operator turns the reward on, each referrer is paid, once a week
// through the ledger, a share of what the players they brought staked that week.
import { define, object } from 'superstruct';
import { vndText } from './money-text';

// The reward's share of turnover, in basis points (1 = 0,01 %): at most 1 %, the most a site can
// give away without the referral becoming a way to recycle the house's edge.
export const REFERRAL_SHARE_MAX_BP = 100;

// The newest players a referrer sees by name; the count covers every one of them.
export const REFERRED_LIST_MAX = 100;

// The sign-up link's query parameter: /dang-ky?ref=CODE fills the form's referral code.
export const REFERRAL_LINK_PARAM = 'ref';

// One player who joined with the code: the name masked as the public lists mask it.
export interface ReferredPlayerDto {
  name: string;
  joinedAt: string;
}

// GET /api/core/referrals: the player's own code, who joined with it (newest first, at most
// REFERRED_LIST_MAX, `total` counting all), what the reward has paid them, and the rule when the
// operator has it on (null when off).
export interface MyReferralsDto {
  code: string;
  total: number;
  referred: ReferredPlayerDto[];
  earned: number;
  reward: { shareBp: number } | null;
}

// GET / PUT /api/admin/referral-settings (admins; a change spends 'admin_settings' bound to
// STEP_UP_TARGETS.referralSettings). `enabledSince`: when it was last turned on; a week is paid only
// if the reward was on from its first moment.
export interface ReferralSettingsDto {
  enabled: boolean;
  shareBp: number;
  enabledSince: string | null;
  updatedAt: string | null;
  updatedBy: string | null;
}

export const REFERRAL_MESSAGES = {
  load: 'Không tải được thông tin giới thiệu. Vui lòng thử lại',
  codeMissing: 'Tài khoản này không có mã giới thiệu',
  enabledInvalid: 'Trạng thái bật/tắt thưởng giới thiệu không hợp lệ',
  shareInvalid: `Tỷ lệ thưởng phải là số nguyên từ 0 đến ${REFERRAL_SHARE_MAX_BP} (phần vạn doanh số cược, tối đa 1 %)`,
  shareRequired: 'Để bật thưởng giới thiệu, hãy nhập tỷ lệ thưởng lớn hơn 0',
  saved: 'Đã lưu cài đặt thưởng giới thiệu',
  copied: 'Đã sao chép',
  copyFailed: 'Không sao chép được. Vui lòng chọn và sao chép thủ công',
} as const;

/** A share in basis points as a player reads it: 50 → "0,5 %", 100 → "1 %", 5 → "0,05 %". */
export const referralShareText = (bp: number): string => `${(bp / 100).toLocaleString('vi-VN', { maximumFractionDigits: 2 })} %`;

/** The rule in words, for the player's page and the console. */
export const referralRuleText = (bp: number): string =>
  `Mỗi tuần (thứ Hai đến Chủ nhật), bạn nhận ${referralShareText(bp)} tổng tiền cược của những người chơi đăng ký bằng mã của bạn, trừ cược được hoàn. Tiền thưởng được cộng vào ví vào đầu tuần sau.`;

/** The link a player shares: the sign-up page with their code filled in. */
export const referralLink = (origin: string, code: string): string =>
  `${origin}/dang-ky?${REFERRAL_LINK_PARAM}=${encodeURIComponent(code)}`;

/** The week a reward paid for ('YYYY-MM-DD', its Monday) as "13/01 – 19/01/2025". */
export function referralWeekText(weekStart: string): string {
  const start = Date.parse(`${weekStart}T00:00:00Z`);
  if (Number.isNaN(start)) return '';
  const end = new Date(start + 6 * 86_400_000).toISOString();
  const from = new Date(start).toISOString();
  return `${from.slice(8, 10)}/${from.slice(5, 7)} – ${end.slice(8, 10)}/${end.slice(5, 7)}/${end.slice(0, 4)}`;
}

export const referralRewardText = (amount: number, weekStart: string | null): string => {
  const week = weekStart ? referralWeekText(weekStart) : '';
  return `Bạn nhận ${vndText(amount)} thưởng giới thiệu${week ? ` cho tuần ${week}` : ''}, từ tiền cược của những người chơi đăng ký bằng mã của bạn.`;
};

const isShare = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= REFERRAL_SHARE_MAX_BP;

export const ReferralSettingsBody = object({
  enabled: define<boolean>('enabled', (v) => (typeof v === 'boolean' ? true : REFERRAL_MESSAGES.enabledInvalid)),
  shareBp: define<number>('shareBp', (v) => (isShare(v) ? true : REFERRAL_MESSAGES.shareInvalid)),
});
