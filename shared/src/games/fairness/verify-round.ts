// The player's own check of a round: WebCrypto only, so the page never has to ask
// the server whether the server was fair. Same recipe as server/src/games/fairness; the fixture
// vectors in both packages' tests keep the two in step.
import type { Coin, Coins, Dice, GameType } from '../../contracts/games';

// 252 = 42 * 6: bytes from 252 up would make dice 1 to 4 likelier than 5 and 6.
const DICE_BYTE_LIMIT = 252;
const SEED_HEX = /^[0-9a-fA-F]{64}$/;

// Read at call time, not import time: a page (or test) may provide crypto after this module loads.
const subtle = (): SubtleCrypto => {
  const s = globalThis.crypto?.subtle;
  if (!s) throw new Error('WebCrypto (crypto.subtle) is unavailable: the page must be served over HTTPS');
  return s;
};

// Raw bytes, not the hex text, are what the recipe hashes and keys with.
function seedBytes(seedHex: string): Uint8Array<ArrayBuffer> {
  if (!SEED_HEX.test(seedHex)) throw new TypeError(`a seed is 32 bytes in hex: ${JSON.stringify(seedHex)}`);
  const bytes = new Uint8Array(32);
  for (let i = 0; i < 32; i++) bytes[i] = parseInt(seedHex.slice(2 * i, 2 * i + 2), 16);
  return bytes;
}

function roundMessage(game: GameType, roundId: number): string {
  if (!Number.isSafeInteger(roundId) || roundId < 0) throw new RangeError(`round id must be a whole number: ${roundId}`);
  return `${game}:${roundId}`;
}

async function hmacKey(seedHex: string): Promise<CryptoKey> {
  return subtle().importKey('raw', seedBytes(seedHex), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
}

async function hmac(key: CryptoKey, message: string): Promise<Uint8Array> {
  return new Uint8Array(await subtle().sign('HMAC', key, new TextEncoder().encode(message)));
}

// True when SHA256(seed_k) is seed_{k-1}. Throws on a malformed seed: bad input is not a failed proof.
export async function verifySeedLink(seedHex: string, previousSeedHex: string): Promise<boolean> {
  const previous = seedBytes(previousSeedHex);
  const digest = new Uint8Array(await subtle().digest('SHA-256', seedBytes(seedHex)));
  return digest.every((byte, i) => byte === previous[i]);
}

export async function computeDice(seedHex: string, roundId: number): Promise<Dice> {
  const key = await hmacKey(seedHex);
  const message = roundMessage('taixiu', roundId);
  const dice: number[] = [];
  // Block 0 signs "taixiu:<id>", block j the same plus ":j"; three kept bytes in 32 is all but certain.
  for (let block = 0; dice.length < 3; block++) {
    for (const byte of await hmac(key, block === 0 ? message : `${message}:${block}`)) {
      if (byte >= DICE_BYTE_LIMIT) continue;
      dice.push((byte % 6) + 1);
      if (dice.length === 3) break;
    }
  }
  return dice as Dice;
}

export async function computeCoins(seedHex: string, roundId: number): Promise<Coins> {
  const h = await hmac(await hmacKey(seedHex), roundMessage('xocdia', roundId));
  const coin = (i: number): Coin => ((h[i] & 1) === 1 ? 'red' : 'white');
  return [coin(0), coin(1), coin(2), coin(3)];
}

interface RoundClaimBase {
  roundId: number;
  // seed_k revealed by the round and seed_{k-1} (the commitment for a chain's first round).
  seed: string;
  previousSeed: string;
}
export interface TaixiuRoundClaim extends RoundClaimBase {
  gameType: 'taixiu';
  dice?: readonly number[];
}
export interface XocdiaRoundClaim extends RoundClaimBase {
  gameType: 'xocdia';
  coins?: readonly Coin[];
}
export type RoundClaim = TaixiuRoundClaim | XocdiaRoundClaim;

export interface RoundVerification<E> {
  linkOk: boolean;
  // Whether the announced dice or coins match the seed; null when none were given to compare.
  resultOk: boolean | null;
  expected: E;
}

const sameSequence = (a: readonly unknown[], b: readonly unknown[]): boolean => a.length === b.length && a.every((x, i) => x === b[i]);

export function verifyRound(claim: TaixiuRoundClaim): Promise<RoundVerification<{ dice: Dice }>>;
export function verifyRound(claim: XocdiaRoundClaim): Promise<RoundVerification<{ coins: Coins }>>;
export function verifyRound(claim: RoundClaim): Promise<RoundVerification<{ dice: Dice } | { coins: Coins }>>;
export async function verifyRound(claim: RoundClaim): Promise<RoundVerification<{ dice: Dice } | { coins: Coins }>> {
  const linkOk = await verifySeedLink(claim.seed, claim.previousSeed);
  if (claim.gameType === 'taixiu') {
    const dice = await computeDice(claim.seed, claim.roundId);
    return { linkOk, resultOk: claim.dice ? sameSequence(claim.dice, dice) : null, expected: { dice } };
  }
  // Claims often come from parsed JSON, where the type above is only a hope.
  if (claim.gameType !== 'xocdia') throw new RangeError(`unknown game ${String((claim as { gameType: unknown }).gameType)}`);
  const coins = await computeCoins(claim.seed, claim.roundId);
  return { linkOk, resultOk: claim.coins ? sameSequence(claim.coins, coins) : null, expected: { coins } };
}
