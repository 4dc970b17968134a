import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  REMOTE_NAMES,
  REMOTE_RELEASE_MESSAGES,
  REMOTES_CHANGED_EVENT,
  STEP_UP_TARGETS,
  TWO_FACTOR_ACTIONS,
  canaryBucket,
  type RemoteChoicesDto,
  type RemoteName,
  type RemoteRegistryDto,
  type RemoteReportKind,
  type RemoteVersionStatsDto,
} from '@app/shared/contracts';
import { recordAudit } from '../audit/audit-store';
import type { RemoteUrls } from '../config/app-config';
import type { Db, Queryable } from '../db/db';
import { badRequest, notFound } from '../http/app-error';
import type { Realtime } from '../realtime/realtime';
import { spendOperatorStepUp, type OperatorStepUp } from '../two-factor/second-password-check';
import { incompatibility, type HostContract } from './compatibility';
import type { ReleaseStore } from './release-store';
import {
  addReports,
  lockPointer,
  readPointedVersions,
  readPointerHistory,
  readPointerRevision,
  readPointers,
  readReports,
  readVersions,
  recordPointerChange,
  savePointer,
  saveVersion,
  seedPointer,
  type PointerRow,
  type ReportCounts,
} from './remote-registry-store';

export const REMOTE_POINTERS_CHANNEL = 'remote_pointers_changed';
const REPORT_FLUSH_MS = 5_000;

export interface RemoteTarget {
  version: string;
  manifestUrl: string;
}

/** What one page loads of each remote, and what it falls back to if that version breaks. */
export interface RemoteChoice extends RemoteTarget {
  fallback: RemoteTarget | null;
}

interface Resolved {
  live: RemoteTarget;
  previous: RemoteTarget | null;
  candidate: RemoteTarget | null;
  canaryPercent: number;
}

// A version seeded from REMOTE_<NAME>_URL is named by its URL: another URL seeded later (a fresh
// registry) is another version.
const seedVersionOf = (url: string) => `seed-${createHash('sha256').update(url).digest('hex').slice(0, 8)}`;

const auditedOf = (p: Pick<PointerRow, 'live' | 'previous' | 'candidate' | 'canaryPercent'> | null) =>
  p && { live: p.live, previous: p.previous, candidate: p.candidate, canaryPercent: p.canaryPercent };

export type RemoteRegistry = Awaited<ReturnType<typeof createRemoteRegistry>>;

/**
 * Which version of each remote front end pages load. The pointers are kept in the database and in
 * memory on each node: read at start (each remote without a pointer gets one from its
 * REMOTE_<NAME>_URL), again whenever one changes anywhere (NOTIFY at commit) and whenever the
 * listening link comes back. A change is made by an operator (console or CLI, with a fresh step-up,
 * audited), checked against the running host first, and told to every open page on the socket.
 */
