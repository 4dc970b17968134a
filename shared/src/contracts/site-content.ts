// What the operators write for every player's page (/api/admin/site-content): a line of
// announcement that scrolls under the header, a maintenance notice shown as a banner, and the support
// desk's links. The server keeps one copy; every page gets it in the public configuration and, once
// changed, live on the socket (SITE_CONTENT_EVENT).
import { coerce, define, string, type } from 'superstruct';
import { isHotlineNumber, normalizePhone } from './auth';

/** The most characters of the announcement and of the maintenance notice's text. */
export const SITE_TEXT_MAX = 300;
const URL_MAX = 200;

export interface MaintenanceNoticeDto {
  message: string;
  /** ISO instants; null when the operator gave none. */
  from: string | null;
  until: string | null;
}

export interface SupportLinksDto {
  /** https://t.me/… */
  telegramUrl: string | null;
  /** https://zalo.me/… */
  zaloUrl: string | null;
  /** Digits only (0912345678, 19001234). */
  hotline: string | null;
}

export interface SiteContentDto {
  announcement: string | null;
  maintenance: MaintenanceNoticeDto | null;
  support: SupportLinksDto;
}

/** The console's copy: who saved it last, and when (null before the first save). */
export interface ConsoleSiteContentDto extends SiteContentDto {
  updatedAt: string | null;
  updatedBy: string | null;
}

/**
 * PUT /api/admin/site-content: the whole content at once, each field text and '' for none. The times
 * are Vietnam time as a date-and-time field gives them ('2026-12-07T02:00').
 */
export interface SiteContentInput {
  announcement: string;
  maintenanceMessage: string;
  maintenanceFrom: string;
  maintenanceUntil: string;
  telegramUrl: string;
  zaloUrl: string;
  hotline: string;
}

export const SITE_CONTENT_EVENT = 'site_content';

export const SITE_CONTENT_MESSAGES = {
  announcementTooLong: `Dòng thông báo chạy chữ dài tối đa ${SITE_TEXT_MAX} ký tự.`,
  maintenanceTooLong: `Nội dung thông báo bảo trì dài tối đa ${SITE_TEXT_MAX} ký tự.`,
  textInvalid: 'Nội dung chỉ gồm một dòng chữ, không có ký tự điều khiển hay ký tự lỗi.',
  timeInvalid: 'Thời gian không hợp lệ. Chọn ngày và giờ (giờ Việt Nam).',
  timesWithoutMessage: 'Nhập nội dung thông báo bảo trì, hoặc xóa thời gian bắt đầu và kết thúc.',
  untilBeforeFrom: 'Thời gian kết thúc phải sau thời gian bắt đầu.',
  telegramInvalid: 'Liên kết Telegram phải có dạng https://t.me/ten_tai_khoan.',
  zaloInvalid: 'Liên kết Zalo phải có dạng https://zalo.me/so_dien_thoai (hoặc mã Zalo).',
  hotlineInvalid: 'Số hotline không hợp lệ. Nhập số di động 10 chữ số (ví dụ 0912345678), số bàn (02…) hoặc tổng đài 1800/1900.',
  saved: 'Đã lưu nội dung trang. Người chơi đang mở trang thấy thay đổi ngay.',
  load: 'Không tải được nội dung trang. Vui lòng thử lại.',
} as const;

// One line of text: no control characters (a newline, a tab, NUL) and no half of a surrogate pair,
// which a marquee could not draw and PostgreSQL would store as something else.
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const isOneLine = (v: string) => !CONTROL.test(v) && !LONE_SURROGATE.test(v);

const oneLine = (name: string, tooLong: string) =>
  coerce(
    define<string>(name, (v) => {
      if (typeof v !== 'string') return tooLong;
      if (!isOneLine(v)) return SITE_CONTENT_MESSAGES.textInvalid;
      return v.length <= SITE_TEXT_MAX ? true : tooLong;
    }),
    string(),
    (v) => v.trim(),
  );

// A link of one service only: its own https address and a path of plain characters, never the bare
// address (the old placeholder, which led nowhere).
const TELEGRAM = /^https:\/\/t\.me\/[A-Za-z0-9_+][A-Za-z0-9_+/-]*$/;
const ZALO = /^https:\/\/zalo\.me\/[A-Za-z0-9_][A-Za-z0-9_./-]*$/;
const link = (name: string, pattern: RegExp, message: string) =>
  coerce(
    define<string>(name, (v) => (typeof v === 'string' && (v === '' || (v.length <= URL_MAX && pattern.test(v))) ? true : message)),
    string(),
    (v) => v.trim(),
  );

