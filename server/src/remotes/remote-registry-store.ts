import type { RemoteName, RemotePointerChangeDto, RemotePointerDto, RemoteReleaseDto, RemoteVersionStatsDto } from '@app/shared/contracts';
import type { Queryable } from '../db/db';

// A pointer as the console and the CLI read it.
export type PointerRow = RemotePointerDto;

export interface VersionRow {
  remote: RemoteName;
  version: string;
  manifestUrl: string;
  release: RemoteReleaseDto | null;
}

interface RawPointer {
  remote: RemoteName;
  live_version: string;
  previous_version: string | null;
  candidate_version: string | null;
  canary_percent: number;
  changed_at: Date | string;
  changed_by: string | null;
}

const iso = (v: Date | string) => new Date(v).toISOString();

const pointerOf = (r: RawPointer): PointerRow => ({
  remote: r.remote,
  live: r.live_version,
  previous: r.previous_version,
  candidate: r.candidate_version,
  canaryPercent: Number(r.canary_percent),
  changedAt: iso(r.changed_at),
  changedBy: r.changed_by,
});

const POINTERS = `SELECT p.remote, p.live_version, p.previous_version, p.candidate_version, p.canary_percent, p.changed_at, u.username AS changed_by
  FROM remote_pointers p LEFT JOIN users u ON u.id = p.changed_by`;

export async function readPointers(q: Queryable): Promise<PointerRow[]> {
  const { rows } = await q.query<RawPointer>(`${POINTERS} ORDER BY p.remote`);
  return rows.map(pointerOf);
}

/**
 * The registry's revision: the last change of any pointer. Read before the pointers, it is never
 * newer than what they hold.
 */
export async function readPointerRevision(q: Queryable): Promise<number> {
  const { rows } = await q.query<{ id: number | string | null }>('SELECT max(id) AS id FROM remote_pointer_history');
  return Number(rows[0].id ?? 0);
}

/** The remote's pointer, locked until the caller's transaction ends (two changes at once go in turn). */
export async function lockPointer(q: Queryable, remote: RemoteName): Promise<PointerRow | null> {
  const { rows } = await q.query<RawPointer>(`${POINTERS} WHERE p.remote = $1 FOR UPDATE OF p`, [remote]);
  return rows[0] ? pointerOf(rows[0]) : null;
}

/** Every version the pointers name, with its manifest's URL. */
export async function readPointedVersions(q: Queryable): Promise<VersionRow[]> {
  const { rows } = await q.query<{ remote: RemoteName; version: string; manifest_url: string; release: RemoteReleaseDto | null }>(
    `SELECT v.remote, v.version, v.manifest_url, v.release FROM remote_versions v
     JOIN remote_pointers p ON p.remote = v.remote AND v.version IN (p.live_version, p.previous_version, p.candidate_version)`,
  );
  return rows.map((r) => ({ remote: r.remote, version: r.version, manifestUrl: r.manifest_url, release: r.release }));
}

export async function readVersions(q: Queryable, remote: RemoteName): Promise<VersionRow[]> {
  const { rows } = await q.query<{ version: string; manifest_url: string; release: RemoteReleaseDto | null }>(
    'SELECT version, manifest_url, release FROM remote_versions WHERE remote = $1 ORDER BY registered_at',
    [remote],
  );
  return rows.map((r) => ({ remote, version: r.version, manifestUrl: r.manifest_url, release: r.release }));
}

/** Records a version the registry points at (once: a version's files never change). */
export async function saveVersion(q: Queryable, row: VersionRow): Promise<void> {
  await q.query(
    `INSERT INTO remote_versions (remote, version, manifest_url, release) VALUES ($1, $2, $3, $4::jsonb)
     ON CONFLICT (remote, version) DO NOTHING`,
    [row.remote, row.version, row.manifestUrl, row.release === null ? null : JSON.stringify(row.release)],
  );
}

/** The first pointer of a remote, unless another node set one first; true if this one did. */
export async function seedPointer(q: Queryable, remote: RemoteName, version: string): Promise<boolean> {
  const { rows } = await q.query<{ remote: string }>(
    `INSERT INTO remote_pointers (remote, live_version) VALUES ($1, $2) ON CONFLICT (remote) DO NOTHING RETURNING remote`,
    [remote, version],
  );
  return rows.length > 0;
}

