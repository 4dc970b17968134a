import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ComponentType } from 'react';
import semver from 'semver';
import { remoteFolder, REMOTE_SCREEN_IDS, type RemoteName, type RemoteScreenId, type RemoteScreenProps } from '../contracts/player';

// What the host expects of one remote, read from the host's own files, for that remote's
// host-contract test (src/__tests__/host-contract.test.tsx in each remote): the screens the host's
// pages and shell mount from it, against the remote's exposes.json; and the shared singletons, the
// host's installed versions against the ranges the remote's build asks for (^ its own installed
// version, as shared/build/webpack-app.cjs writes them), which module federation would otherwise
// only find wrong in a player's browser.
const ROOT = path.resolve(__dirname, '../../..');
const readJson = <T>(file: string): T => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8')) as T;
const { SINGLETONS } = require('../../build/singletons.cjs') as { SINGLETONS: string[] };

const installedVersion = (app: string, pkg: string): string | null => {
  const file = path.join(ROOT, app, 'node_modules', pkg, 'package.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version : null;
};

interface HostContract {
  /** The ids ("remote_wallet/WalletScreen") of this remote's screens the host mounts, sorted. */
  hostNeeds: string[];
  /** This remote's exposed modules: id → absolute path of the source file. */
  exposes: Record<string, string>;
  /** Each shared singleton whose host version falls outside the range the remote asks for, in words. */
  singletonMismatches: string[];
}

function hostContractOf(remote: RemoteName): HostContract {
  const folder = remoteFolder(remote);
  const routes = readJson<Record<string, string>>('host/src/app/route-screens.json');
  const shell = readJson<Record<string, string>>('host/src/app/shell-screens.json');
  const hostNeeds = [...new Set([...Object.values(routes), ...Object.values(shell)])].filter((id) => id.startsWith(`${remote}/`)).sort();
  const unknown = hostNeeds.filter((id) => !(REMOTE_SCREEN_IDS as readonly string[]).includes(id));
  if (unknown.length) throw new Error(`the host mounts ${unknown.join(', ')}, which RemoteScreenProps does not describe`);

  const exposes = Object.fromEntries(
    Object.entries(readJson<Record<string, string>>(`${folder}/exposes.json`)).map(([name, file]) => [
      `${remote}/${name.replace(/^\.\//, '')}`,
      path.join(ROOT, folder, file),
    ]),
  );

  const singletonMismatches: string[] = [];
  for (const pkg of new Set(SINGLETONS.map((name) => name.replace(/\/$/, '')))) {
    const own = pkg === '@app/shared' ? readJson<{ version: string }>('shared/package.json').version : installedVersion(folder, pkg);
    const host = pkg === '@app/shared' ? own : installedVersion('host', pkg);
    if (!own || !host) singletonMismatches.push(`${pkg}: ${own ? '' : `${folder} `}${host ? '' : 'host '}has none installed`);
    else if (!semver.satisfies(host, `^${own}`)) singletonMismatches.push(`${pkg}: ${folder} asks for ^${own}, the host provides ${host}`);
  }
  return { hostNeeds, exposes, singletonMismatches };
}

/** The screens of `R` the host mounts, each a component the compiler holds to the props the host gives it. */
export type HostScreensOf<R extends RemoteName> = {
  [K in Extract<RemoteScreenId, `${R}/${string}`>]: ComponentType<RemoteScreenProps[K]>;
};

/**
 * A remote's host-contract test: it exposes exactly the screens the host mounts from it, each
 * exposed module's default export is the component given in `screens` (typed against the host's
 * props), and the shared singletons it asks for are the versions the host provides.
 */
export function testHostContract<R extends RemoteName>(remote: R, screens: HostScreensOf<R>): void {
  const contract = hostContractOf(remote);

  test('exposes exactly the screens the host mounts from it', () => {
    expect(Object.keys(contract.exposes).sort()).toEqual(contract.hostNeeds);
    expect(Object.keys(screens).sort()).toEqual(contract.hostNeeds);
  });

  test("each exposed module's default export is the screen held to the host's props", async () => {
    for (const [id, file] of Object.entries(contract.exposes)) {
      const exposed = (await import(file)) as { default: unknown };
      expect([id, exposed.default]).toEqual([id, (screens as Record<string, unknown>)[id]]);
    }
  });

  test('asks for the shared singletons in the versions the host provides', () => {
    expect(contract.singletonMismatches).toEqual([]);
  });
}
