import type { Hmac } from 'node:crypto';
import vectors from './fairness-vectors.json';
import { generateHashChain, previousSeedOf, verifySeedLink } from '../hash-chain';
import { coinsFor, diceFor, roundMessage } from '../round-result';

const { chain } = vectors;
const flipFirstBit = (hex: string): string => (parseInt(hex[0], 16) ^ 1).toString(16) + hex.slice(1);

describe('hash chain', () => {
  it('rebuilds the vector chain from its last seed', () => {
    const last = chain[chain.length - 1];
    const rebuilt = generateHashChain(last.index, Buffer.from(last.seed, 'hex'));
    expect(rebuilt.seeds).toEqual(chain.map((link) => link.seed));
    expect(rebuilt.commitment).toBe(chain[0].seed);
  });

  it('verifies every vector link and derives each previous seed', () => {
    for (let k = 1; k < chain.length; k++) {
      expect(verifySeedLink(chain[k].seed, chain[k - 1].seed)).toBe(true);
      expect(previousSeedOf(chain[k].seed)).toBe(chain[k - 1].seed);
    }
  });

  it('generates a random chain whose links all verify, in lower-case hex', () => {
    const { rounds, commitment, seeds } = generateHashChain(50);
    expect(rounds).toBe(50);
    expect(seeds).toHaveLength(51);
    expect(commitment).toBe(seeds[0]);
    for (const seed of seeds) expect(seed).toMatch(/^[0-9a-f]{64}$/);
    for (let k = 1; k <= rounds; k++) expect(verifySeedLink(seeds[k], seeds[k - 1])).toBe(true);
    expect(new Set(seeds).size).toBe(seeds.length);
    expect(generateHashChain(1).seeds[1]).not.toBe(generateHashChain(1).seeds[1]);
  });

  it('rejects a tampered seed, a skipped link and a reversed link', () => {
    expect(verifySeedLink(flipFirstBit(chain[2].seed), chain[1].seed)).toBe(false);
    expect(verifySeedLink(chain[2].seed, flipFirstBit(chain[1].seed))).toBe(false);
    expect(verifySeedLink(chain[3].seed, chain[1].seed)).toBe(false);
    expect(verifySeedLink(chain[1].seed, chain[2].seed)).toBe(false);
  });

  it('accepts upper-case hex but refuses malformed seeds and chain lengths', () => {
    expect(verifySeedLink(chain[1].seed.toUpperCase(), chain[0].seed)).toBe(true);
    expect(() => verifySeedLink(chain[1].seed.slice(2), chain[0].seed)).toThrow(TypeError);
    expect(() => verifySeedLink(`${chain[1].seed.slice(1)}g`, chain[0].seed)).toThrow(TypeError);
    expect(() => generateHashChain(0)).toThrow(RangeError);
    expect(() => generateHashChain(1, new Uint8Array(31))).toThrow(RangeError);
  });
});

describe('round result', () => {
  it.each(vectors.taixiu)('dice for seed $seed, session $sessionId', ({ seed, sessionId: roundId, dice }) => {
    expect(diceFor(seed, roundId)).toEqual(dice);
  });

  it.each(vectors.xocdia)('coins for seed $seed, session $sessionId', ({ seed, sessionId: roundId, coins }) => {
    expect(coinsFor(seed, roundId)).toEqual(coins);
  });

  it('signs "<game>:<sessionId>" with the round id in plain decimal', () => {
    expect(roundMessage('taixiu', 1_000_000)).toBe('taixiu:1000000');
    expect(roundMessage('xocdia', 7)).toBe('xocdia:7');
    expect(() => roundMessage('taixiu', 1.5)).toThrow(RangeError);
    expect(() => roundMessage('taixiu', -1)).toThrow(RangeError);
  });

  it('continues with HMAC(seed, message + ":1") when a block keeps fewer than three bytes', () => {
    const { seed } = vectors.taixiu[0];
    // The module object itself (an `import *` would be an interop copy that round-result never sees).
    const nodeCrypto = jest.requireActual<typeof import('node:crypto')>('node:crypto');
    const realHmac = nodeCrypto.createHmac;
    // Block 0 is forced to all 0xff (every byte skipped) so only block 1 can supply the dice.
    const spy = jest.spyOn(nodeCrypto, 'createHmac').mockImplementation((algorithm, key) => {
      const real = realHmac(algorithm, key as Buffer);
      let message = '';
      const stub = {
        update: (data: string) => ((message += data), stub),
        digest: () => (message === 'taixiu:5' ? Buffer.alloc(32, 0xff) : real.update(message).digest()),
      };
      return stub as unknown as Hmac;
    });
    try {
      const block1 = realHmac('sha256', Buffer.from(seed, 'hex')).update('taixiu:5:1').digest();
      const expected = [...block1]
        .filter((b) => b < 252)
        .slice(0, 3)
        .map((b) => (b % 6) + 1);
      expect(diceFor(seed, 5)).toEqual(expected);
      expect(spy).toHaveBeenCalledTimes(2);
    } finally {
      spy.mockRestore();
    }
  });
});
