// Seeds travel as hex but are hashed and keyed as raw bytes: hashing the hex text
// instead would give a chain nobody else can reproduce, so every entry point goes through here.
export const SEED_BYTES = 32;

const SEED_HEX = /^[0-9a-fA-F]{64}$/;

export function seedBytes(seedHex: string): Buffer {
  if (!SEED_HEX.test(seedHex)) throw new TypeError(`a seed is ${SEED_BYTES} bytes in hex: ${JSON.stringify(seedHex)}`);
  return Buffer.from(seedHex, 'hex');
}
