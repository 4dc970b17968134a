// A round's result from its revealed seed. The browser verifier
// (shared/src/games/fairness/verify-round.ts) implements the same recipe with WebCrypto; the shared
// fixture vectors keep the two in step.
import { createHmac } from 'node:crypto';
import type { Coin, Coins, Dice, GameType } from '@app/shared/contracts';
import { seedBytes } from './seed-hex';

// 252 = 42 * 6: bytes from 252 up would make dice 1 to 4 likelier than 5 and 6.
const DICE_BYTE_LIMIT = 252;

export function roundMessage(game: GameType, roundId: number): string {
  if (!Number.isSafeInteger(roundId) || roundId < 0) throw new RangeError(`round id must be a whole number: ${roundId}`);
  return `${game}:${roundId}`;
}

// Block 0 is HMAC_SHA256(seed_k, "<game>:<sessionId>"), block j > 0 the same with ":j" appended.
export function roundDigest(seed: Uint8Array, game: GameType, roundId: number, block = 0): Buffer {
  const message = roundMessage(game, roundId);
  return createHmac('sha256', seed)
    .update(block === 0 ? message : `${message}:${block}`)
    .digest();
}

// The draw on its own, so a simulation can feed it digests without paying for extra HMACs.
export function diceFromDigests(digestAt: (block: number) => Uint8Array): Dice {
  const dice: number[] = [];
  // Three kept bytes in 32 is all but certain; the loop only guards the astronomically rare miss.
  for (let block = 0; dice.length < 3; block++) {
    const digest = digestAt(block);
    for (let i = 0; i < digest.length && dice.length < 3; i++) {
      if (digest[i] < DICE_BYTE_LIMIT) dice.push((digest[i] % 6) + 1);
    }
  }
  return dice as Dice;
}

export function coinsFromDigest(digest: Uint8Array): Coins {
  const coin = (i: number): Coin => ((digest[i] & 1) === 1 ? 'red' : 'white');
  return [coin(0), coin(1), coin(2), coin(3)];
}

export function diceFor(seedHex: string, roundId: number): Dice {
  const seed = seedBytes(seedHex);
  return diceFromDigests((block) => roundDigest(seed, 'taixiu', roundId, block));
}

export function coinsFor(seedHex: string, roundId: number): Coins {
  return coinsFromDigest(roundDigest(seedBytes(seedHex), 'xocdia', roundId));
}
