// The owner's report (/api/admin/reports): the business by day, week or month over a range of
// Vietnam dates, read from the ledger. Money is whole đồng; a day is a calendar day in Vietnam time
// (UTC+7, no daylight saving), a week starts on Monday, a month on its 1st.
import type { GameType } from './games';
import { daysBetween, isCalendarDate } from './vietnam-dates';

export const REPORT_PERIODS = ['day', 'week', 'month'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

export const REPORT_PERIOD_LABELS: Record<ReportPeriod, string> = { day: 'Ngày', week: 'Tuần', month: 'Tháng' };

/** The longest range one report covers, in days (a year, leap day included). */
export const REPORT_MAX_DAYS = 366;

export const REPORT_MESSAGES = {
  dateInvalid: 'Ngày phải có dạng YYYY-MM-DD.',
  rangeInvalid: 'Ngày bắt đầu phải trước hoặc bằng ngày kết thúc.',
  rangeTooLong: `Một báo cáo xem tối đa ${REPORT_MAX_DAYS} ngày. Hãy chọn khoảng ngắn hơn.`,
  periodInvalid: 'Kỳ báo cáo phải là ngày, tuần hoặc tháng.',
  notStarted: 'Khoảng ngày đã chọn chưa bắt đầu. Hãy chọn một khoảng kết thúc từ hôm nay trở về trước.',
} as const;

/**
 * One game's figures: stakes that stood (refunded ones left out), what went back to winners, what
 * the house put into the game's hũ (jackpot) and what the hũ paid out, and what the house kept.
 */
export interface ReportGameDto {
  bets: number;
  /** Tổng cược: stakes placed minus stakes refunded (a cancelled bet, a void round). */
  turnover: number;
  /** Tổng trả: winners' payouts, stake included (the hũ's payouts are not in it). */
  payouts: number;
  /**
   * Vào hũ: the house's money that went into the game's hũ: a share of each round's stakes, and the
   * top-ups back to its seed after a win. 0 for a game with no hũ.
   */
  jackpotIn: number;
  /** Hũ trả: what the hũ paid its winners, out of what went into it (so not taken from GGR again). */
  jackpotPaid: number;
  /**
   * GGR: turnover − payouts − jackpotIn, what the house kept. Summed over a range (all games), it
   * is the change of the houses' balance over that range, the referral rewards they paid aside (no
   * game's figure).
   */
  ggr: number;
}

export interface ReportCountSumDto {
  count: number;
  amount: number;
}

/** One period of the report (or the whole range, as its totals). */
export interface ReportRowDto {
  /** First and last Vietnam date of the period inside the range ('YYYY-MM-DD'). */
  start: string;
  end: string;
  games: Record<GameType, ReportGameDto>;
  /** All games together (ggr = turnover − payouts − jackpotIn, as for one game). */
  turnover: number;
  payouts: number;
  jackpotIn: number;
  jackpotPaid: number;
  ggr: number;
  deposits: ReportCountSumDto;
  /** Withdrawals paid out to players' banks. */
  withdrawals: ReportCountSumDto;
  registrations: number;
  /** Players whose first deposit ever fell in the period. */
  firstDepositors: number;
  /** Players who placed a bet in the period (each counted once). */
  activePlayers: number;
  /** The houses' balance (every game's house together) at the end of the period, or now for one not over. */
  houseBalance: number;
}

// GET /api/admin/reports?from&to&period
export interface ReportDto {
  from: string;
  to: string;
  period: ReportPeriod;
  rows: ReportRowDto[];
  totals: ReportRowDto;
  /** When the figures were read (ISO): today's are live up to this moment. */
  asOf: string;
}

/** What is wrong with a range of report dates (the first thing), or null for one a report takes. */
export function reportRangeProblem({ from, to }: { from: unknown; to: unknown }): { field: 'from' | 'to'; message: string } | null {
  if (!isCalendarDate(from)) return { field: 'from', message: REPORT_MESSAGES.dateInvalid };
  if (!isCalendarDate(to)) return { field: 'to', message: REPORT_MESSAGES.dateInvalid };
  if (from > to) return { field: 'from', message: REPORT_MESSAGES.rangeInvalid };
  if (daysBetween(from, to) > REPORT_MAX_DAYS) return { field: 'to', message: REPORT_MESSAGES.rangeTooLong };
  return null;
}
