import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';
import type { RemoteName, RemoteReleaseDto } from '@app/shared/contracts';

// Whether the running host can load a version of a remote, checked before the version is made live
// or tried on players: the same contracts (shared/src/contracts, hashed by each build into its
// contract.json), every shared singleton the version needs provided by the host in a version its
// range accepts, and every screen the host's routes show from that remote exposed by it.

export interface HostContract {
  contractsHash: string;
  /** The singletons the host provides: name → version (its mf-manifest.json). */
  shared: Record<string, string>;
  /** The screens the host shows from each remote: its pages' (route-screens.json) and its shell's (shell-screens.json). */
  screens: Partial<Record<RemoteName, string[]>>;
}

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

/** The contract of the host build under `staticRoot`, or null without one (the API alone). */
export function readHostContract(staticRoot: string): HostContract | null {
  const dist = join(staticRoot, 'host', 'dist');
  try {
    const { contractsHash } = readJson(join(dist, 'contract.json')) as { contractsHash: string };
    const manifest = readJson(join(dist, 'mf-manifest.json')) as { shared?: { name: string; version: string }[] };
    const routes = readJson(join(dist, 'route-screens.json')) as Record<string, string>;
    const shell = readJson(join(dist, 'shell-screens.json')) as Record<string, string>;
    const screens: Partial<Record<RemoteName, string[]>> = {};
    for (const id of [...Object.values(routes), ...Object.values(shell)]) {
      const [remote, expose] = id.split('/') as [RemoteName, string];
      screens[remote] = [...new Set([...(screens[remote] ?? []), expose])];
    }
    return {
      contractsHash,
      shared: Object.fromEntries((manifest.shared ?? []).map((item) => [item.name, item.version])),
      screens,
    };
  } catch {
    return null;
  }
}

/** null if the host can take `release`; else each difference, in the operator's words. */
export function incompatibility(host: HostContract | null, release: RemoteReleaseDto): string | null {
  if (!host) return null;
  const problems: string[] = [];
  if (release.contractsHash !== host.contractsHash) {
    problems.push(
      `được dựng với hợp đồng @app/shared ${release.contractsHash}, ứng dụng chính đang chạy ${host.contractsHash} (dựng lại từ mã nguồn hiện tại)`,
    );
  }
  for (const [name, range] of Object.entries(release.shared)) {
    const provided = host.shared[name];
    if (!provided) problems.push(`cần ${name} ${range} mà ứng dụng chính không cung cấp`);
    else if (semver.validRange(range) && !semver.satisfies(provided, range))
      problems.push(`cần ${name} ${range}, ứng dụng chính có ${provided}`);
  }
  const missing = (host.screens[release.remote] ?? []).filter((expose) => !release.exposes.some((e) => e.replace(/^\.\//, '') === expose));
  if (missing.length) problems.push(`thiếu màn hình ${missing.join(', ')} mà ứng dụng chính cần`);
  return problems.length ? problems.join('; ') : null;
}