export async function savePointer(
  q: Queryable,
  pointer: Pick<PointerRow, 'remote' | 'live' | 'previous' | 'candidate' | 'canaryPercent'>,
  actorId: number | null,
): Promise<void> {
  await q.query(
    `UPDATE remote_pointers SET live_version = $2, previous_version = $3, candidate_version = $4, canary_percent = $5,
       changed_at = now(), changed_by = $6 WHERE remote = $1`,
    [pointer.remote, pointer.live, pointer.previous, pointer.candidate, pointer.canaryPercent, actorId],
  );
}

export async function recordPointerChange(
  q: Queryable,
  change: { remote: RemoteName; action: RemotePointerChangeDto['action']; live: string; candidate: string | null; canaryPercent: number },
  actorId: number | null,
): Promise<void> {
  await q.query(
    `INSERT INTO remote_pointer_history (remote, action, live_version, candidate_version, canary_percent, actor_id)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [change.remote, change.action, change.live, change.candidate, change.canaryPercent, actorId],
  );
}

export async function readPointerHistory(q: Queryable, remote: RemoteName, limit = 20): Promise<RemotePointerChangeDto[]> {
  const { rows } = await q.query<{
    action: RemotePointerChangeDto['action'];
    live_version: string;
    candidate_version: string | null;
    canary_percent: number;
    created_at: Date | string;
    by: string | null;
  }>(
    `SELECT h.action, h.live_version, h.candidate_version, h.canary_percent, h.created_at, u.username AS by
     FROM remote_pointer_history h LEFT JOIN users u ON u.id = h.actor_id
     WHERE h.remote = $1 ORDER BY h.id DESC LIMIT $2`,
    [remote, limit],
  );
  return rows.map((r) => ({
    action: r.action,
    live: r.live_version,
    candidate: r.candidate_version,
    canaryPercent: Number(r.canary_percent),
    at: iso(r.created_at),
    by: r.by,
  }));
}

export type ReportCounts = Record<string, RemoteVersionStatsDto>;

/** Adds pages' reports to today's counts ("<remote> <version>" → counts). */
export async function addReports(q: Queryable, counts: ReportCounts): Promise<void> {
  const entries = Object.entries(counts);
  if (!entries.length) return;
  await q.query(
    `INSERT INTO remote_version_reports AS r (remote, version, day, loads, failures, errors, fallbacks)
     SELECT split_part(k, ' ', 1), split_part(k, ' ', 2), (now() AT TIME ZONE 'Asia/Ho_Chi_Minh')::date, l, f, e, b
     FROM unnest($1::text[], $2::bigint[], $3::bigint[], $4::bigint[], $5::bigint[]) AS c(k, l, f, e, b)
     ON CONFLICT (remote, version, day) DO UPDATE SET loads = r.loads + excluded.loads, failures = r.failures + excluded.failures,
       errors = r.errors + excluded.errors, fallbacks = r.fallbacks + excluded.fallbacks`,
    [
      entries.map(([key]) => key),
      entries.map(([, c]) => c.loads),
      entries.map(([, c]) => c.failures),
      entries.map(([, c]) => c.errors),
      entries.map(([, c]) => c.fallbacks),
    ],
  );
}

/** Each version's counts over the last `days` days (today included). */
export async function readReports(q: Queryable, remote: RemoteName, days = 7): Promise<Map<string, RemoteVersionStatsDto>> {
  const { rows } = await q.query<{ version: string; loads: number; failures: number; errors: number; fallbacks: number }>(
    `SELECT version, sum(loads)::bigint AS loads, sum(failures)::bigint AS failures, sum(errors)::bigint AS errors,
       sum(fallbacks)::bigint AS fallbacks
     FROM remote_version_reports
     WHERE remote = $1 AND day > (now() AT TIME ZONE 'Asia/Ho_Chi_Minh')::date - $2::int
     GROUP BY version`,
    [remote, days],
  );
  return new Map(
    rows.map((r) => [
      r.version,
      { loads: Number(r.loads), failures: Number(r.failures), errors: Number(r.errors), fallbacks: Number(r.fallbacks) },
    ]),
  );
}
