import { connect } from 'node:net';
import path from 'node:path';
import { secretsDirVariable } from './urls';

// The operator CLI's host-only channel (server/src/admin/host-control.ts) of the e2e server at
// `baseURL`: one JSON line asked, one JSON line answered. The test process runs as the server's own
// user on the same machine, which is exactly who the socket lets in.
export function hostCommand(baseURL: string, request: Record<string, unknown>): Promise<{ ok: boolean; message: string }> {
  const port = Number(new URL(baseURL).port);
  const dir = process.env[secretsDirVariable(port)];
  if (!dir) throw new Error(`no SECRETS_DIR known for the e2e server on port ${port} (playwright.config.ts sets it)`);
  return new Promise((resolve, reject) => {
    let answer = '';
    const socket = connect(path.join(dir, 'admin.sock'));
    socket.setEncoding('utf8');
    socket.once('connect', () => socket.write(`${JSON.stringify(request)}\n`));
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.once('end', () => {
      try {
        resolve(JSON.parse(answer));
      } catch (error) {
        reject(error);
      }
    });
    socket.once('error', reject);
  });
}
