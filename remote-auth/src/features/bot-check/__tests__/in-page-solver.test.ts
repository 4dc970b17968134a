/**
 * @jest-environment node
 */
import { pbkdf2Sync, randomBytes } from 'node:crypto';
import { InPageSolver } from '../in-page-solver';

// A challenge as the server makes it: the key of a hidden counter, half of it given as the prefix.
function challengeFor(counter: number) {
  const nonce = randomBytes(16);
  const salt = randomBytes(16);
  const password = Buffer.alloc(nonce.length + 4);
  nonce.copy(password);
  password.writeUInt32BE(counter, nonce.length);
  const key = pbkdf2Sync(password, salt, 1000, 32, 'sha256').toString('hex');
  const parameters = {
    algorithm: 'PBKDF2/SHA-256',
    nonce: nonce.toString('hex'),
    salt: salt.toString('hex'),
    cost: 1000,
    keyLength: 32,
    keyPrefix: key.slice(0, 32),
  };
  return { challenge: { parameters }, key };
}

const answer = (solver: InPageSolver) =>
  new Promise<unknown>((resolve) => solver.addEventListener('message', (event) => resolve((event as MessageEvent).data)));

it('answers as the widget worker does: the counter and the derived key', async () => {
  const { challenge, key } = challengeFor(7);
  const solver = new InPageSolver();
  const solved = answer(solver);
  solver.postMessage({ type: 'work', challenge, counterStart: 1, counterStep: 2 });
  expect(await solved).toMatchObject({ counter: 7, derivedKey: key });
});

it('stops when told to, answering nothing found', async () => {
  const { challenge } = challengeFor(4_000_000);
  const solver = new InPageSolver();
  const solved = answer(solver);
  solver.postMessage({ type: 'work', challenge });
  solver.postMessage({ type: 'abort' });
  expect(await solved).toBeNull();
});
