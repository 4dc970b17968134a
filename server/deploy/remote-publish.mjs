// `npm run remote:publish <remote> [--from <build folder>]`: builds one remote front end and stores
// the build as a version under RELEASES_DIR (default releases/ in the repository), as
// <folder>/<version>/, with a release.json beside its files:
//   version      the first 12 hex of the SHA-256 of every file of the build (the same build publishes
//                as the same version; a different one never takes its name)
//   builtAt      when the build was made; gitCommit: the commit it was built from (null outside git)
//   contractsHash, shared, exposes: what it was built against (its contract.json; from its
//                mf-manifest.json, the ranges of the shared modules the host must provide and its
//                exposed modules), which the registry checks against the running host before making
//                it live.
// A version's folder is written whole under a temporary name and renamed: no node ever reads half
// of one, and once there it never changes (the server caches its files for a year). Nothing goes
// live here: `npm run admin -- remote-use <remote> <version>` does that (docs/architecture.md).
// With --from, an existing build folder is published as it is (a CI artifact), without building.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const REMOTES = ['remote-auth', 'remote-wallet', 'remote-games', 'remote-admin'];

function fail(message) {
  console.error(message);
  process.exit(1);
}

// remote-games, remote_games and games all name remote-games.
function folderOf(name) {
  const folder = `remote-${String(name ?? '')
    .toLowerCase()
    .replace(/_/g, '-')
    .replace(/^remote-/, '')}`;
  return REMOTES.includes(folder) ? folder : null;
}

function filesOf(dir, base = dir) {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? filesOf(full, base) : [path.relative(base, full).split(path.sep).join('/')];
    })
    .sort();
}

function contentHash(dir) {
  const hash = createHash('sha256');
  for (const file of filesOf(dir))
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(dir, file)))
      .update('\0');
  return hash.digest('hex');
}

function gitCommit() {
  const result = spawnSync('git', ['rev-parse', 'HEAD'], { cwd: repo, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** Publishes `folder` (remote-games) from `dist`; returns its release.json. */
export function publishRemote({ folder, dist, releasesDir, builtAt = new Date() }) {
  for (const needed of ['mf-manifest.json', 'contract.json', 'remoteEntry.js']) {
    if (!existsSync(path.join(dist, needed))) throw new Error(`${dist} is not a build of ${folder}: ${needed} is missing`);
  }
  const manifest = readJson(path.join(dist, 'mf-manifest.json'));
  const version = contentHash(dist).slice(0, 12);
  const release = {
    remote: manifest.name ?? folder.replace('-', '_'),
    version,
    builtAt: builtAt.toISOString(),
    gitCommit: gitCommit(),
    contractsHash: readJson(path.join(dist, 'contract.json')).contractsHash,
    // What the host must provide: the singletons (one copy per page), and what the remote ships no
    // copy of (import: false). The other shared modules fall back to the remote's own copy.
    shared: Object.fromEntries(
      (manifest.shared ?? [])
        .filter((item) => item.singleton || !(item.assets?.js?.sync?.length || item.assets?.js?.async?.length))
        .map((item) => [item.name, item.requiredVersion ?? `^${item.version}`]),
    ),
    exposes: (manifest.exposes ?? []).map((item) => item.name).filter((name) => typeof name === 'string'),
  };
  const home = path.join(releasesDir, folder);
  const target = path.join(home, version);
  if (existsSync(target)) return { release: readJson(path.join(target, 'release.json')), published: false };
  mkdirSync(home, { recursive: true });
  const staging = path.join(home, `.${version}.${process.pid}`);
  rmSync(staging, { recursive: true, force: true });
  cpSync(dist, staging, { recursive: true });
  writeFileSync(path.join(staging, 'release.json'), `${JSON.stringify(release, null, 2)}\n`);
  renameSync(staging, target);
  // The list of versions, for a registry that reads them from a static origin rather than a folder.
  const index = path.join(home, 'versions.json');
  const versions = existsSync(index) ? readJson(index) : [];
  writeFileSync(index, `${JSON.stringify([...versions.filter((v) => v !== version), version], null, 2)}\n`);
  return { release, published: true };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const fromAt = args.indexOf('--from');
  const from = fromAt >= 0 ? args[fromAt + 1] : null;
  const name = args.find((arg, i) => !arg.startsWith('--') && (fromAt < 0 || i !== fromAt + 1));
  const folder = folderOf(name);
  if (!folder || (fromAt >= 0 && !from)) fail(`Cách dùng: npm run remote:publish <${REMOTES.join('|')}> [--from <thư mục bản dựng>]`);
  let dist = path.join(repo, folder, 'dist');
  if (from) dist = path.resolve(process.env.INIT_CWD ?? process.cwd(), from);
  else {
    const build = spawnSync('npx', ['-y', 'pnpm@10.34.9', '--filter', `@app/${folder}`, 'run', 'build'], { cwd: repo, stdio: 'inherit' });
    if (build.status !== 0) fail(`Dựng ${folder} không thành công.`);
  }
  // The server's default (STATIC_ROOT/releases, STATIC_ROOT being the repository); a relative
  // RELEASES_DIR is taken from where npm was run.
  const releasesDir = process.env.RELEASES_DIR
    ? path.resolve(process.env.INIT_CWD ?? process.cwd(), process.env.RELEASES_DIR)
    : path.join(process.env.STATIC_ROOT ? path.resolve(process.env.INIT_CWD ?? process.cwd(), process.env.STATIC_ROOT) : repo, 'releases');
  try {
    const builtAt = from ? statSync(path.join(dist, 'contract.json')).mtime : new Date();
    const { release, published } = publishRemote({ folder, dist, releasesDir, builtAt });
    console.log(
      published
        ? `Đã đăng ${folder} phiên bản ${release.version} (${path.join(releasesDir, folder, release.version)}).`
        : `${folder} phiên bản ${release.version} đã có sẵn: không đăng lại.`,
    );
    console.log(`Dùng cho mọi người chơi: npm run admin -- remote-use ${folder} ${release.version}`);
  } catch (error) {
    fail(`Không đăng được ${folder}: ${error.message}`);
  }
}
