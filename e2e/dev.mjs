// `npm run dev`: webpack dev servers with hot reload for the host (3000) and each remote (3001–3004),
// and the server restarting on change (4000). The host proxies /api and /socket.io to the server;
// the server's /remotes.json points at the remotes' dev servers.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const procs = [
  [
    'server',
    'pnpm',
    ['--filter', '@app/server', 'run', 'dev'],
    {
      PORT: '4000',
      REMOTE_AUTH_URL: 'http://localhost:3001/mf-manifest.json',
      REMOTE_WALLET_URL: 'http://localhost:3002/mf-manifest.json',
      REMOTE_GAMES_URL: 'http://localhost:3003/mf-manifest.json',
      REMOTE_ADMIN_URL: 'http://localhost:3004/mf-manifest.json',
    },
  ],
  ['host', 'pnpm', ['--filter', '@app/host', 'run', 'dev'], {}],
  ['remote-auth', 'pnpm', ['--filter', '@app/remote-auth', 'run', 'dev'], {}],
  ['remote-wallet', 'pnpm', ['--filter', '@app/remote-wallet', 'run', 'dev'], {}],
  ['remote-games', 'pnpm', ['--filter', '@app/remote-games', 'run', 'dev'], {}],
  ['remote-admin', 'pnpm', ['--filter', '@app/remote-admin', 'run', 'dev'], {}],
];

const children = procs.map(([name, cmd, args, env]) => {
  const child = spawn(cmd, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `[${name}] `;
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => process.stdout.write(chunk.toString().replace(/^(?=.)/gm, prefix)));
  }
  return child;
});
console.log('Dev: open http://localhost:3000 (API on :4000, remotes on :3001–3004). Ctrl+C stops all.');
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