const LOCAL_TIME = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d)$/;
const VIETNAM_OFFSET_MS = 7 * 3_600_000;

/** The instant of a Vietnam time '2026-12-07T02:00', or null when it is not one. */
export function vietnamTimeToInstant(local: string): Date | null {
  const parts = LOCAL_TIME.exec(local);
  if (!parts) return null;
  const utc = new Date(`${parts[1]}T00:00:00Z`);
  if (Number.isNaN(utc.getTime()) || utc.toISOString().slice(0, 10) !== parts[1]) return null;
  return new Date(Date.parse(`${local}:00Z`) - VIETNAM_OFFSET_MS);
}

/** An instant as a date-and-time field shows it in Vietnam time ('2026-12-07T02:00'). */
export const vietnamTimeInputOf = (iso: string): string => new Date(Date.parse(iso) + VIETNAM_OFFSET_MS).toISOString().slice(0, 16);

const time = (name: string) =>
  coerce(
    define<string>(name, (v) =>
      typeof v === 'string' && (v === '' || vietnamTimeToInstant(v) !== null) ? true : SITE_CONTENT_MESSAGES.timeInvalid,
    ),
    string(),
    (v) => v.trim(),
  );

export const siteAnnouncement = oneLine('announcement', SITE_CONTENT_MESSAGES.announcementTooLong);
export const maintenanceMessage = oneLine('maintenanceMessage', SITE_CONTENT_MESSAGES.maintenanceTooLong);
export const maintenanceTime = time('maintenanceTime');
export const telegramUrl = link('telegramUrl', TELEGRAM, SITE_CONTENT_MESSAGES.telegramInvalid);
export const zaloUrl = link('zaloUrl', ZALO, SITE_CONTENT_MESSAGES.zaloInvalid);
// Written as the operator likes (+84 912 345 678, 1900.1234), kept as digits.
export const hotline = coerce(
  define<string>('hotline', (v) =>
    typeof v === 'string' && (v === '' || isHotlineNumber(v)) ? true : SITE_CONTENT_MESSAGES.hotlineInvalid,
  ),
  string(),
  (v) => normalizePhone(v.trim()),
);

export const SiteContentBody = type({
  announcement: siteAnnouncement,
  maintenanceMessage,
  maintenanceFrom: maintenanceTime,
  maintenanceUntil: maintenanceTime,
  telegramUrl,
  zaloUrl,
  hotline,
});

/**
 * The rules between fields, for the form and the server alike: times need a text to go with, and
 * the end comes after the start. Each problem under the field to change.
 */
export function siteContentProblems(input: SiteContentInput): Partial<Record<keyof SiteContentInput, string>> {
  const from = input.maintenanceFrom ? vietnamTimeToInstant(input.maintenanceFrom) : null;
  const until = input.maintenanceUntil ? vietnamTimeToInstant(input.maintenanceUntil) : null;
  if ((input.maintenanceFrom || input.maintenanceUntil) && !input.maintenanceMessage.trim())
    return { maintenanceMessage: SITE_CONTENT_MESSAGES.timesWithoutMessage };
  if (from && until && until.getTime() <= from.getTime()) return { maintenanceUntil: SITE_CONTENT_MESSAGES.untilBeforeFrom };
  return {};
}

/** The content as the console's form edits it. */
export function siteContentInputOf(content: SiteContentDto): SiteContentInput {
  return {
    announcement: content.announcement ?? '',
    maintenanceMessage: content.maintenance?.message ?? '',
    maintenanceFrom: content.maintenance?.from ? vietnamTimeInputOf(content.maintenance.from) : '',
    maintenanceUntil: content.maintenance?.until ? vietnamTimeInputOf(content.maintenance.until) : '',
    telegramUrl: content.support.telegramUrl ?? '',
    zaloUrl: content.support.zaloUrl ?? '',
    hotline: content.support.hotline ?? '',
  };
}

/** What a form's values will look like on the players' pages (the console's preview). */
export function siteContentOf(input: SiteContentInput): SiteContentDto {
  const instant = (local: string) => (local ? (vietnamTimeToInstant(local)?.toISOString() ?? null) : null);
  const message = input.maintenanceMessage.trim();
  return {
    announcement: input.announcement.trim() || null,
    maintenance: message ? { message, from: instant(input.maintenanceFrom), until: instant(input.maintenanceUntil) } : null,
    support: {
      telegramUrl: input.telegramUrl.trim() || null,
      zaloUrl: input.zaloUrl.trim() || null,
      hotline: input.hotline.trim() ? normalizePhone(input.hotline.trim()) : null,
    },
  };
}

