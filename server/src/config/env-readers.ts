// Small readers for environment variables. Each one either returns a value or records a problem
// naming the variable, so a bad boot lists every mistake at once instead of one per restart.

export type Env = Record<string, string | undefined>;

export class EnvReader {
  readonly problems: string[] = [];

  constructor(private readonly env: Env) {}

  // Empty strings count as unset: `FOO= node server.js` should mean "use the default".
  raw(name: string): string | undefined {
    const value = this.env[name];
    if (value === undefined) return undefined;
    const trimmed = value.trim();
    return trimmed === '' ? undefined : trimmed;
  }

  problem(name: string, expectation: string, value?: string): void {
    const got = value === undefined ? '' : ` (got ${JSON.stringify(value)})`;
    this.problems.push(`${name} ${expectation}${got}`);
  }

  string(name: string, fallback: string): string {
    return this.raw(name) ?? fallback;
  }

  integer(name: string, fallback: number, min: number, max: number): number {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max) {
      this.problem(name, `must be a whole number from ${min} to ${max}`, value);
      return fallback;
    }
    return Number(value);
  }

  // A decimal number within [min, max] (DEPOSIT_TTL_MINUTES=0.1 lets a test see an order expire).
  decimal(name: string, fallback: number, min: number, max: number): number {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    if (!/^\d+(\.\d+)?$/.test(value) || Number(value) < min || Number(value) > max) {
      this.problem(name, `must be a number from ${min} to ${max}`, value);
      return fallback;
    }
    return Number(value);
  }

  positiveNumber(name: string, fallback: number, max: number): number {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    const parsed = Number(value);
    if (!Number.isFinite(parsed) || parsed <= 0 || parsed > max) {
      this.problem(name, `must be a number above 0 and at most ${max}`, value);
      return fallback;
    }
    return parsed;
  }

  boolean(name: string, fallback: boolean): boolean {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    const parsed = parseBoolean(value);
    if (parsed === undefined) {
      this.problem(name, 'must be true or false', value);
      return fallback;
    }
    return parsed;
  }

  oneOf<T extends string>(name: string, fallback: T, allowed: readonly T[]): T {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    if (!(allowed as readonly string[]).includes(value)) {
      this.problem(name, `must be one of ${allowed.join(', ')}`, value);
      return fallback;
    }
    return value as T;
  }

  httpUrl(name: string, fallback: string): string {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    if (!isHttpUrl(value)) {
      this.problem(name, 'must be an http(s) URL', value);
      return fallback;
    }
    return value;
  }

  // Remote manifests may live on this server (a path) or on any other origin (a URL).
  pathOrHttpUrl(name: string, fallback: string): string {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    if (!(value.startsWith('/') && !value.startsWith('//')) && !isHttpUrl(value)) {
      this.problem(name, 'must be a path starting with / or an http(s) URL', value);
      return fallback;
    }
    return value;
  }
}

export function parseBoolean(value: string): boolean | undefined {
  const v = value.trim().toLowerCase();
  if (['true', '1', 'yes', 'on'].includes(v)) return true;
  if (['false', '0', 'no', 'off'].includes(v)) return false;
  return undefined;
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
