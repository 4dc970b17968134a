import { resolve } from 'node:path';
import closeWithGrace from 'close-with-grace';
import type { AddressInfo } from 'node:net';
import { buildApp } from './app';
import type { AppConfig } from './config/app-config';
import { ConfigError, loadConfig } from './config/load-config';
import { OWNER_ONLY_UMASK } from './data-dir/owner-only';

// server/src/server.ts (tsx) and server/dist/server.js (bundle) both sit two folders below the repo
// root, which holds host/dist and remote-*/dist.
const repoRoot = resolve(__dirname, '..', '..');

async function main(): Promise<void> {
  // Before any file is written: secrets.json, the database's files and anything else this process
  // creates start out unreadable by other users (the app still tightens what predates this).
  process.umask(OWNER_ONLY_UMASK);
  let config: AppConfig;
  try {
    config = loadConfig(process.env, { repoRoot });
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }

  const app = buildApp(config);
  closeWithGrace({ delay: 10_000, logger: { error: (...args: unknown[]) => app.log.error(args) } }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an unexpected error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
  });

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    console.error(`The server could not start: ${(error as Error).message}`);
    await app.close().catch(() => undefined);
    process.exit(1);
  }
  printBanner(config, (app.server.address() as AddressInfo).port);
}

function printBanner(config: AppConfig, port: number): void {
  const host = ['0.0.0.0', '::', ''].includes(config.host) ? 'localhost' : config.host;
  const password =
    config.adminPasswordSource === 'env' ? '(the password in ADMIN_PASSWORD)' : `${config.adminPassword}   (kept in ${config.secretsFile})`;
  console.log(
    [
      '',
      `  Server ready: http://${host}:${port}`,
      `  Operator login: ${config.adminUsername} / ${password}`,
      `  Database: ${config.database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : (config.database.dataDir ?? 'in memory')}`,
      '',
    ].join('\n'),
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
