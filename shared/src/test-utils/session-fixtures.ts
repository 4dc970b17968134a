import type { User } from '../contracts/api';
import type { ResponsibleGamingDto } from '../contracts/responsible-gaming';

const b64url = (value: object | string) =>
  btoa(typeof value === 'string' ? value : JSON.stringify(value))
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_');

let serial = 0;

/** An unsigned but well-formed JWT; expiresInSec may be negative. */
export function makeToken(overrides: Record<string, unknown> = {}, expiresInSec = 900): string {
  const now = Math.floor(Date.now() / 1000);
  serial += 1;
  const payload = { exp: now + expiresInSec, iat: now, userId: 7, username: 'nguoichoi', role: 'user', sid: `s${serial}`, ...overrides };
  return `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(payload)}.${b64url(`sig-${serial}`)}`;
}

export const makeUser = (overrides: Partial<User> = {}): User => ({
  id: 7,
  username: 'nguoichoi',
  phone: '0912345678',
  role: 'user',
  dev_tools_enabled: false,
  createdAt: '2025-01-01T00:00:00.000Z',
  ...overrides,
});

/** A player's deposit limits and self-exclusion as the server answers them: none set, nothing deposited today. */
export const depositLimits = (over: Partial<ResponsibleGamingDto> = {}): ResponsibleGamingDto => ({
  dailyDepositLimit: null,
  pendingDailyDepositLimit: null,
  pendingLimitAt: null,
  depositedToday: 0,
  pendingDepositsToday: 0,
  selfExcludedUntil: null,
  ...over,
});
