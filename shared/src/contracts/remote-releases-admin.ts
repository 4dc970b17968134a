// The operators' side of the remotes' registry (remote-releases.ts): what a published version
// declares, the registry's pointers and history, the console's and the CLI's messages, and the bodies
// the server checks.
import { define, object } from 'superstruct';
import { REMOTE_REPORT_KINDS, isRemoteName, type RemoteName, type RemoteReportKind } from './remote-releases';

/** What a version was built from (its release.json), as `npm run remote:publish` wrote it. */
export interface RemoteReleaseDto {
  remote: RemoteName;
  version: string;
  builtAt: string;
  gitCommit: string | null;
  /** Hash of shared/src/contracts at build time: the API and event shapes the remote speaks. */
  contractsHash: string;
  /** The shared singletons it needs (name → semver range), from its federation manifest. */
  shared: Record<string, string>;
  /** Its exposed modules (TaiXiuScreen). */
  exposes: string[];
}

export interface RemoteVersionStatsDto {
  loads: number;
  failures: number;
  errors: number;
  fallbacks: number;
}

export interface RemoteVersionDto extends RemoteReleaseDto {
  manifestUrl: string;
  /** null when the running host can take it; else what differs, in words. */
  incompatible: string | null;
  stats: RemoteVersionStatsDto;
}

export interface RemotePointerDto {
  remote: RemoteName;
  live: string;
  previous: string | null;
  candidate: string | null;
  canaryPercent: number;
  changedAt: string;
  changedBy: string | null;
}

export interface RemoteRegistryDto {
  remote: RemoteName;
  pointer: RemotePointerDto | null;
  versions: RemoteVersionDto[];
  /** The last changes of the pointer, newest first: which version was live when. */
  history: RemotePointerChangeDto[];
}

export interface RemotePointerChangeDto {
  action: 'use' | 'rollback' | 'canary' | 'seed';
  live: string;
  candidate: string | null;
  canaryPercent: number;
  at: string;
  by: string | null;
}

export const REMOTE_RELEASE_MESSAGES = {
  used: 'Đã chuyển sang phiên bản mới',
  rolledBack: 'Đã quay lại phiên bản trước',
  canarySet: 'Đã đặt phiên bản thử nghiệm',
  canaryCleared: 'Đã dừng thử nghiệm',
  unknownRemote: 'Không có giao diện này (remote_auth, remote_wallet, remote_games hoặc remote_admin).',
  unknownVersion: 'Không tìm thấy phiên bản này trong kho phiên bản: hãy chạy npm run remote:publish trước.',
  noPrevious: 'Không có phiên bản trước để quay lại.',
  alreadyLive: 'Phiên bản này đang chạy.',
  badPercent: 'Tỉ lệ thử nghiệm phải là số nguyên từ 0 đến 100.',
  incompatible: (remote: string, version: string, why: string) => `Không thể dùng ${remote} ${version}: ${why}`,
} as const;

const VERSION_TEXT = /^[a-z0-9][a-z0-9._-]{0,63}$/i;
const versionRule = define<string>('version', (v) =>
  typeof v === 'string' && VERSION_TEXT.test(v) ? true : REMOTE_RELEASE_MESSAGES.unknownVersion,
);

// POST .../use {version}
export const RemoteUseBody = object({ version: versionRule });

// POST .../canary {version, percent}: version null (or percent 0) ends the canary.
export const RemoteCanaryBody = object({
  version: define<string | null>('version', (v) =>
    v === null || (typeof v === 'string' && VERSION_TEXT.test(v)) ? true : REMOTE_RELEASE_MESSAGES.unknownVersion,
  ),
  percent: define<number>('percent', (v) =>
    typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 100 ? true : REMOTE_RELEASE_MESSAGES.badPercent,
  ),
});

// POST /api/remotes/report {remote, version, kind}
export const RemoteReportBody = object({
  remote: define<RemoteName>('remote', (v) => (isRemoteName(v) ? true : REMOTE_RELEASE_MESSAGES.unknownRemote)),
  version: versionRule,
  kind: define<RemoteReportKind>('kind', (v) =>
    (REMOTE_REPORT_KINDS as readonly unknown[]).includes(v) ? true : 'Loại báo cáo không hợp lệ.',
  ),
});
