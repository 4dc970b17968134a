// The compose stack's nginx (nginx.conf and its headers snippet) made to run on this machine: the
// same file, with the compose service names, paths and port swapped for local ones. The cluster
// script runs it in front of its nodes, and the check of the deploy files runs `nginx -t` on it, so
// the proxy that is tested is the one that is deployed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const deploy = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(deploy, '../..');

// Debian installs it in /usr/sbin, which is not on every user's PATH.
export function nginxBinary() {
  for (const candidate of ['nginx', '/usr/sbin/nginx']) {
    if (!spawnSync(candidate, ['-v'], { stdio: 'ignore' }).error) return candidate;
  }
  return null;
}

// The built files laid out as the web image holds them: the host at the root, each remote under
// /remotes/<name>/ (links to the build folders).
function webRoot(dir) {
  const web = path.join(dir, 'html');
  mkdirSync(path.join(web, 'remotes'), { recursive: true });
  const host = path.join(root, 'host/dist');
  if (existsSync(host)) {
    for (const entry of readdirSync(host)) symlinkSync(path.join(host, entry), path.join(web, entry));
  }
  for (const remote of ['remote-auth', 'remote-wallet', 'remote-games', 'remote-admin']) {
    symlinkSync(path.join(root, remote, 'dist'), path.join(web, 'remotes', remote));
  }
  return web;
}

/**
 * Writes nginx.conf's local form into `dir` (an empty folder) and returns the path of the main
 * configuration. `port`: where nginx listens (loopback); `nodePorts`: the nodes, in place of the
 * compose file's server-1 and server-2.
 */
export function writeLocalNginxConfig({ dir, port, nodePorts }) {
  mkdirSync(path.join(dir, 'snippets'), { recursive: true });
  mkdirSync(path.join(dir, 'tmp'), { recursive: true });
  writeFileSync(path.join(dir, 'snippets/security-headers.conf'), readFileSync(path.join(deploy, 'nginx-security-headers.conf')));

  const conf = readFileSync(path.join(deploy, 'nginx.conf'), 'utf8');
  // Each upstream's list of compose nodes becomes the list of local ones, with the same options.
  const serverLists = /^([ \t]*)server server-\d+:3000([^;\n]*);\n(?:[ \t]*server server-\d+:3000[^;\n]*;\n)*/gm;
  if (!serverLists.test(conf)) throw new Error('nginx.conf: no "server server-N:3000 …;" line in an upstream');
  const site = conf
    .replace(serverLists, (_list, indent, options) =>
      nodePorts.map((nodePort) => `${indent}server 127.0.0.1:${nodePort}${options};\n`).join(''),
    )
    .replaceAll('/etc/nginx/snippets/', `${dir}/snippets/`)
    .replace('listen 80;', `listen 127.0.0.1:${port};`)
    .replace('/usr/share/nginx/html', webRoot(dir));
  writeFileSync(path.join(dir, 'site.conf'), site);

  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((k) => `${k}_temp_path ${dir}/tmp/${k};`).join('\n  ');
  const main = path.join(dir, 'nginx.conf');
  writeFileSync(
    main,
    [
      `pid ${dir}/nginx.pid;`,
      // Started by root, nginx would run its workers as `nobody`, who cannot read a checkout in a
      // private folder (a clone in a mktemp directory is 0700): they run as whoever started it.
      ...(process.getuid?.() === 0 ? ['user root;'] : []),
      `error_log ${dir}/error.log warn;`,
      // One worker is enough for loopback tests, and leaves the cores to the nodes.
      'worker_processes 1;',
      'events { worker_connections 16384; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  access_log off;',
      `  ${temp}`,
      `  include ${dir}/site.conf;`,
      '}',
      '',
    ].join('\n'),
  );
  return main;
}
