import { API_BASE, API_TIMEOUT_MS } from '../../contracts/constants';
import { BANK_DIRECTORY_PATH } from '../../contracts/payments';
import type { DirectoryBank } from '../deposit-types';

// The public bank directory: GET /v2/banks, Accept JSON, 10 s timeout. The URL is configurable;
// the default is the server's offline mirror, so the app needs no outside service.
export const BANK_DIRECTORY_URL_DEFAULT = `${API_BASE}${BANK_DIRECTORY_PATH}`;
export const BANK_DIRECTORY_FRESH_MS = 30 * 60_000;

export interface DirectoryBankSource {
  id: number;
  name: string;
  code: string;
  swift_code?: string | null;
  logo?: string | null;
  shortName?: string;
  short_name?: string;
  bin?: string;
  transferSupported?: number;
  lookupSupported?: number;
}

interface DirectoryAnswer {
  code?: string;
  desc?: string;
  data?: DirectoryBankSource[];
}

interface DirectoryConfig {
  url: string;
  fetch?: typeof fetch;
  now: () => number;
}

const config: DirectoryConfig = { url: BANK_DIRECTORY_URL_DEFAULT, now: () => Date.now() };

let cache: { banks: DirectoryBank[]; at: number } | null = null;
let inFlight: Promise<DirectoryBank[]> | null = null;

/** Points the directory at another service (or injects fetch and a clock in tests). */
export function configureBankDirectory(next: Partial<DirectoryConfig>): void {
  Object.assign(config, next);
}

export function resetBankDirectoryCache(): void {
  cache = null;
  inFlight = null;
}

export function toDirectoryBank(source: DirectoryBankSource): DirectoryBank {
  return {
    id: source.id,
    name: source.name,
    accountNumber: '',
    accountName: '',
    bankCode: source.code,
    swiftCode: source.swift_code ?? null,
    isActive: true,
    createdAt: '',
    updatedAt: '',
    logo: source.logo ?? '',
    shortName: source.shortName ?? source.short_name ?? source.code,
    bin: source.bin ?? '',
    transferSupported: source.transferSupported === 1,
    lookupSupported: source.lookupSupported === 1,
  };
}

async function fetchDirectory(): Promise<DirectoryBank[]> {
  const doFetch = config.fetch ?? globalThis.fetch;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), API_TIMEOUT_MS);
  try {
    const response = await doFetch(config.url, { headers: { accept: 'application/json' }, signal: controller.signal });
    if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`);
    const body = (await response.json()) as DirectoryAnswer;
    if (body?.code !== '00') throw new Error(body?.desc || 'Failed to fetch banks from VietQR');
    return (Array.isArray(body.data) ? body.data : []).map(toDirectoryBank);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The bank directory: fresh for 30 minutes; concurrent callers share the request in flight; on any
 * failure the stale list is answered if there is one, else the error is thrown.
 */
export function getBankDirectory(): Promise<DirectoryBank[]> {
  if (cache && config.now() - cache.at < BANK_DIRECTORY_FRESH_MS) return Promise.resolve(cache.banks);
  if (inFlight) return inFlight;
  const request = fetchDirectory()
    .then((banks) => {
      cache = { banks, at: config.now() };
      return banks;
    })
    .catch((error: unknown) => {
      if (cache) return cache.banks;
      throw error;
    })
    .finally(() => {
      if (inFlight === request) inFlight = null;
    });
  inFlight = request;
  return request;
}
