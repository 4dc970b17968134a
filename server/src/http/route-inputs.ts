// Rules for the parts of a request every feature reads the same way: ids in the path, and paging.
// Query strings and path parameters arrive as text (an array when a query key repeats), so each rule
// takes exactly the digits and refuses the rest with its own Vietnamese sentence.
import { coerce, define, optional, string, type } from 'superstruct';
import type { AppError } from './app-error';

// Up to 15 digits: below 2^53 and PostgreSQL's bigint, so an id never reaches the driver as an error.
const ID_PATTERN = /^[1-9]\d{0,14}$/;

function readId(raw: unknown): number | null {
  return typeof raw === 'string' && ID_PATTERN.test(raw.trim()) ? Number(raw.trim()) : null;
}

/** A path id for a resource the caller may not know of: anything malformed is answered like an id that does not exist. */
export function parseId(raw: unknown, whenInvalid: () => AppError): number {
  const id = readId(raw);
  if (id === null) throw whenInvalid();
  return id;
}

/** A superstruct rule for an id, refused with `message` (a 400 through parseInput). */
export const idRule = (message: string) =>
  coerce(
    define<number>('id', (v) => (typeof v === 'number' && Number.isSafeInteger(v) && v > 0 ? true : message)),
    string(),
    (v) => readId(v) ?? v,
  );

const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
const MAX_PAGE = 1_000_000;

export const ROUTE_INPUT_MESSAGES = {
  idInvalid: 'Mã không hợp lệ',
  pageInvalid: 'Số trang không hợp lệ',
  sizeInvalid: `Số dòng mỗi trang phải từ 1 đến ${MAX_PAGE_SIZE}`,
} as const;

export const IdParams = type({ id: idRule(ROUTE_INPUT_MESSAGES.idInvalid) });

/** A whole number from 1 to `max` in a query string, refused with `message`; empty is left out. */
export const boundedInt = (name: string, max: number, message: string) =>
  coerce(
    define<number>(name, (v) => (typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= max ? true : message)),
    string(),
    // An empty value (?page=) is the default, as if it were left out.
    (v) => (v.trim() === '' ? undefined : /^\d{1,9}$/.test(v.trim()) ? Number(v.trim()) : v),
  );

/** ?page&size: 1-based page, DEFAULT_PAGE_SIZE rows unless asked; spread into a feature's own query struct. */
export const pageFields = {
  page: optional(boundedInt('page', MAX_PAGE, ROUTE_INPUT_MESSAGES.pageInvalid)),
  size: optional(boundedInt('size', MAX_PAGE_SIZE, ROUTE_INPUT_MESSAGES.sizeInvalid)),
};

export const PageQuery = type(pageFields);

export function pageOf(query: { page?: number; size?: number }): { page: number; size: number; offset: number } {
  const page = query.page ?? 1;
  const size = query.size ?? DEFAULT_PAGE_SIZE;
  return { page, size, offset: (page - 1) * size };
}
