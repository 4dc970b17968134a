import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

// The server's layering, checked on its sources (ESLint holds the import directions; these are the
// rules an import cannot show). Tests, which set up and inspect the database, are left out.

const SRC = join(__dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sources(path);
    return /\.ts$/.test(entry.name) ? [relative(SRC, path)] : [];
  });
}

const matching = (pattern: RegExp, allowed: (file: string) => boolean) =>
  sources(SRC).filter((file) => !allowed(file) && pattern.test(readFileSync(join(SRC, file), 'utf8')));

test('only the ledger touches the money tables (accounts, entries, transfers)', () => {
  // A balance read or an account opened anywhere else is a second way for money to change, outside
  // the ledger's locks, CHECKs and idempotency keys. The migrations create the tables.
  const money = /\b(FROM|JOIN|INTO|UPDATE|TABLE)\s+(accounts|entries|transfers)\b/i;
  expect(matching(money, (file) => file.startsWith('ledger/') || file.startsWith('db/migrations/'))).toEqual([]);
});

test('SQL is run by stores, the ledger and the database plumbing only', () => {
  // Routes parse and answer, services hold the rules: a query in either is a store's job done in
  // the wrong place. The plumbing: the pools and migrations (db/), the clock's advisory lock, the
  // health check, the tests' database.
  const plumbing = ['games/leader-lock.ts', 'health/health-routes.ts'];
  const query = /\.query\s*(<[^>]*>)?\s*\(/;
  const allowed = (file: string) => file.endsWith('-store.ts') || /^(ledger|db|test-utils)\//.test(file) || plumbing.includes(file);
  expect(matching(query, allowed)).toEqual([]);
});

test('stores hold SQL only: no transaction opened, no answer to the player decided', () => {
  // A store that opens its own transaction cannot take part in the caller's, and one that throws an
  // app error has taken a rule (what the player is told) from the service.
  const stores = (file: string) => !file.endsWith('-store.ts');
  expect(matching(/\.tx\s*\(/, stores)).toEqual([]);
  expect(matching(/\b(AppError|badRequest|notFound|forbidden)\b/, stores)).toEqual([]);
});

test('routes parse and answer: no transaction opened in a route', () => {
  const routes = (file: string) => !(/\/routes\//.test(file) || /-routes?\.ts$/.test(file));
  expect(matching(/\.tx\s*\(/, routes)).toEqual([]);
});

test('statements name the columns they read or return: no `SELECT *` or `RETURNING *` of a table', () => {
  // Every statement is prepared once per connection (db/postgres-db.ts). A column added by a
  // migration while a node runs changes what a `*` statement returns, and PostgreSQL then refuses
  // to run that prepared statement again on the node's connections. `SELECT * FROM unnest(...)`
  // returns the columns its casts name, and stays.
  expect(
    matching(/\bRETURNING\s+(\w+\.)?\*|\bSELECT\s+(\w+\.)?\*\s*(,|FROM\s+(?!unnest\b))|,\s*\w+\.\*\s*(,|FROM\b)/i, () => false),
  ).toEqual([]);
});

test('socket events leave through the Realtime port: nothing outside realtime/ touches socket.io', () => {
  // One door (realtime/realtime.ts): every event the server sends goes through it, the games' own
  // through their notifier, and every event a page sends comes in through its onClientEvent. An
  // emit, a relay to the other nodes or a room read anywhere else is a second way out, one that
  // skips the fast path, the relay's checks and the contract's types. The tests' helpers hold the
  // pages' side (socket.io-client).
  const socketIo =
    /\.emit\s*\(|\bserverSideEmit\b|\bfetchSockets\b|\bdisconnectSockets\b|\bbroadcastLocally\b|\bapp\.io\b|\bio\.(to|in|of|on|emit|local|except|sockets|engine)\b/;
  const realtime = (file: string) => /^(realtime|test-utils)\//.test(file);
  expect(matching(socketIo, realtime)).toEqual([]);
});

test('routes and stores never send an event: services do, once their change has committed', () => {
  // A route that tells the sockets sends what it did not decide, and a store cannot know whether
  // its transaction will commit. Routes may hand the port to a service they build.
  const sends = /\brealtime\.(to[A-Z]\w*|end\w+)\s*\(|\b(notify|notifier)\.\w+\s*\(|\bannounce[A-Z]\w*\s*\(/;
  const routesAndStores = (file: string) => !(/\/routes\//.test(file) || /-routes?\.ts$/.test(file) || file.endsWith('-store.ts'));
  expect(matching(sends, routesAndStores)).toEqual([]);
});
