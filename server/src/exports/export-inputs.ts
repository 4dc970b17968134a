import { define, optional, type } from 'superstruct';
import {
  ADMIN_SEARCH_MAX,
  BANK_TRANSFER_STATUS_LABELS,
  DEPOSIT_STATUS_LABELS,
  EXPORT_KINDS,
  EXPORT_MESSAGES,
  GAME_TYPES,
  isCalendarDate,
  REPORT_PERIODS,
  WITHDRAWAL_STATUS_LABELS,
  type ExportKind,
  type GameType,
  type ReportPeriod,
} from '@app/shared/contracts';

const oneOf = <T extends string>(name: string, values: readonly string[], message: string) =>
  define<T>(name, (v) => (typeof v === 'string' && values.includes(v) ? true : message));

export const ExportParams = type({ kind: oneOf<ExportKind>('kind', EXPORT_KINDS, EXPORT_MESSAGES.kindInvalid) });

const calendarDate = define<string>('date', (v) => (isCalendarDate(v) ? true : EXPORT_MESSAGES.dateInvalid));

// GET /api/admin/exports/:kind?from&to&status&game&username&period. Each filter is checked against
// the kind's own values below (a status of another list is refused, not ignored).
export const ExportQuery = type({
  from: calendarDate,
  to: calendarDate,
  status: optional(
    define<string>('status', (v) => (typeof v === 'string' && /^[A-Z_]{1,20}$/.test(v) ? true : EXPORT_MESSAGES.statusInvalid)),
  ),
  game: optional(oneOf<GameType>('game', GAME_TYPES, EXPORT_MESSAGES.gameInvalid)),
  username: optional(
    define<string>('username', (v) =>
      typeof v === 'string' && v.trim() !== '' && v.length <= ADMIN_SEARCH_MAX ? true : EXPORT_MESSAGES.usernameInvalid,
    ),
  ),
  period: optional(oneOf<ReportPeriod>('period', REPORT_PERIODS, EXPORT_MESSAGES.periodInvalid)),
});

/** The statuses each kind may be narrowed to (none: the kind takes no status). */
export const EXPORT_STATUSES: Partial<Record<ExportKind, readonly string[]>> = {
  deposits: Object.keys(DEPOSIT_STATUS_LABELS),
  withdrawals: Object.keys(WITHDRAWAL_STATUS_LABELS),
  'bank-transfers': Object.keys(BANK_TRANSFER_STATUS_LABELS),
};

/** The filters each kind takes beside the range. */
export const EXPORT_FILTERS: Record<ExportKind, ReadonlyArray<'status' | 'game' | 'username' | 'period'>> = {
  deposits: ['status', 'username'],
  withdrawals: ['status', 'username'],
  bets: ['game', 'username'],
  'bank-transfers': ['status'],
  audit: [],
  report: ['period'],
};
