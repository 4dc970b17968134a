import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

// Only the ledger reads or writes the money tables: a balance read or an account opened anywhere
// else is a second way for money to change that the ledger's rules (locks, CHECKs, idempotency)
// would not cover. The migrations create the tables; tests set up and inspect them.

const SRC = join(__dirname, '..', '..');
const MONEY_SQL = /\b(FROM|JOIN|INTO|UPDATE|TABLE)\s+(accounts|entries|transfers)\b/i;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return ['__tests__', 'ledger', 'migrations'].includes(entry.name) ? [] : sources(path);
    return /\.ts$/.test(entry.name) ? [path] : [];
  });
}

test('no module outside server/src/ledger touches accounts, entries or transfers', () => {
  const offenders = sources(SRC)
    .filter((file) => MONEY_SQL.test(readFileSync(file, 'utf8')))
    .map((file) => relative(SRC, file));
  expect(offenders).toEqual([]);
});
