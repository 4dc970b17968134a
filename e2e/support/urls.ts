// E2E_PORT_BASE moves the whole set, so two checkouts on one machine can run their suites at once.
const base = Number(process.env.E2E_PORT_BASE ?? 3100);
export const ports = {
  main: base,
  alt: base + 1,
  authOrigin: base + 2,
  gamesOrigin: base + 3,
  seeded: base + 4,
  deploys: base + 5,
  cluster: base + 200,
};
export const urls = {
  main: `http://127.0.0.1:${ports.main}`,
  alt: `http://127.0.0.1:${ports.alt}`,
  authOrigin: `http://127.0.0.1:${ports.authOrigin}`,
  gamesOrigin: `http://127.0.0.1:${ports.gamesOrigin}`,
  seeded: `http://127.0.0.1:${ports.seeded}`,
  deploys: `http://127.0.0.1:${ports.deploys}`,
  cluster: `http://127.0.0.1:${ports.cluster}`,
  clusterNode1: `http://127.0.0.1:${ports.cluster + 1}`,
  clusterNode2: `http://127.0.0.1:${ports.cluster + 2}`,
};

// The bank feed's key on the e2e servers: the tests post webhooks as the provider would.
export const E2E_WEBHOOK_KEY = 'e2e-bank-webhook-key-0123456789';
// The environment variable that holds the SECRETS_DIR of the e2e server on `port` (set by
// playwright.config.ts in the runner, inherited by the workers).
export const secretsDirVariable = (port: number) => `E2E_SECRETS_DIR_${port}`;
// ... and its DATA_DIR, where the server's SMS driver (`file`) leaves the messages it sends.
export const dataDirVariable = (port: number) => `E2E_DATA_DIR_${port}`;
// secondaryPassword: what the server's ADMIN_SECOND_PASSWORD sets, for the steps behind it (making an operator).
// totpSecret: its authenticator, set at boot by ADMIN_TOTP_SECRET (support/totp.ts makes its codes).
export const E2E_ADMIN = {
  username: 'admin',
  password: 'admin-e2e-Passw0rd',
  secondaryPassword: 'Quan-tri-e2e-4417',
  totpSecret: 'KVKFKRCPNZQUYMLXOVYDSQKJKZDTSRLD',
};

// The database of the server over a month of seeded history (support/seeded-server.mjs), named once
// by the runner and inherited by the workers, which read it to check what the console shows.
export const seededDatabaseVariable = 'E2E_SEEDED_DATABASE';

// The cluster's database and FAIRNESS_SECRET, named once by the runner and inherited by the workers:
// a test plants there a hash chain found by search (support/planted-round.ts), so that a round the
// cluster draws as always is the 1-1-1 the hũ's journey needs.
export const clusterDatabaseVariable = 'E2E_CLUSTER_DATABASE';
export const clusterFairnessSecretVariable = 'E2E_CLUSTER_FAIRNESS_SECRET';

// The RELEASES_DIR of the server whose remotes the deploy journey publishes, switches and rolls back
// (tests/remote-deploys.spec.ts), named once by the runner and inherited by the workers.
export const releasesDirVariable = 'E2E_RELEASES_DIR';

// ... and that of the cluster, where a journey publishes a version and rolls it back across both nodes.
export const clusterReleasesDirVariable = 'E2E_CLUSTER_RELEASES_DIR';
