import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

// What the signup page's ALTCHA widget sends in `cf-turnstile-response`, made the same way for a
// player created through the API: a fresh challenge from the server, solved for real (about a tenth
// of a second at the default ALTCHA_MAX_NUMBER). `api` is the API's base, …/api.
export async function solvedBotCheck(api: string): Promise<string> {
  const response = await fetch(`${api}/auth/challenge`);
  if (response.status !== 200) throw new Error(`challenge failed: ${response.status} ${await response.text()}`);
  const challenge = await response.json();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('challenge not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
