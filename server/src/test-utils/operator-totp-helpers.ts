import { generateSecret, generateSync } from 'otplib';
import type { Queryable } from '../db/db';

// The authenticator secrets of the operators tests sign in as (TEST_ADMIN's from the test config,
// each newOperator()'s), by username: loginUser and the CLI harness send the current code for them,
// so every suite signs its operators in through the real TOTP check.
const secrets = new Map<string, string>();

export const rememberTotpSecret = (username: string, secret: string) => void secrets.set(username, secret);
export const totpSecretOf = (username: string): string | undefined => secrets.get(username);
export const newTotpSecret = () => generateSecret();
export const totpCodeFor = (secret: string, epochSeconds?: number) =>
  generateSync({ secret, ...(epochSeconds !== undefined ? { epoch: epochSeconds } : {}) });

// For servers the test cannot reach the database of (spawned processes): a code of a step this
// process has not sent yet (the next step's is accepted too), or null when both are used (wait).
const lastSteps = new Map<string, number>();
export function unusedTotpCode(secret: string): string | null {
  const now = Math.floor(Date.now() / 30_000);
  const step = Math.max(now, (lastSteps.get(secret) ?? 0) + 1);
  if (step > now + 1) return null;
  lastSteps.set(secret, step);
  return totpCodeFor(secret, step * 30);
}

// A code is taken once per 30-second step (the replay guard); suites sign the same operator in many
// times a second, so the helpers forget the step used before sending the next code. The replay
// guard itself is tested in operator-totp.test.ts, without this.
export async function forgetTotpStep(q: Queryable, username: string): Promise<void> {
  await q.query('UPDATE operator_totp SET last_step = NULL WHERE user_id = (SELECT id FROM users WHERE username = $1)', [username]);
}

// The databases of the test apps open in this process, for the CLI harness, which reaches the app
// over HTTP only.
// With the JWT_SECRET of the app that opened each, which a second node on the same database shares
// (the authenticator secrets are sealed with a key derived from it, as in a real deployment).
const openDatabases = new Map<Queryable, string>();
export const trackTestDatabase = (db: Queryable, jwtSecret: string) => void openDatabases.set(db, openDatabases.get(db) ?? jwtSecret);
export const untrackTestDatabase = (db: Queryable) => void openDatabases.delete(db);
export const jwtSecretOfDatabase = (db: Queryable): string | undefined => openDatabases.get(db);
export async function forgetTotpStepEverywhere(username: string): Promise<void> {
  await Promise.all([...openDatabases.keys()].map((db) => forgetTotpStep(db, username).catch(() => undefined)));
}
