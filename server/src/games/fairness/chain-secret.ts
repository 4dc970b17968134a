// Where a chain's seed_N comes from: HMAC_SHA256(key = FAIRNESS_SECRET, message =
// "fairness-chain:<game>:<chainId>:<salt>"), 32 bytes. The secret lives in the environment (or, in
// development, DATA_DIR/secrets.json), never in the database, so the database and its backups hold
// a chain's commitment and the seeds already revealed but no way to compute the ones to come.
//
// The salt is 16 random bytes stored with the chain. It is not secret: it only keeps two databases
// that share one secret (a database rebuilt from scratch, whose chain ids start again at 1) from
// drawing the same seeds, which players of the first would already know.
import { createHmac, randomBytes } from 'node:crypto';
import type { GameType } from '@app/shared/contracts';

const SALT_BYTES = 16;
const SALT_HEX = /^[0-9a-f]{32}$/;

export interface ChainName {
  game: GameType;
  id: number;
  salt: string;
}

export const newChainSalt = (): string => randomBytes(SALT_BYTES).toString('hex');

export function chainLabel({ game, id, salt }: ChainName): string {
  if (!Number.isSafeInteger(id) || id < 1) throw new RangeError(`a chain id is a positive whole number: ${id}`);
  if (!SALT_HEX.test(salt)) throw new TypeError(`a chain salt is ${SALT_BYTES} bytes in lower-case hex`);
  return `fairness-chain:${game}:${id}:${salt}`;
}

export function terminalSeedOf(secret: string, chain: ChainName): Buffer {
  if (!secret) throw new TypeError('FAIRNESS_SECRET is empty');
  return createHmac('sha256', secret).update(chainLabel(chain)).digest();
}