export const EMPTY_SITE_CONTENT: SiteContentDto = {
  announcement: null,
  maintenance: null,
  support: { telegramUrl: null, zaloUrl: null, hotline: null },
};

// What a page takes from the public configuration or the socket: each field kept only when it is
// what the server sends (a link of its own service, text of a sane length), else nothing is shown.
const textOr = (v: unknown, max: number) => (typeof v === 'string' && v.trim() && v.length <= max ? v : null);
const instantOr = (v: unknown) => (typeof v === 'string' && !Number.isNaN(Date.parse(v)) ? v : null);
const linkOr = (v: unknown, pattern: RegExp) => (typeof v === 'string' && v.length <= URL_MAX && pattern.test(v) ? v : null);
const record = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

export function readSiteContent(raw: unknown): SiteContentDto {
  const content = record(raw);
  const maintenance = record(content.maintenance);
  const support = record(content.support);
  const message = textOr(maintenance.message, SITE_TEXT_MAX);
  return {
    announcement: textOr(content.announcement, SITE_TEXT_MAX),
    maintenance: message ? { message, from: instantOr(maintenance.from), until: instantOr(maintenance.until) } : null,
    support: {
      telegramUrl: linkOr(support.telegramUrl, TELEGRAM),
      zaloUrl: linkOr(support.zaloUrl, ZALO),
      hotline: typeof support.hotline === 'string' && isHotlineNumber(support.hotline) ? support.hotline : null,
    },
  };
}

const two = (n: number) => String(n).padStart(2, '0');
// Hour and day of an instant in Vietnam time, whatever the zone of the phone reading it.
function vietnamParts(iso: string) {
  const at = new Date(Date.parse(iso) + VIETNAM_OFFSET_MS);
  return {
    time: `${two(at.getUTCHours())}:${two(at.getUTCMinutes())}`,
    day: `${two(at.getUTCDate())}/${two(at.getUTCMonth() + 1)}/${at.getUTCFullYear()}`,
  };
}

/**
 * The notice's heading: 'Bảo trì hệ thống từ 02:00 đến 04:00 ngày 07/12/2026', the day said once when
 * both times fall on it; 'Bảo trì hệ thống' alone when no time was given.
 */
export function maintenanceWhenText(notice: Pick<MaintenanceNoticeDto, 'from' | 'until'>): string {
  const from = notice.from ? vietnamParts(notice.from) : null;
  const until = notice.until ? vietnamParts(notice.until) : null;
  if (from && until && from.day === until.day) return `Bảo trì hệ thống từ ${from.time} đến ${until.time} ngày ${from.day}`;
  if (from && until) return `Bảo trì hệ thống từ ${from.time} ngày ${from.day} đến ${until.time} ngày ${until.day}`;
  if (from) return `Bảo trì hệ thống từ ${from.time} ngày ${from.day}`;
  if (until) return `Bảo trì hệ thống đến ${until.time} ngày ${until.day}`;
  return 'Bảo trì hệ thống';
}

/** A notice whose end has passed is no longer shown. */
export const maintenanceIsOver = (notice: MaintenanceNoticeDto, now: number = Date.now()): boolean =>
  notice.until !== null && Date.parse(notice.until) <= now;

/** A hotline as it is read out: 0912 345 678, 1900 1234, 1900 123 456. */
export function hotlineText(digits: string): string {
  if (/^0\d{9}$/.test(digits)) return `${digits.slice(0, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}`;
  if (/^\d{8}$/.test(digits)) return `${digits.slice(0, 4)} ${digits.slice(4)}`;
  if (/^\d{10}$/.test(digits)) return `${digits.slice(0, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}`;
  if (/^0\d{10}$/.test(digits)) return `${digits.slice(0, 3)} ${digits.slice(3, 7)} ${digits.slice(7)}`;
  return digits;
}

export interface SupportContact {
  kind: 'telegram' | 'zalo' | 'hotline';
  label: string;
  href: string;
}

/** The support desk's contacts the operators set, in this order; one left unset is not listed. */
export function supportContacts(support: SupportLinksDto): SupportContact[] {
  const contacts: SupportContact[] = [];
  if (support.telegramUrl) contacts.push({ kind: 'telegram', label: 'Telegram', href: support.telegramUrl });
  if (support.zaloUrl) contacts.push({ kind: 'zalo', label: 'Zalo', href: support.zaloUrl });
  if (support.hotline) contacts.push({ kind: 'hotline', label: `Hotline ${hotlineText(support.hotline)}`, href: `tel:${support.hotline}` });
  return contacts;
}
