// `npm test`: every suite, one summary. The machine is prepared, the workspace installed and built,
// then the static checks (types, lint, format), then jest runs the server suite on embedded PGlite,
// then every package's tests, the server suite again on the PostgreSQL server and Redis of this
// machine, then Playwright drives Chromium against the built product, then the fault suite breaks a
// two-node cluster under load (e2e/faults). The summary gives each step's seconds (CI must stay
// under 20 minutes on 2 cores); its last line is "N passed, N failed" for CI.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { listening, prepareMachine } from './prepare-machine.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const runStarted = Date.now();
const runs = [];
const secondsSince = (started) => Math.round((Date.now() - started) / 1000);

// Chromium, fonts, nginx, docker-compose, PostgreSQL and Redis: installed and started when missing
// (Debian, as root or with sudo), each said in one line.
let started = Date.now();
Object.assign(process.env, await prepareMachine());
runs.push({ name: 'machine ready (installs and starts what is missing)', seconds: secondsSince(started) });
const out = path.join(root, 'test-results');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

// The services the suites need, looked for first: without them, one line saying what is missing and
// how to get it, instead of hundreds of failing tests.
const reachable = (url, defaultPort) => {
  const { hostname, port } = new URL(url);
  return listening(hostname, Number(port) || defaultPort);
};
const missing = [];
if (!(await reachable(DATABASE_URL, 5432)))
  missing.push(
    'PostgreSQL at TEST_DATABASE_URL or 127.0.0.1:5432 (Debian: apt-get install postgresql; pg_ctlcluster <version> main start)',
  );
if (!(await reachable(REDIS_URL, 6379)))
  missing.push('Redis at TEST_REDIS_URL or 127.0.0.1:6379 (Debian: apt-get install redis-server; redis-server --daemonize yes)');
if (missing.length) {
  console.log(`npm test needs ${missing.join(' and ')}; it installs and starts both itself on Debian as root or with sudo.`);
  console.log('0 passed, 1 failed');
  process.exit(1);
}

function run(name, cmd, args, env, resultFile, parse) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  let counts = { passed: 0, failed: 0, titles: [] };
  if (existsSync(resultFile)) counts = parse(JSON.parse(readFileSync(resultFile, 'utf8')));
  // A suite that crashed before reporting must not pass silently.
  if (result.status !== 0 && counts.failed === 0) counts.failed = 1;
  runs.push({ name, ...counts, seconds: secondsSince(started) });
}

// Each count keeps the names of what failed: the summary repeats them, so the end of a long log
// (all a CI page may show) still says which tests to look at.
const jestCounts = (r) => ({
  passed: r.numPassedTests,
  failed: r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0),
  titles: r.testResults.flatMap((file) => {
    const where = path.relative(root, file.name);
    const tests = file.assertionResults.filter((a) => a.status === 'failed').map((a) => `${where} › ${a.fullName}`);
    return tests.length || file.status !== 'failed' ? tests : [`${where} (the file did not run)`];
  }),
});
const pwTitles = (suite, trail = []) => [
  ...(suite.specs ?? [])
    .filter((spec) => spec.tests.some((t) => t.status === 'unexpected'))
    .map((spec) => `${spec.file}:${spec.line} › ${[...trail, spec.title].join(' › ')}`),
  ...(suite.suites ?? []).flatMap((inner) => pwTitles(inner, suite.file === inner.file && inner.title ? [...trail, inner.title] : trail)),
];
const pwCounts = (r) => ({
  passed: r.stats.expected + (r.stats.flaky ?? 0),
  failed: r.stats.unexpected,
  titles: r.suites.flatMap((suite) => pwTitles(suite)),
});

// The workspace's packages, as the lockfile has them: nothing after can run without them, so a
// failure ends the run here.
started = Date.now();
if (spawnSync('npm', ['run', '--silent', 'preinstall-pnpm'], { cwd: root, stdio: 'inherit' }).status !== 0) {
  runs.push({ name: 'install (pnpm install --frozen-lockfile)', passed: 0, failed: 1, seconds: secondsSince(started) });
  summarizeAndExit();
}
runs.push({ name: 'install (pnpm install --frozen-lockfile)', seconds: secondsSince(started) });

// The build (for the browser suites) and the static checks, side by side: tsc, ESLint and Prettier
// each keep one core busy, and one after another left the second core idle (their 86 s of CPU took
// 67 s in a row). Each one's output is printed whole when it ends. A type error, a lint finding (the
// architecture's import boundaries and circles included: eslint.config.mjs) or a file off the
// formatter's style fails the run as a test would; a failed build ends it after the checks.
function step(name, bin, args) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(path.join(root, 'node_modules/.bin', bin), args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (status) => {
      console.log(`\n=== ${name} ===`);
      process.stdout.write(Buffer.concat(output));
      resolve({ name, ok: status === 0, seconds: secondsSince(started) });
    });
  });
}
const [build, ...checks] = await Promise.all([
  step('build (pnpm run build)', 'pnpm', ['run', 'build']),
  step('typecheck (tsc)', 'tsc', ['-p', 'tsconfig.json', '--noEmit']),
  step('lint (eslint)', 'eslint', ['.']),
  step('format (prettier --check)', 'prettier', ['--check', '.', '--log-level', 'warn']),
]);
runs.push(build.ok ? { name: build.name, seconds: build.seconds } : { name: build.name, passed: 0, failed: 1, seconds: build.seconds });
for (const { name, ok, seconds } of checks) runs.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, seconds });
if (!build.ok) summarizeAndExit();

