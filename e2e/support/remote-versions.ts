import { execFile, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';
import { freshTotpCode } from './totp';
import { E2E_ADMIN } from './urls';

// Versions of remote-games for the deploy journeys: the build as it is, or a copy changed on disk,
// published with `npm run remote:publish` into a server's RELEASES_DIR.
const root = path.resolve(__dirname, '../..');
/** What the table's rules button says in the version made by `withNewLabel`. */
export const NEW_LABEL = 'Luật chơi · bản mới';

const made: string[] = [];
/** The copies made by `variant`, removed (a spec's afterAll). */
export const removeVariants = () => made.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true }));

/** remote-games' build, copied and changed by `change` (given the copy's folder). */
export function variant(change: (dir: string) => void): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'e2e-remote-games-'));
  made.push(dir);
  cpSync(path.join(root, 'remote-games/dist'), dir, { recursive: true });
  change(dir);
  return dir;
}

const jsFiles = (dir: string) => readdirSync(path.join(dir, 'static/js')).filter((f) => f.endsWith('.js'));
/** Rewrites the copy's script files that `pick` chooses. */
export function edit(dir: string, pick: (file: string, text: string) => boolean, rewrite: (text: string) => string) {
  for (const file of jsFiles(dir)) {
    const full = path.join(dir, 'static/js', file);
    const text = readFileSync(full, 'utf8');
    if (!pick(file, text)) continue;
    writeFileSync(full, rewrite(text));
    // The pre-compressed copies would be served in place of the changed file.
    rmSync(`${full}.br`, { force: true });
    rmSync(`${full}.gz`, { force: true });
  }
}

/** The table's rules button says NEW_LABEL: a version a player can tell apart. */
export const withNewLabel = (dir: string) =>
  edit(
    dir,
    (_f, text) => text.includes('Luật chơi'),
    (text) => text.replaceAll('Luật chơi', NEW_LABEL),
  );

/** npm run remote:publish remote-games --from <dir> into `releasesDir`: the version it printed (a version published already is left as it is). */
export function publish(dir: string, releasesDir: string | undefined): string {
  const result = spawnSync(process.execPath, ['server/deploy/remote-publish.mjs', 'remote-games', '--from', dir], {
    cwd: root,
    env: { ...process.env, RELEASES_DIR: releasesDir },
    encoding: 'utf8',
  });
  expect(result.status, result.stderr).toBe(0);
  return /phiên bản ([0-9a-f]{12})/.exec(result.stdout)![1];
}

/** The build as it is (v1) and the one saying NEW_LABEL (v2), both published. */
export const publishTwo = (releasesDir: string | undefined) => ({
  v1: publish(path.join(root, 'remote-games/dist'), releasesDir),
  v2: publish(variant(withNewLabel), releasesDir),
});

/**
 * `npm run admin -- <args>` against the server at `baseURL`, as the admin of its environment (each
 * run signs in with a code of its own: the server takes a code once). What it printed.
 */
export async function adminCli(baseURL: string, ...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, ['server/dist/admin-cli.js', ...args], {
    cwd: root,
    env: {
      ...process.env,
      ADMIN_API_URL: `${baseURL}/api`,
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      OPERATOR_SECOND_PASSWORD: E2E_ADMIN.secondaryPassword,
      OPERATOR_TOTP_CODE: await freshTotpCode(E2E_ADMIN.totpSecret),
    },
    encoding: 'utf8',
  });
  return stdout;
}

/** A page's read of GET /api/remotes (told of a change, it asks with `?at=<revision>`). */
export const isRegistryRead = (response: { url(): string }) => new URL(response.url()).pathname === '/api/remotes';
