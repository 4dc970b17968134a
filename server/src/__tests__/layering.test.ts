import { existsSync, readdirSync, readFileSync } from 'node:fs';
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
  // the ledger's locks, CHECKs and idempotency keys. The migrations create the tables. The seed
  // (seed/) writes a whole back-dated history into an empty database for the reports' tests and
  // benchmarks: millions of transfers, each at its own past time, which the ledger's one-movement-
  // at-a-time path, stamped now(), can neither date nor write in reasonable time; no server runs on
  // that database meanwhile, and checkLedger holds what it wrote.
  const money = /\b(FROM|JOIN|INTO|UPDATE|TABLE)\s+(accounts|entries|transfers)\b/i;
  const allowed = (file: string) => file.startsWith('ledger/') || file.startsWith('db/migrations/') || file.startsWith('seed/');
  expect(matching(money, allowed)).toEqual([]);
});

test('SQL is run by stores, the ledger and the database plumbing only', () => {
  // Routes parse and answer, services hold the rules: a query in either is a store's job done in
  // the wrong place. The plumbing: the pools and migrations (db/), the clock's advisory lock, the
  // health check, the tests' database.
  const plumbing = ['games/clock/leader-lock.ts', 'health/routes/health.ts'];
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

// Route registrations: `app.get(url, ...)`, `scope.post(url, ...)`; the first argument as written.
const REGISTRATION = /\b(?:app|scope)\.(?:get|post|put|patch|delete|head|options|all|route)\(\s*(`[^`]*`|[^,]+?)\s*,/g;
// The site's own files and pages, which are not the API: the shell, its registry, the CSP reports.
const SITE_ROUTES = [
  "static/static-plugin.ts '/'",
  "static/static-plugin.ts '/index.html'",
  "static/static-plugin.ts '/remotes.json'",
  'http/csp-report.ts CSP_REPORT_PATH',
];

// Which feature folder each route table belongs to, read from the table file itself: each table is
// introduced by a comment naming its folder (`// server/src/deposits/: ...`).
function tableOwners(): Map<string, string> {
  const routes = readFileSync(join(SRC, '../../shared/src/contracts/routes.ts'), 'utf8');
  const owners = new Map<string, string>();
  for (const [, folder, table] of routes.matchAll(/\/\/ server\/src\/([\w-]+)\/[^\n]*\n(?:\/\/[^\n]*\n)*export const (\w+_PATHS)\b/g))
    owners.set(table, folder);
  return owners;
}

test('every route spells its URL through the route table of the feature folder it sits in', () => {
  // One spelling (`${API_BASE}${DEPOSIT_PATHS.confirm(':id')}`), shared with the pages and the CLI,
  // and a route lives with the feature whose rule it serves: its table names that folder.
  const owners = tableOwners();
  expect(owners.size).toBeGreaterThan(10);
  const wrong = sources(SRC).flatMap((file) =>
    [...readFileSync(join(SRC, file), 'utf8').matchAll(REGISTRATION)].flatMap(([, url]) => {
      if (SITE_ROUTES.includes(`${file} ${url}`)) return [];
      const table = /^`\$\{API_BASE\}\$\{(\w+_PATHS)\.\w+(\([^)]*\))?\}`$/.exec(url)?.[1] ?? /^(\w+_PATHS)\.\w+$/.exec(url)?.[1];
      if (!table) return [`${file}: ${url} is not an entry of a route table`];
      const owner = owners.get(table);
      return owner === file.split('/')[0] ? [] : [`${file}: ${url} belongs to ${owner ? `${owner}/` : 'no feature folder'}`];
    }),
  );
  expect(wrong).toEqual([]);
});

test('each feature registers its own routes; app.ts registers the features, with no URL prefix', () => {
  // A feature registered inside another (bank accounts inside withdrawals) hides where its routes
  // come from, and a prefix splits a URL between two files.
  const crossing = /from '(?:\.\.\/)+[\w-]+\/(?:routes\/[\w-]+|[\w-]+-feature)'/g;
  const wrong = sources(SRC).flatMap((file) =>
    [...readFileSync(join(SRC, file), 'utf8').matchAll(crossing)].map(([imported]) => `${file}: ${imported}`),
  );
  expect(wrong).toEqual([]);
  expect(matching(/\bprefix\s*:/, (file) => !(file === 'app.ts' || file.endsWith('-feature.ts')))).toEqual([]);
});

test('every file at the top of games/ is named for its layer; the rest sit in subfolders named for their job', () => {
  // The import rules (eslint.config.mjs) find services and stores by their names: a file named
  // neither is under no rule. The entry, the schemas and the CLI's commands are the other names a
  // feature's top holds; clock/, live/, fairness/ and routes/ say what their files do.
  const layer = /-(feature|service|store|schemas|cli-commands)\.ts$/;
  const top = readdirSync(join(SRC, 'games'), { withFileTypes: true }).filter((entry) => entry.isFile());
  expect(top.map((entry) => entry.name).filter((name) => !layer.test(name))).toEqual([]);
});

test('every feature with routes has one entry, <folder>/<folder>-feature.ts, which app.ts registers', () => {
  // The one scheme: the entry builds the feature's service and registers its routes/; app.ts lists
  // the entries, so the features the server runs are read in one place.
  const app = readFileSync(join(SRC, 'app.ts'), 'utf8');
  const features = readdirSync(SRC, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(SRC, entry.name, 'routes')))
    .map((entry) => entry.name);
  expect(features.length).toBeGreaterThan(10);
  expect(features.filter((folder) => !app.includes(`from './${folder}/${folder}-feature'`))).toEqual([]);
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