export async function createRemoteRegistry(options: {
  db: Db;
  realtime: Realtime;
  log: FastifyBaseLogger;
  releases: ReleaseStore;
  host: HostContract | null;
  seeds: RemoteUrls;
}) {
  const { db, realtime, log, releases, host } = options;
  let held = new Map<RemoteName, Resolved>();
  // The last change `held` is known to include (its row in remote_pointer_history).
  let revision = 0;
  const listeners = new Set<() => void>();

  async function reload(): Promise<void> {
    const readRevision = await readPointerRevision(db);
    const [pointers, versions] = await Promise.all([readPointers(db), readPointedVersions(db)]);
    const urls = new Map(versions.map((v) => [`${v.remote} ${v.version}`, v.manifestUrl]));
    const target = (remote: RemoteName, version: string | null): RemoteTarget | null => {
      const manifestUrl = version === null ? undefined : urls.get(`${remote} ${version}`);
      return version !== null && manifestUrl ? { version, manifestUrl } : null;
    };
    const next = new Map<RemoteName, Resolved>();
    for (const p of pointers) {
      const live = target(p.remote, p.live);
      if (!live) continue;
      next.set(p.remote, {
        live,
        previous: target(p.remote, p.previous),
        candidate: target(p.remote, p.candidate),
        canaryPercent: p.canaryPercent,
      });
    }
    held = next;
    revision = Math.max(revision, readRevision);
    for (const listener of listeners) listener();
  }
  // Reloads asked for at once share one.
  let reloading: Promise<void> | null = null;
  const reloadOnce = () => (reloading ??= reload().finally(() => (reloading = null)));
  const reloadQuietly = () => void reload().catch((error) => log.warn({ err: error }, 'remote registry: reload failed'));

  // Each remote the registry has no pointer for starts at its configured URL (once, whichever node
  // comes first).
  for (const remote of REMOTE_NAMES) {
    const url = options.seeds[remote];
    if (!url) continue;
    await db.tx(async (q) => {
      const version = seedVersionOf(url);
      await saveVersion(q, { remote, version, manifestUrl: url, release: null });
      if (await seedPointer(q, remote, version))
        await recordPointerChange(q, { remote, action: 'seed', live: version, candidate: null, canaryPercent: 0 }, null);
    });
  }
  await reload();
  const stopListening = await db.listen(REMOTE_POINTERS_CHANNEL, reloadQuietly, (live) => {
    if (live) reloadQuietly();
  });

  // Pages' reports, counted in memory and written every few seconds (one statement for them all).
  let pending: ReportCounts = {};
  const flush = async () => {
    const counts = pending;
    pending = {};
    await addReports(db, counts).catch((error) => log.warn({ err: error }, 'remote registry: reports not saved'));
  };
  const flusher = setInterval(() => void flush(), REPORT_FLUSH_MS);
  flusher.unref();

  /** The release to point at, checked: published, and loadable by the running host. */
  async function checkedRelease(q: Queryable, remote: RemoteName, version: string) {
    const known = (await readVersions(q, remote)).find((v) => v.version === version);
    const release = known?.release ?? (known ? null : await releases.read(remote, version));
    if (!known && !release) throw notFound(REMOTE_RELEASE_MESSAGES.unknownVersion);
    if (release) {
      const why = incompatibility(host, release);
      if (why) throw badRequest(REMOTE_RELEASE_MESSAGES.incompatible(remote, version, why), 'version');
    }
    if (!known && release) await saveVersion(q, { remote, version, manifestUrl: releases.manifestUrlOf(remote, version), release });
  }

  async function change(
    step: OperatorStepUp,
    remote: RemoteName,
    action: 'use' | 'rollback' | 'canary',
    decide: (q: Queryable, before: PointerRow) => Promise<Pick<PointerRow, 'live' | 'previous' | 'candidate' | 'canaryPercent'>>,
  ): Promise<RemoteRegistryDto> {
    await db.tx(async (q) => {
      await spendOperatorStepUp(q, step, TWO_FACTOR_ACTIONS.operatorSettings, STEP_UP_TARGETS.remote(remote));
      const before = await lockPointer(q, remote);
      if (!before) throw notFound(REMOTE_RELEASE_MESSAGES.unknownRemote);
      const after = await decide(q, before);
      await savePointer(q, { remote, ...after }, step.operatorId);
      await recordPointerChange(
        q,
        { remote, action, live: after.live, candidate: after.candidate, canaryPercent: after.canaryPercent },
        step.operatorId,
      );
      await recordAudit(q, {
        actorId: step.operatorId,
        action: `remote.${action}`,
        target: `remote:${remote}`,
        before: auditedOf(before),
        after: auditedOf(after),
      });
    });
    await reload();
    // The change's revision goes with the news: a page told of it may ask a node that has not heard
    // the NOTIFY yet, which then reads the pointers first (caughtUp) rather than answer as before.
    realtime.toEveryone(REMOTES_CHANGED_EVENT, { revision });
    return describe(remote);
  }

  async function describe(remote: RemoteName): Promise<RemoteRegistryDto> {
    const [pointer] = (await readPointers(db)).filter((p) => p.remote === remote);
    const [known, published, history, stats] = await Promise.all([
      readVersions(db, remote),
      releases.list(remote),
      readPointerHistory(db, remote),
      readReports(db, remote),
    ]);
    const none: RemoteVersionStatsDto = { loads: 0, failures: 0, errors: 0, fallbacks: 0 };
    const byVersion = new Map(known.map((v) => [v.version, v]));
    for (const release of published)
      if (!byVersion.has(release.version))
        byVersion.set(release.version, {
          remote,
          version: release.version,
          manifestUrl: releases.manifestUrlOf(remote, release.version),
          release,
        });
    return {
      remote,
      pointer: pointer ?? null,
      versions: [...byVersion.values()].map((v) => ({
        remote,
        version: v.version,
        manifestUrl: v.manifestUrl,
        builtAt: v.release?.builtAt ?? '',
        gitCommit: v.release?.gitCommit ?? null,
        contractsHash: v.release?.contractsHash ?? '',
        shared: v.release?.shared ?? {},
        exposes: v.release?.exposes ?? [],
        incompatible: v.release ? incompatibility(host, v.release) : null,
        stats: stats.get(v.version) ?? none,
      })),
      history,
    };
  }

  /**
   * What the page of the player or device `groupKey` ("u:<id>", "d:<id>", or null) loads of each
   * remote: the candidate if its canary bucket is below the candidate's share, else the live
   * version; with the version it falls back to.
   */
  function choose(groupKey: string | null): Partial<Record<RemoteName, RemoteChoice>> {
    const chosen: Partial<Record<RemoteName, RemoteChoice>> = {};
    for (const [remote, r] of held) {
      const canary = r.candidate && groupKey !== null && canaryBucket(remote, groupKey) < r.canaryPercent;
      chosen[remote] = canary ? { ...r.candidate!, fallback: r.live } : { ...r.live, fallback: r.previous };
    }
    return chosen;
  }

  return {
    choose,

    /**
     * Resolves once this node's pointers include the change `atLeast` (a revision a page was told):
     * read from the database now if they do not yet. A reload already under way may have begun before
     * the change was committed, so one begun after it is waited for too if need be. A revision that
     * does not exist costs those reads (shared by every request asking at once) and is answered with
     * what there is.
     */
    async caughtUp(atLeast: number): Promise<void> {
      if (revision < atLeast) await reloadOnce();
      if (revision < atLeast) await reloadOnce();
    },

    /** As the page reads it (GET /api/remotes, and its start-up data). */
    choices(groupKey: string | null): RemoteChoicesDto {
      const choices: RemoteChoicesDto = { hostContract: host?.contractsHash ?? null, remotes: {}, versions: {} };
      for (const [remote, choice] of Object.entries(choose(groupKey)) as [RemoteName, RemoteChoice][]) {
        choices.remotes[remote] = choice.manifestUrl;
        choices.versions[remote] = { version: choice.version, fallback: choice.fallback };
      }
      return choices;
    },

    /** Every manifest URL a page may be sent to (its origins are the policy's remote sources). */
    allManifestUrls(): string[] {
      return [...held.values()].flatMap((r) => [r.live, r.previous, r.candidate].filter((t) => t !== null).map((t) => t.manifestUrl));
    },

    describe,

    use: (step: OperatorStepUp, remote: RemoteName, version: string) =>
      change(step, remote, 'use', async (q, before) => {
        if (before.live === version) throw badRequest(REMOTE_RELEASE_MESSAGES.alreadyLive, 'version');
        await checkedRelease(q, remote, version);
        // Made live, a candidate is promoted: the canary ends.
        const stillCandidate = before.candidate !== version ? before.candidate : null;
        return {
          live: version,
          previous: before.live,
          candidate: stillCandidate,
          canaryPercent: stillCandidate ? before.canaryPercent : 0,
        };
      }),

    rollback: (step: OperatorStepUp, remote: RemoteName) =>
      change(step, remote, 'rollback', async (_q, before) => {
        if (!before.previous) throw badRequest(REMOTE_RELEASE_MESSAGES.noPrevious);
        return { live: before.previous, previous: before.live, candidate: before.candidate, canaryPercent: before.canaryPercent };
      }),

    /** Tries `version` on `percent` % of players (null or 0 %: the canary ends). */
    canary: (step: OperatorStepUp, remote: RemoteName, version: string | null, percent: number) =>
      change(step, remote, 'canary', async (q, before) => {
        if (!Number.isInteger(percent) || percent < 0 || percent > 100) throw badRequest(REMOTE_RELEASE_MESSAGES.badPercent, 'percent');
        if (version === null || percent === 0) return { ...before, candidate: null, canaryPercent: 0 };
        if (version === before.live) throw badRequest(REMOTE_RELEASE_MESSAGES.alreadyLive, 'version');
        await checkedRelease(q, remote, version);
        return { ...before, candidate: version, canaryPercent: percent };
      }),

    /** A page's report of a version it loaded (counted only for versions the registry points at). */
    report(remote: RemoteName, version: string, kind: RemoteReportKind): boolean {
      const r = held.get(remote);
      if (!r || ![r.live, r.previous, r.candidate].some((t) => t?.version === version)) return false;
      const key = `${remote} ${version}`;
      const counts = (pending[key] ??= { loads: 0, failures: 0, errors: 0, fallbacks: 0 });
      if (kind === 'load') counts.loads++;
      else if (kind === 'failure') counts.failures++;
      else if (kind === 'error') counts.errors++;
      else counts.fallbacks++;
      return true;
    },

    /** Calls `listener` after each reload of the pointers (a change here or on another node). */
    onChange(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** Writes the reports counted so far (tests, and the node's end). */
    flushReports: flush,

    async stop(): Promise<void> {
      clearInterval(flusher);
      await flush();
      await stopListening();
    },
  };
}
