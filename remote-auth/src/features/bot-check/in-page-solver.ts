// The bot check's work on the page itself, for when its worker cannot start: a browser refuses a
// worker script from another origin, which is where the worker sits when remote-auth is served from
// a CDN (REMOTE_AUTH_URL on another site). It answers the widget as its PBKDF2 worker does (the same
// messages), trying counters between pauses, so the page stays responsive; a phone takes about as
// long as with one worker. Allowing blob: workers instead would widen the page's CSP for everyone.

interface Work {
  type: 'work' | 'abort';
  challenge?: { parameters: { nonce: string; salt: string; keyPrefix: string; cost: number; keyLength?: number } };
  counterStart?: number;
  counterStep?: number;
  timeout?: number;
}

const hexToBytes = (hex: string) => new Uint8Array((hex.match(/../g) ?? []).map((byte) => parseInt(byte, 16)));
const bytesToHex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

export class InPageSolver extends EventTarget {
  private aborted = false;

  postMessage(work: Work): void {
    if (work.type === 'abort') {
      this.aborted = true;
      return;
    }
    if (work.type !== 'work' || !work.challenge) return;
    this.aborted = false;
    this.solve(work).then(
      (solution) => this.dispatchEvent(new MessageEvent('message', { data: solution })),
      (error: unknown) => this.dispatchEvent(new MessageEvent('message', { data: { error: String(error) } })),
    );
  }

  terminate(): void {
    this.aborted = true;
  }

  private async solve({ challenge, counterStart = 0, counterStep = 1, timeout = 90_000 }: Work) {
    const { nonce, salt, keyPrefix, cost, keyLength = 32 } = challenge!.parameters;
    const nonceBytes = hexToBytes(nonce);
    const saltBytes = hexToBytes(salt);
    const password = new Uint8Array(nonceBytes.length + 4);
    password.set(nonceBytes, 0);
    const view = new DataView(password.buffer);
    const prefix = keyPrefix.toLowerCase();
    const started = performance.now();
    let lastPause = started;
    for (let counter = counterStart; !this.aborted; counter += counterStep) {
      if (performance.now() - started > timeout) return null;
      view.setUint32(nonceBytes.length, counter, false);
      const key = await crypto.subtle.importKey('raw', password, { name: 'PBKDF2' }, false, ['deriveBits']);
      const bits = await crypto.subtle.deriveBits(
        { name: 'PBKDF2', salt: saltBytes, iterations: cost, hash: 'SHA-256' },
        key,
        keyLength * 8,
      );
      const derivedKey = bytesToHex(new Uint8Array(bits));
      if (derivedKey.startsWith(prefix)) return { counter, derivedKey, time: performance.now() - started };
      // Let the page paint and answer taps between tries.
      if (performance.now() - lastPause > 50) {
        await new Promise((resolve) => setTimeout(resolve, 0));
        lastPause = performance.now();
      }
    }
    return null;
  }
}
