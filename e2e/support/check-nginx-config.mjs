// Checks server/deploy/nginx.conf (the compose stack's proxy) with this machine's nginx: the same file
// and its headers snippet, with the compose service names and paths swapped for local ones, since
// `nginx -t` resolves upstream hosts. Exits with nginx's status; 127 when nginx is not installed.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const deploy = path.join(root, 'server/deploy');
const dir = mkdtempSync(path.join(tmpdir(), 'nginx-check-'));
try {
  mkdirSync(path.join(dir, 'snippets'));
  mkdirSync(path.join(dir, 'tmp'));
  writeFileSync(path.join(dir, 'snippets/security-headers.conf'), readFileSync(path.join(deploy, 'nginx-security-headers.conf')));
  const site = readFileSync(path.join(deploy, 'nginx.conf'), 'utf8')
    .replace(/server-(\d):3000/g, (_m, n) => `127.0.0.1:${3400 + Number(n)}`)
    .replaceAll('/etc/nginx/snippets/', `${dir}/snippets/`)
    .replace('listen 80;', 'listen 127.0.0.1:3499;')
    .replace('/usr/share/nginx/html', path.join(root, 'host/dist'));
  writeFileSync(path.join(dir, 'site.conf'), site);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((k) => `${k}_temp_path ${dir}/tmp;`).join(' ');
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `pid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\nevents {}\nhttp {\n  include /etc/nginx/mime.types;\n  access_log off;\n  ${temp}\n  include ${dir}/site.conf;\n}\n`,
  );
  const result = spawnSync('nginx', ['-t', '-q', '-c', path.join(dir, 'nginx.conf'), '-p', dir], { stdio: 'inherit' });
  process.exitCode = result.error ? 127 : (result.status ?? 1);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
