import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

// Routing is shared through @app/shared/router only (see shared/src/router). An app importing
// react-router itself would bundle a second copy whose links and hooks do not see the page's router.
const root = join(__dirname, '../../../..');
const APPS = ['host/src', 'remote-auth/src', 'remote-wallet/src', 'remote-games/src', 'remote-admin/src', 'shared/src'];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' || entry.name === 'test-utils' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

it('no app imports react-router but shared/src/router', () => {
  const offenders = APPS.flatMap((app) => sources(join(root, app)))
    .filter((file) => !file.includes(join('shared', 'src', 'router')))
    .filter((file) => /from ['"]react-router['"]/.test(readFileSync(file, 'utf8')))
    .map((file) => relative(root, file));
  expect(offenders).toEqual([]);
});
