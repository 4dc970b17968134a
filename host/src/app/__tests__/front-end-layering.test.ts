import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

// The front ends' layering, checked on their sources (ESLint holds the import boundaries; these are
// the rules an import cannot show). Tests and test kits are left out.
const root = join(__dirname, '../../../..');
const APPS = ['host/src', 'remote-auth/src', 'remote-wallet/src', 'remote-games/src', 'remote-admin/src', 'shared/src'];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' || entry.name === 'test-utils' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const files = () => APPS.flatMap((app) => sources(join(root, app))).map((file) => relative(root, file));
const read = (file: string) => readFileSync(join(root, file), 'utf8');
// A package's endpoints: its src/api/ folder, at any depth below it (shared's is by feature).
const isEndpoint = (file: string) => /^[\w-]+\/src\/api\//.test(file) && !file.endsWith('/index.ts');

// Routing is shared through @app/shared/router only (see shared/src/router). An app importing
// react-router itself would bundle a second copy whose links and hooks do not see the page's router.
it('no app imports react-router but shared/src/router', () => {
  const offenders = files()
    .filter((file) => !file.startsWith('shared/src/router/'))
    .filter((file) => /from ['"]react-router['"]/.test(read(file)));
  expect(offenders).toEqual([]);
});

// The rule: a package's endpoint functions live in its src/api/, one file per endpoint (shared's in
// a folder per feature), and the console's names say they are the console's.

it("the HTTP client is called from a package's src/api/ only", () => {
  // A request sent from a screen or a store is an endpoint nobody finds among the endpoints: the
  // next change of its URL or answer misses it. They call an endpoint function instead. The
  // console's requests go through console-request.ts, in its api/ too.
  const call = /\bapi(?:\.(?:get|post|put|patch|delete|head|extend))?\(|\bapi\[|\bconsole(?:Get|Send)\s*[<(]/;
  expect(files().filter((file) => !isEndpoint(file) && call.test(read(file)))).toEqual([]);
});

it('no two endpoint functions share a name, whichever api/ folder they are in', () => {
  // The player's getWithdrawals and the console's list of every player's withdrawals once had one
  // name: an import, a mock or a search could take either. Exported functions, and their aliases,
  // are named in lower camel case; the folders' constants and types are not endpoints.
  const exported = /^export (?:async )?(?:function|const) ([a-z]\w*)/gm;
  const owners = new Map<string, string[]>();
  for (const file of files().filter(isEndpoint))
    for (const [, name] of read(file).matchAll(exported)) owners.set(name, [...(owners.get(name) ?? []), file]);
  expect(owners.size).toBeGreaterThan(60);
  expect([...owners].filter(([, where]) => where.length > 1).map(([name, where]) => `${name}: ${where.join(', ')}`)).toEqual([]);
});

it('each folder of shared/src/api/ calls only the route table of the server feature it is named for', () => {
  // The folder is the server's (auth/ calls AUTH_PATHS, which server/src/auth/ registers): the page's
  // side of a feature and the server's are found under one name. Each table's comment in
  // contracts/routes.ts names its folder.
  const routes = read('shared/src/contracts/routes.ts');
  const owners = new Map(
    [...routes.matchAll(/\/\/ server\/src\/([\w-]+)\/[^\n]*\n(?:\/\/[^\n]*\n)*export const (\w+_PATHS)\b/g)].map(([, folder, table]) => [
      table,
      folder,
    ]),
  );
  const endpoints = files().filter((file) => file.startsWith('shared/src/api/') && isEndpoint(file));
  expect(endpoints.length).toBeGreaterThan(30);
  const wrong = endpoints.flatMap((file) => {
    const folder = file.split('/')[3];
    return [...new Set([...read(file).matchAll(/\b(\w+_PATHS)\./g)].map(([, table]) => table))]
      .filter((table) => owners.get(table) !== folder)
      .map((table) => `${file}: ${table} belongs to ${owners.get(table) ?? 'no feature folder'}/`);
  });
  expect(wrong).toEqual([]);
});
