import { randomBytes } from 'node:crypto';
import { argon2id, hash, needsRehash, verify, type Options } from 'argon2';
import type { PasswordHashingConfig } from '../config/app-config';

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(passwordHash: string, password: string): Promise<boolean>;
  // Same work as a real check, for usernames that do not exist: the answer time must not tell
  // an attacker which usernames are registered.
  verifyAgainstDummy(password: string): Promise<false>;
  // True when a stored hash was made with weaker (older) parameters than today's.
  isOutdated(passwordHash: string): boolean;
}

export async function createPasswordHasher(params: PasswordHashingConfig): Promise<PasswordHasher> {
  // raw: false picks hash()'s overload that answers the encoded string we store.
  const options: Options & { raw: false } = { type: argon2id, raw: false, ...params };
  const dummyHash = await hash(randomBytes(16).toString('hex'), options);

  const safeVerify = async (passwordHash: string, password: string) => {
    try {
      return await verify(passwordHash, password);
    } catch {
      // A corrupt or foreign hash in the database is a failed login, not a 500.
      return false;
    }
  };

  return {
    hash: (password) => hash(password, options),
    verify: safeVerify,
    verifyAgainstDummy: async (password) => {
      await safeVerify(dummyHash, password);
      return false;
    },
    isOutdated: (passwordHash) => {
      try {
        return needsRehash(passwordHash, options);
      } catch {
        return true;
      }
    },
  };
}
