// The hũ (jackpot) of tài xỉu. A share of every stake of a round goes from the house into the pool
// when the round is settled: the house pays it out of its edge, so each side's payout (1.98x) stays
// what the rules publish and the hũ only adds to a player's expected return. The pool pays out on a
// round whose dice are 1-1-1 or 6-6-6 (the draw anyone can verify from the round's seed), split
// among that round's bets on the winning side in proportion to their stakes, each share rounded
// down and capped; what rounding and the cap hold back stays in the pool. Below its seed amount, the
// pool is topped up from the house in the same settlement.
import { define, object } from 'superstruct';
import type { GameType } from './games';
import { vndText } from './money-text';

// The only game with a hũ.
export const JACKPOT_GAME = 'taixiu' satisfies GameType;

// The triples that pay the hũ: 1-1-1 (xỉu wins) and 6-6-6 (tài wins), 2 draws in 6³ = 216.
export const JACKPOT_TRIPLES = [1, 6] as const;
export const JACKPOT_CHANCE = { numerator: 2, denominator: 216 } as const;

export function isJackpotDraw(dice: readonly number[] | null | undefined): boolean {
  return (
    !!dice && dice.length === 3 && dice[0] === dice[1] && dice[1] === dice[2] && (JACKPOT_TRIPLES as readonly number[]).includes(dice[0])
  );
}

// The operator's setting (jackpot_settings): the share of each stake in basis points (50 = 0.5 %;
// 0 turns the hũ off: nothing goes in, nothing pays out), the amount the pool is refilled to, and
// the most one bet can take from it.
export interface JackpotSettingsDto {
  shareBasisPoints: number;
  seedAmount: number;
  capPerBet: number;
}

// GET /api/game-taixiu/jackpot (public) and `jackpotPool` (to every page, once a round's result
// phase is over, so that the pool never tells a round's draw before its reveal).
export interface JackpotDto extends JackpotSettingsDto {
  gameType: GameType;
  // The pool now, in đồng.
  pool: number;
}

// A settled round's hũ, on its row and in the public history: what went in, what was paid, and
// the pool once the round was done (after any refill).
export interface RoundJackpotDto {
  contributed: number;
  paid: number;
  pool: number;
}

// The share of one stake that goes in (rounded down).
export const jackpotContribution = (stake: number, shareBasisPoints: number) => Math.floor((stake * shareBasisPoints) / 10_000);

// "0,5 %" from 50 basis points.
export const shareText = (basisPoints: number) => `${(basisPoints / 100).toLocaleString('vi-VN', { maximumFractionDigits: 2 })} %`;

export const JACKPOT_TEXTS = {
  title: 'Hũ',
  poolLabel: 'Hũ tài xỉu',
  off: 'Hũ đang tắt',
  triggered: 'Nổ hũ!',
  // The rules dialog.
  rulesTitle: 'Hũ (jackpot)',
  rules: (s: JackpotSettingsDto) => [
    `Mỗi phiên, ${shareText(s.shareBasisPoints)} tổng tiền cược được nhà cái trích từ phần lợi thế của mình để góp vào hũ: tỉ lệ trả thưởng của Tài và Xỉu vẫn là 1,98 lần, hũ chỉ cộng thêm cho người chơi.`,
    'Hũ nổ khi ba xúc xắc ra 1-1-1 hoặc 6-6-6 (2 trên 216 khả năng, khoảng 0,93 % mỗi phiên). Kết quả này kiểm chứng được từ seed của phiên như mọi phiên khác.',
    `Khi nổ, toàn bộ hũ được chia cho các cược thắng của phiên (Xỉu với 1-1-1, Tài với 6-6-6) theo tỉ lệ tiền cược, làm tròn xuống từng đồng, mỗi cược nhận tối đa ${vndText(s.capPerBet)}. Phần lẻ và phần vượt mức tối đa ở lại trong hũ.`,
    `Sau khi nổ, nhà cái nạp lại hũ lên ${vndText(s.seedAmount)}.`,
  ],
  // The verifier and the history.
  roundTriggered: (paid: number) =>
    paid > 0 ? `Phiên này nổ hũ: đã trả ${vndText(paid)}` : 'Phiên này nổ hũ, nhưng không có cược thắng nào',
  betWon: (amount: number) => `Hũ: +${vndText(amount)}`,
  // The winner's line under the result, beside the round's net.
  bannerWon: (amount: number) => `Nổ hũ +${vndText(amount)}`,
  saved: 'Đã lưu cài đặt hũ',
  settingsInvalid: 'Cài đặt hũ không hợp lệ: tỉ lệ góp từ 0 đến 1 %, tiền nạp lại và mức tối đa mỗi cược là số đồng dương',
} as const;

const wholeDong = (name: string, min: number, max: number) =>
  define<number>(name, (v) =>
    typeof v === 'number' && Number.isSafeInteger(v) && v >= min && v <= max ? true : JACKPOT_TEXTS.settingsInvalid,
  );

// PUT /api/admin/games/taixiu/jackpot: the whole setting (a share of at most 1 %), behind the
// operator's second-level password (a token for 'admin_settings' bound to 'jackpot:taixiu').
export const JackpotSettingsBody = object({
  shareBasisPoints: wholeDong('shareBasisPoints', 0, 100),
  seedAmount: wholeDong('seedAmount', 0, 10_000_000_000),
  capPerBet: wholeDong('capPerBet', 1, 10_000_000_000),
});
