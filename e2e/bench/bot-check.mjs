import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

// The signup's ALTCHA bot check, solved as the page's widget would (the server's challenge, solved
// for real), for the players the benches create through the API. `api` is the API's base, …/api.
// The benches' servers run with a low ALTCHA_MAX_NUMBER, so it costs each signup a millisecond or two.
export async function solvedBotCheck(api) {
  const response = await fetch(`${api}/auth/challenge`);
  if (response.status !== 200) throw new Error(`challenge failed: ${response.status} ${await response.text()}`);
  const challenge = await response.json();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('challenge not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

// Every bench server's setting: the bot check stays on, at a cost that does not weigh on the figures.
export const BENCH_ALTCHA_MAX_NUMBER = '10';
