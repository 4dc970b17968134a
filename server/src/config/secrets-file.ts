import { randomBytes } from 'node:crypto';
import { chmodSync, copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

// Outside production, secrets nobody configured are generated once and kept in SECRETS_DIR, so a
// restart keeps players signed in and the operator's password stays the one printed at first boot.
// SECRETS_DIR is not DATA_DIR: a copy of the database (a backup, a snapshot handed to someone to
// debug) must not carry FAIRNESS_SECRET with it, or whoever holds it computes every round to come.
export const SECRET_NAMES = ['JWT_SECRET', 'BANK_WEBHOOK_KEY', 'ADMIN_PASSWORD', 'FAIRNESS_SECRET'] as const;
export type SecretName = (typeof SECRET_NAMES)[number];
export type Secrets = Partial<Record<SecretName, string>>;

const SECRETS_FILE_NAME = 'secrets.json';
export const secretsFilePath = (secretsDir: string) => join(secretsDir, SECRETS_FILE_NAME);
// Where versions before SECRETS_DIR kept the generated secrets: beside the database.
export const legacySecretsFilePath = (dataDir: string) => join(dataDir, SECRETS_FILE_NAME);

export class SecretsFileError extends Error {}

export function readSecretsFile(path: string): Secrets {
  if (!existsSync(path)) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new SecretsFileError(`${path} is not valid JSON (${(error as Error).message}); fix or delete it`);
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new SecretsFileError(`${path} must hold a JSON object`);
  }
  const secrets: Secrets = {};
  for (const name of SECRET_NAMES) {
    const value = (parsed as Record<string, unknown>)[name];
    if (typeof value === 'string' && value !== '') secrets[name] = value;
  }
  return secrets;
}

// Written to a temporary file and renamed, so a crash mid-write never leaves half a JSON file that
// would lock the operator out; mode 600 because it holds the admin password and FAIRNESS_SECRET.
export function writeSecretsFile(path: string, secrets: Secrets): void {
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(secrets, null, 2) + '\n', { mode: 0o600 });
  chmodSync(temporary, 0o600);
  renameSync(temporary, path);
}

// A development install made before SECRETS_DIR has its secrets in DATA_DIR/secrets.json. They are
// moved, not regenerated: a new JWT_SECRET would sign every player out, a new ADMIN_PASSWORD would
// not be the one the operator wrote down, and a new FAIRNESS_SECRET would call off the chain in
// progress. Moved rather than copied, so DATA_DIR (and every backup of it from now on) stops
// holding them. A file already in SECRETS_DIR wins; the old one is then left for the operator to
// check and delete (the server says so at boot). Answers whether it moved the file.
export function moveLegacySecretsFile(dataDir: string, secretsFile: string): boolean {
  const legacy = legacySecretsFilePath(dataDir);
  if (resolve(legacy) === resolve(secretsFile) || !existsSync(legacy) || existsSync(secretsFile)) return false;
  mkdirSync(dirname(secretsFile), { recursive: true, mode: 0o700 });
  const temporary = `${secretsFile}.${process.pid}.tmp`;
  // Copied then renamed into place, so a crash (or another disk: rename cannot cross devices)
  // never leaves the secrets in neither place; the old file goes only once the new one is whole.
  copyFileSync(legacy, temporary);
  chmodSync(temporary, 0o600);
  renameSync(temporary, secretsFile);
  unlinkSync(legacy);
  return true;
}

export function generateSecret(name: SecretName): string {
  if (name === 'ADMIN_PASSWORD') return generatePassword();
  return randomBytes(48).toString('base64url');
}

// The generated admin password must pass the same rules as a player's (letters and digits), and be
// easy to copy from a terminal: hex has both kinds of characters in all but a vanishing few draws.
function generatePassword(): string {
  for (;;) {
    const candidate = randomBytes(10).toString('hex');
    if (/[a-f]/.test(candidate) && /\d/.test(candidate)) return candidate;
  }
}
