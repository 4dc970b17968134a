// What the tests of "no seed to come is stored" need: the chain written out from FAIRNESS_SECRET by
// an implementation of its own (node:crypto only, the recipe as documented), whole database dumps,
// and a search for many seeds at once in megabytes of bytes.
import { execFileSync } from 'node:child_process';
import { createHash, createHmac } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { GameType } from '@app/shared/contracts';
import type { Queryable } from '../../db/db';

// seed_N = HMAC_SHA256(key = FAIRNESS_SECRET, "fairness-chain:<game>:<chainId>:<salt>"), then
// seed_{i-1} = SHA256(seed_i) over raw bytes. Answers seeds[0..length] in lower-case hex.
export function chainFromSecret(secret: string, chain: { game: GameType; id: number; salt: string; length: number }): string[] {
  const seeds = new Array<string>(chain.length + 1);
  let seed = createHmac('sha256', secret).update(`fairness-chain:${chain.game}:${chain.id}:${chain.salt}`).digest();
  seeds[chain.length] = seed.toString('hex');
  for (let k = chain.length - 1; k >= 0; k--) {
    seed = createHash('sha256').update(seed).digest();
    seeds[k] = seed.toString('hex');
  }
  return seeds;
}

export const sha256Hex = (hex: string) => createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex');

export function hashDown(seedHex: string, times: number): string {
  let seed = seedHex;
  for (let i = 0; i < times; i++) seed = sha256Hex(seed);
  return seed;
}

export interface SeedHit {
  seed: string;
  form: 'hex' | 'HEX' | 'raw';
  where: string;
}

export type SeedFinder = (haystack: Buffer, where: string) => SeedHit[];

// Finds every occurrence of any of `seeds` (hex) in a haystack, as lower-case hex text, upper-case
// hex text or the 32 raw bytes. One pass over the bytes: a bitmap of the needles' first three bytes
// rules out almost every position at once, and only the rest are looked up by their first four.

export function seedFinder(seeds: readonly string[]): SeedFinder {
  const byPrefix = new Map<number, Array<{ needle: Buffer; seed: string; form: SeedHit['form'] }>>();
  const firstThree = new Uint8Array(1 << 21);
  for (const seed of seeds) {
    const forms: Array<[SeedHit['form'], Buffer]> = [
      ['hex', Buffer.from(seed.toLowerCase(), 'latin1')],
      ['HEX', Buffer.from(seed.toUpperCase(), 'latin1')],
      ['raw', Buffer.from(seed, 'hex')],
    ];
    for (const [form, needle] of forms) {
      const prefix = needle.readUInt32LE(0);
      const list = byPrefix.get(prefix) ?? [];
      list.push({ needle, seed, form });
      byPrefix.set(prefix, list);
      const three = prefix & 0xffffff;
      firstThree[three >>> 3] |= 1 << (three & 7);
    }
  }
  return (haystack, where) => {
    const hits: SeedHit[] = [];
    const end = haystack.length - 32;
    for (let i = 0; i <= end; i++) {
      const three = haystack[i] | (haystack[i + 1] << 8) | (haystack[i + 2] << 16);
      if ((firstThree[three >>> 3] & (1 << (three & 7))) === 0) continue;
      const candidates = byPrefix.get(haystack.readUInt32LE(i));
      if (!candidates) continue;
      for (const c of candidates) {
        const stop = i + c.needle.length;
        if (stop <= haystack.length && haystack.compare(c.needle, 0, c.needle.length, i, stop) === 0)
          hits.push({ seed: c.seed, form: c.form, where });
      }
    }
    return hits;
  };
}

// Every regular file under `dir`, raw.
export function filesUnder(dir: string): Array<{ path: string; bytes: Buffer }> {
  const files: Array<{ path: string; bytes: Buffer }> = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    const stat = statSync(path);
    if (stat.isDirectory()) files.push(...filesUnder(path));
    else if (stat.isFile()) files.push({ path, bytes: readFileSync(path) });
  }
  return files;
}

// The whole database as pg_dump writes it (schema and every row), from a postgres:// URL.
export function pgDump(url: string): Buffer {
  return execFileSync('pg_dump', ['--no-owner', '--dbname', url], { maxBuffer: 512 * 1024 * 1024 });
}

// Every row of every table of the public schema as text: a logical dump that also works on PGlite.
export async function rowsAsText(q: Queryable): Promise<string> {
  const { rows: tables } = await q.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
  );
  const parts: string[] = [];
  for (const { name } of tables) {
    const { rows } = await q.query<{ dump: string | null }>(`SELECT string_agg(t::text, E'\\n') AS dump FROM "${name}" t`);
    parts.push(`-- ${name}\n${rows[0]?.dump ?? ''}`);
  }
  return parts.join('\n');
}
