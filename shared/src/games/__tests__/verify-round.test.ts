import { webcrypto } from 'node:crypto';
import vectors from './fairness-vectors.json';
import type { Coin } from '../../contracts/games';
import { computeCoins, computeDice, verifyRound, verifySeedLink } from '../fairness/verify-round';

// jsdom's crypto has getRandomValues but no subtle. The page has the real WebCrypto, so this file
// lends Node's (the same W3C API) for its own tests only and puts jsdom's back afterwards.
const jsdomCrypto = Object.getOwnPropertyDescriptor(globalThis, 'crypto');
beforeAll(() => {
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true, writable: true });
});
afterAll(() => {
  if (jsdomCrypto) Object.defineProperty(globalThis, 'crypto', jsdomCrypto);
  else delete (globalThis as { crypto?: Crypto }).crypto;
});

const { chain } = vectors;
const flipFirstBit = (hex: string): string => (parseInt(hex[0], 16) ^ 1).toString(16) + hex.slice(1);

describe('seed links', () => {
  it('verifies every link of the vector chain', async () => {
    for (let k = 1; k < chain.length; k++) {
      await expect(verifySeedLink(chain[k].seed, chain[k - 1].seed)).resolves.toBe(true);
    }
  });

  it('fails a tampered seed, a tampered commitment, a skipped link and a reversed link', async () => {
    await expect(verifySeedLink(flipFirstBit(chain[2].seed), chain[1].seed)).resolves.toBe(false);
    await expect(verifySeedLink(chain[2].seed, flipFirstBit(chain[1].seed))).resolves.toBe(false);
    await expect(verifySeedLink(chain[3].seed, chain[1].seed)).resolves.toBe(false);
    await expect(verifySeedLink(chain[1].seed, chain[2].seed)).resolves.toBe(false);
  });

  it('accepts a seed pasted in upper case but rejects one that is not 32 bytes of hex', async () => {
    await expect(verifySeedLink(chain[1].seed.toUpperCase(), chain[0].seed)).resolves.toBe(true);
    await expect(verifySeedLink(chain[1].seed.slice(2), chain[0].seed)).rejects.toThrow(TypeError);
    await expect(verifySeedLink(` ${chain[1].seed}`, chain[0].seed)).rejects.toThrow(TypeError);
  });
});

describe('round results', () => {
  it.each(vectors.taixiu)('dice for seed $seed, session $sessionId', async ({ seed, sessionId: roundId, dice }) => {
    await expect(computeDice(seed, roundId)).resolves.toEqual(dice);
  });

  it.each(vectors.xocdia)('coins for seed $seed, session $sessionId', async ({ seed, sessionId: roundId, coins }) => {
    await expect(computeCoins(seed, roundId)).resolves.toEqual(coins);
  });

  it('continues with HMAC(seed, message + ":1") when a block keeps fewer than three bytes', async () => {
    const { seed } = vectors.taixiu[0];
    const realSign = webcrypto.subtle.sign.bind(webcrypto.subtle);
    const hmac = { name: 'HMAC', hash: 'SHA-256' };
    const key = await webcrypto.subtle.importKey('raw', Buffer.from(seed, 'hex'), hmac, false, ['sign']);
    const block1 = new Uint8Array(await realSign('HMAC', key, new TextEncoder().encode('taixiu:5:1')));
    const expected = [...block1]
      .filter((b) => b < 252)
      .slice(0, 3)
      .map((b) => (b % 6) + 1);
    const signed: string[] = [];
    // Block 0 is forced to all 0xff (every byte skipped) so only block 1 can supply the dice.
    const sign = jest.spyOn(webcrypto.subtle, 'sign').mockImplementation(async (algorithm, signingKey, data) => {
      const message = new TextDecoder().decode(data as Uint8Array);
      signed.push(message);
      return message === 'taixiu:5' ? new Uint8Array(32).fill(0xff).buffer : realSign(algorithm, signingKey, data);
    });
    try {
      await expect(computeDice(seed, 5)).resolves.toEqual(expected);
      expect(signed).toEqual(['taixiu:5', 'taixiu:5:1']);
    } finally {
      sign.mockRestore();
    }
  });
});

describe('verifyRound', () => {
  const taixiu = { gameType: 'taixiu', roundId: 42, seed: chain[2].seed, previousSeed: chain[1].seed } as const;
  const xocdia = { gameType: 'xocdia', roundId: 42, seed: chain[2].seed, previousSeed: chain[1].seed } as const;

  it('passes an honest tài xỉu round and shows the dice it expects', async () => {
    const { expected } = await verifyRound(taixiu);
    expect(expected.dice).toEqual(await computeDice(chain[2].seed, 42));
    await expect(verifyRound({ ...taixiu, dice: expected.dice })).resolves.toEqual({ linkOk: true, resultOk: true, expected });
  });

  it('passes an honest xóc đĩa round and shows the coins it expects', async () => {
    const { expected } = await verifyRound(xocdia);
    expect(expected.coins).toEqual(await computeCoins(chain[2].seed, 42));
    await expect(verifyRound({ ...xocdia, coins: expected.coins })).resolves.toEqual({ linkOk: true, resultOk: true, expected });
  });

  it('reproduces every vector through verifyRound too', async () => {
    for (const { seed, sessionId: roundId, dice } of vectors.taixiu) {
      const round = await verifyRound({ gameType: 'taixiu', seed, roundId, previousSeed: seed, dice });
      expect(round).toEqual({ linkOk: false, resultOk: true, expected: { dice } });
    }
    for (const { seed, sessionId: roundId, coins } of vectors.xocdia) {
      const round = await verifyRound({ gameType: 'xocdia', seed, roundId, previousSeed: seed, coins: coins as Coin[] });
      expect(round).toEqual({ linkOk: false, resultOk: true, expected: { coins } });
    }
  });

  it('fails announced dice or coins that the seed does not give', async () => {
    const { expected } = await verifyRound(taixiu);
    const wrongDice = [(expected.dice[0] % 6) + 1, expected.dice[1], expected.dice[2]];
    await expect(verifyRound({ ...taixiu, dice: wrongDice })).resolves.toMatchObject({ linkOk: true, resultOk: false });
    await expect(verifyRound({ ...taixiu, dice: expected.dice.slice(0, 2) })).resolves.toMatchObject({ resultOk: false });
    const { expected: shown } = await verifyRound(xocdia);
    const wrongCoins = shown.coins.map((c, i): Coin => (i === 3 ? (c === 'red' ? 'white' : 'red') : c));
    await expect(verifyRound({ ...xocdia, coins: wrongCoins })).resolves.toMatchObject({ linkOk: true, resultOk: false });
  });

  it('fails a seed that does not hash to the previous one, and leaves resultOk null with nothing to compare', async () => {
    await expect(verifyRound({ ...taixiu, previousSeed: chain[0].seed })).resolves.toMatchObject({
      linkOk: false,
      resultOk: null,
    });
    await expect(verifyRound({ ...xocdia, seed: flipFirstBit(chain[2].seed) })).resolves.toMatchObject({ linkOk: false });
  });

  it('rejects an unknown game rather than guessing', async () => {
    await expect(verifyRound({ ...xocdia, gameType: 'daga' } as never)).rejects.toThrow(RangeError);
  });
});

it('names the missing WebCrypto instead of failing obscurely', async () => {
  Object.defineProperty(globalThis, 'crypto', { value: {}, configurable: true, writable: true });
  try {
    await expect(computeCoins(chain[1].seed, 1)).rejects.toThrow(/crypto\.subtle/);
  } finally {
    Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true, writable: true });
  }
});