const jestBin = path.join(root, 'node_modules/.bin/jest');
// A worker per core for the PGlite pass, whose files keep the CPU busy: jest's default leaves one
// core to itself, which on a 2-core machine ran every file one after another.
const jestWorkers = `--maxWorkers=${Math.max(2, availableParallelism())}`;
// The PostgreSQL pass waits on the server and on its timers more than it computes (about one core
// busy of two), so it takes a worker more, and the front-end packages' files fill those waits:
// apart they took 140 s and 57 s, together 164 s.
const jestWorkersWithWaits = `--maxWorkers=${Math.max(2, availableParallelism()) + 1}`;
// two-nodes.test.ts starts two server processes on PostgreSQL and Redis: it belongs to the second pass.
run(
  'server tests (PGlite)',
  jestBin,
  [
    jestWorkers,
    '--testPathIgnorePatterns',
    '/node_modules/',
    'two-nodes\\.test',
    '--selectProjects',
    'server',
    '--json',
    `--outputFile=${out}/jest.json`,
  ],
  { DATABASE_URL: '', REDIS_URL: '' },
  `${out}/jest.json`,
  jestCounts,
);
run(
  'unit tests and server tests (PostgreSQL + Redis)',
  jestBin,
  [jestWorkersWithWaits, '--json', `--outputFile=${out}/jest-pg.json`],
  { DATABASE_URL, REDIS_URL },
  `${out}/jest-pg.json`,
  jestCounts,
);
run(
  'end-to-end (Playwright, Chromium)',
  path.join(root, 'e2e/node_modules/.bin/playwright'),
  ['test', '-c', 'e2e/playwright.config.ts'],
  { PLAYWRIGHT_JSON_OUTPUT_NAME: `${out}/e2e.json` },
  `${out}/e2e.json`,
  pwCounts,
);

// The fault suite (npm run test:faults): two nodes behind nginx on this machine's PostgreSQL and a
// Redis of its own, broken one way at a time under load (e2e/faults/faults.spec.ts).
run(
  'fault suite (Playwright, two nodes, PostgreSQL, Redis)',
  path.join(root, 'e2e/node_modules/.bin/playwright'),
  ['test', '-c', 'e2e/faults/playwright.config.ts'],
  { PLAYWRIGHT_JSON_OUTPUT_NAME: `${out}/faults.json`, TEST_DATABASE_URL: DATABASE_URL },
  `${out}/faults.json`,
  pwCounts,
);

// The compose file cannot run here (no Docker engine), so it is at least parsed and validated.
const compose = spawnSync('docker-compose', ['config', '-q'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, JWT_SECRET: 'check', BANK_WEBHOOK_KEY: 'check', ADMIN_PASSWORD: 'check', FAIRNESS_SECRET: 'check' },
});
if (compose.error) console.log('\ndocker-compose is not installed: docker-compose.yml not checked');
else
  runs.push({
    name: 'docker-compose.yml is valid',
    passed: compose.status === 0 ? 1 : 0,
    failed: compose.status === 0 ? 0 : 1,
    seconds: 0,
  });

// The compose stack's nginx config, checked by this machine's nginx (Debian's package, which
// prepare-machine.mjs installs): the proxy the file describes must at least parse.
const nginx = spawnSync('node', [path.join(root, 'e2e/support/check-nginx-config.mjs')], { cwd: root, stdio: 'inherit' });
if (nginx.status === 127) console.log('\nnginx is not installed: server/deploy/nginx.conf not checked');
else
  runs.push({
    name: 'server/deploy/nginx.conf is valid',
    passed: nginx.status === 0 ? 1 : 0,
    failed: nginx.status === 0 ? 0 : 1,
    seconds: 0,
  });

summarizeAndExit();

function summarizeAndExit() {
  console.log('\n=== summary ===');
  for (const r of runs) {
    // The steps that are not tests (machine, install, build) give their time only, or their failure.
    const counts = r.passed === undefined ? '' : `${r.passed} passed, ${r.failed} failed `;
    console.log(`${r.name}: ${counts}(${r.seconds} s)`);
    for (const title of r.titles ?? []) console.log(`  failed: ${title}`);
  }
  console.log(`all steps: ${secondsSince(runStarted)} s`);
  const passed = runs.reduce((n, r) => n + (r.passed ?? 0), 0);
  const failed = runs.reduce((n, r) => n + (r.failed ?? 0), 0);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}
