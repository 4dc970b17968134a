import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

// Outside production, secrets nobody configured are generated once and kept in DATA_DIR, so a
// restart keeps players signed in and the operator's password stays the one printed at first boot.
export const SECRET_NAMES = ['JWT_SECRET', 'BANK_WEBHOOK_KEY', 'ADMIN_PASSWORD', 'FAIRNESS_SECRET'] as const;
export type SecretName = (typeof SECRET_NAMES)[number];
export type Secrets = Partial<Record<SecretName, string>>;

export const secretsFilePath = (dataDir: string) => join(dataDir, 'secrets.json');

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
