import { chmod, lstat, mkdir, unlink } from 'node:fs/promises';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { dirname } from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { HTTP_MESSAGES } from '@app/shared/contracts';
import { OWNER_ONLY_DIR } from '../data-dir/owner-only';
import { AppError } from '../http/app-error';
import { definePlugin } from '../http/define-plugin';
import { OPERATOR_MESSAGES } from './admin-messages';
import { HOST_REQUEST_MAX_BYTES, type HostAnswer } from './host-protocol';
import { createOperatorAccounts, type OperatorAccounts } from './operator-accounts';

// How long a connection may take to send its one request.
const REQUEST_TIMEOUT_MS = 10_000;

// The host-only channel of the operator CLI: a Unix socket (config.adminSocketPath, by default
// SECRETS_DIR/admin.sock) over which operators are made, given another role, disabled and enabled.
//
// There is no login on it, on purpose: the socket's file mode is the authentication. It is 0600 and
// owned by the server's user (in SECRETS_DIR, itself 0700), so only that user (or root) on the
// server's machine can connect: whoever can do that can already read secrets.json and the database.
// A stolen console session, a password or a token gets nowhere near it, which is the point: no HTTP
// route makes or changes operators any more.
//
// Each node of a cluster that shares SECRETS_DIR tries the same path; the first one listens and the
// others leave it (any node can do the job: the change is in the database and announced through
// the realtime adapter). A socket file left by a server that died is removed and replaced.
export const hostControlPlugin = definePlugin(
  'host-control',
  async (app: FastifyInstance) => {
    const path = app.config.adminSocketPath;
    if (!path) return;
    const accounts = createOperatorAccounts(app.db, app.realtime, app.passwords, {
      bootstrapUsername: app.config.adminUsername,
      log: app.log,
    });
    let server: Server | null = null;

    app.addHook('onReady', async () => {
      server = await listenOnce(path, accounts, app.log);
    });
    app.addHook('onClose', async () => {
      if (!server) return;
      await new Promise<void>((resolve) => server!.close(() => resolve()));
      // Node removes its socket file on close; this is for a file it could not (a changed folder).
      await unlink(path).catch(() => undefined);
    });
  },
  ['config', 'db', 'authentication', 'realtime'],
);

async function listenOnce(path: string, accounts: OperatorAccounts, log: FastifyBaseLogger): Promise<Server | null> {
  try {
    await mkdir(dirname(path), { recursive: true, mode: OWNER_ONLY_DIR });
    if (await heldByAnother(path)) {
      log.info({ path }, 'operator CLI socket is served by another node');
      return null;
    }
    const server = createServer((socket) => serve(socket, accounts, log));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(path, () => resolve());
    });
    await chmod(path, 0o600);
    server.on('error', (error) => log.error({ err: error }, 'operator CLI socket failed'));
    return server;
  } catch (error) {
    // The server runs without it (a read-only SECRETS_DIR in production): operators are then
    // managed from a node that has it, and the boot log says why this one does not.
    log.warn({ err: error, path }, 'operator CLI socket not available on this node');
    return null;
  }
}

// True when a live server answers on `path`; a stale socket file is removed. Anything else at
// that path (a regular file) is left alone: listen then fails and says so.
async function heldByAnother(path: string): Promise<boolean> {
  const stats = await lstat(path).catch(() => null);
  if (!stats?.isSocket()) return false;
  const live = await new Promise<boolean>((resolve) => {
    const probe = connect(path);
    probe.once('connect', () => {
      probe.destroy();
      resolve(true);
    });
    probe.once('error', () => resolve(false));
  });
  if (!live) await unlink(path).catch(() => undefined);
  return live;
}

function serve(socket: Socket, accounts: OperatorAccounts, log: FastifyBaseLogger): void {
  let buffer = '';
  let done = false;
  const answer = (reply: HostAnswer) => {
    if (done) return;
    done = true;
    socket.end(`${JSON.stringify(reply)}\n`);
  };
  socket.setEncoding('utf8');
  socket.setTimeout(REQUEST_TIMEOUT_MS, () => socket.destroy());
  socket.on('error', () => undefined);
  socket.on('data', (chunk: string) => {
    if (done) return;
    buffer += chunk;
    if (Buffer.byteLength(buffer) > HOST_REQUEST_MAX_BYTES) return answer({ ok: false, message: OPERATOR_MESSAGES.badRequest });
    const end = buffer.indexOf('\n');
    if (end < 0) return;
    let request: unknown;
    try {
      request = JSON.parse(buffer.slice(0, end));
    } catch {
      return answer({ ok: false, message: OPERATOR_MESSAGES.badRequest });
    }
    run(accounts, request).then(answer, (error: unknown) => {
      if (error instanceof AppError) return answer({ ok: false, message: error.message });
      log.error({ err: error }, 'operator CLI command failed');
      answer({ ok: false, message: HTTP_MESSAGES.serverError });
    });
  });
}

async function run(accounts: OperatorAccounts, request: unknown): Promise<HostAnswer> {
  const r = (request && typeof request === 'object' ? request : {}) as Record<string, unknown>;
  const username = typeof r.username === 'string' ? r.username : '';
  switch (r.command) {
    case 'operators':
      return { ok: true, message: '', operators: await accounts.list() };
    case 'operator-add': {
      const { message } = await accounts.create(r);
      return { ok: true, message };
    }
    case 'operator-role':
      return { ok: true, message: (await accounts.setRole(username, r.role)).message };
    case 'operator-disable':
      return { ok: true, message: (await accounts.disable(username)).message };
    case 'operator-totp-reset':
      return { ok: true, message: (await accounts.resetTotp(username)).message };
    case 'operator-enable':
      return { ok: true, message: (await accounts.enable(username)).message };
    default:
      return { ok: false, message: OPERATOR_MESSAGES.badRequest };
  }
}
