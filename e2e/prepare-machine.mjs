// What `npm test` needs of the machine beyond Node and npm, looked for and, on Debian (as root or
// with sudo), installed and started, one line each: Chromium's headless shell and Vietnamese fonts
// (the end-to-end suite), nginx (the two-node cluster's proxy and the check of its configuration), docker-compose
// (the check of docker-compose.yml), PostgreSQL and Redis at their standard local ports (the server
// suite's second pass, the cluster and the fault suite). As `playwright install --with-deps` would,
// so that the README's test command works on a fresh machine. Elsewhere it says what is missing and
// the suites that need it say so in their turn.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import net from 'node:net';

// The suites drive Chromium's headless shell, as Playwright does by default when headless: a page's
// load costs it about a quarter less CPU than the full browser, which drew each frame through a
// GPU process (the end-to-end suite took 316 s on it, 401 s on the full browser).
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

const has = (command) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
const hasFont = () => spawnSync('sh', ['-c', 'fc-list 2>/dev/null | grep -qi "noto sans"'], { stdio: 'ignore' }).status === 0;

export const listening = (host, port) =>
  new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(2_000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });

const isRoot = process.getuid?.() === 0;
// sudo without a password prompt only: a test run must never wait for one.
const sudo = isRoot ? [] : has('sudo') && spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0 ? ['sudo', '-n'] : null;
const debian = existsSync('/etc/debian_version') && has('apt-get');

function asRoot(args, { quiet = false } = {}) {
  const [cmd, ...rest] = [...sudo, ...args];
  const result = spawnSync(cmd, rest, {
    stdio: quiet ? 'ignore' : ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

let updated = false;
function aptInstall(packages, why) {
  if (!debian || !sudo) {
    console.log(`Missing ${packages.join(', ')} (${why}): install them (Debian: apt-get install ${packages.join(' ')}).`);
    return false;
  }
  console.log(`Installing Debian packages: ${packages.join(', ')} (${why})`);
  if (!updated) updated = asRoot(['apt-get', 'update', '-qq']);
  return asRoot(['apt-get', 'install', '-y', '-qq', ...packages]);
}

const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
async function until(check, tries = 50) {
  for (let i = 0; i < tries; i++) {
    if (await check()) return true;
    await wait(200);
  }
  return false;
}

/**
 * Installs and starts what the suites need. Answers the environment the runner should pass on
 * (TEST_DATABASE_URL when a PostgreSQL server had to be started here, with the password it set).
 */
export async function prepareMachine() {
  const env = {};
  const browser = [];
  if (!existsSync(CHROMIUM)) browser.push('chromium-headless-shell');
  if (!hasFont()) browser.push('fonts-noto-core');
  if (browser.length) aptInstall(browser, 'the end-to-end suite: Chromium and Vietnamese glyphs');
  const deploy = [];
  if (!has('nginx')) deploy.push('nginx');
  if (!has('docker-compose')) deploy.push('docker-compose');
  if (deploy.length) aptInstall(deploy, "the cluster's proxy and the deploy files' checks");

  if (!process.env.TEST_DATABASE_URL && !(await listening('127.0.0.1', 5432))) {
    if (!has('pg_ctlcluster')) aptInstall(['postgresql'], "the server suite's second pass and the cluster tests");
    const versions = existsSync('/etc/postgresql') ? readdirSync('/etc/postgresql').sort((a, b) => Number(a) - Number(b)) : [];
    const version = versions.at(-1);
    if (version && sudo) {
      console.log(`Starting PostgreSQL ${version}`);
      asRoot(['pg_ctlcluster', version, 'main', 'start'], { quiet: true });
      if (await until(() => listening('127.0.0.1', 5432))) {
        // A fresh cluster lets only the socket's own user in; the tests log in over TCP with a password.
        const set = spawnSync(...suAsPostgres(`psql -qc "ALTER USER postgres PASSWORD 'postgres'"`));
        if (set.status === 0) env.TEST_DATABASE_URL = 'postgres://postgres:postgres@127.0.0.1:5432/postgres';
      }
    }
  }
  // The fault suite runs a Redis server of its own, whatever else this machine has.
  if (!has('redis-server')) aptInstall(['redis-server'], 'the shared rate limits, the two-node tests and the fault suite');
  if (!process.env.TEST_REDIS_URL && !(await listening('127.0.0.1', 6379))) {
    if (has('redis-server')) {
      console.log('Starting Redis');
      spawnSync('redis-server', ['--bind', '127.0.0.1', '--port', '6379', '--daemonize', 'yes', '--save', '', '--appendonly', 'no'], {
        stdio: 'ignore',
      });
      await until(() => listening('127.0.0.1', 6379));
    }
  }
  return env;
}

function suAsPostgres(command) {
  const [cmd, ...rest] = [...sudo, 'su', 'postgres', '-s', '/bin/sh', '-c', command];
  return [cmd, rest, { stdio: 'ignore' }];
}
