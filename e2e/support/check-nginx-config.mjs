// Checks server/deploy/nginx.conf (the compose stack's proxy) with this machine's nginx, in the local
// form the cluster script runs (server/deploy/local-nginx.mjs: `nginx -t` resolves upstream hosts, so
// the compose service names must go). Exits with nginx's status; 127 when nginx is not installed.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { nginxBinary, writeLocalNginxConfig } from '../../server/deploy/local-nginx.mjs';

const nginx = nginxBinary();
if (!nginx) {
  process.exitCode = 127;
} else {
  const dir = mkdtempSync(path.join(tmpdir(), 'nginx-check-'));
  try {
    const conf = writeLocalNginxConfig({ dir, port: 3499, nodePorts: [3401, 3402] });
    const result = spawnSync(nginx, ['-t', '-q', '-c', conf, '-p', dir], { stdio: 'inherit' });
    process.exitCode = result.status ?? 1;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
