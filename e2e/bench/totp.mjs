import { generateSync } from 'otplib';

// The bench's operator signs in with an authenticator code (README, "TOTP for operators"): the server
// takes one code per 30-second step, newer steps only, so a second login in the same step uses the
// next step's code (accepted), or waits for a step after that.
const STEP_SECONDS = 30;
let lastStep = 0;

/** A code of `secret` for a step this process has not used yet. */
export async function freshTotpCode(secret) {
  for (;;) {
    const now = Math.floor(Date.now() / 1000 / STEP_SECONDS);
    const step = Math.max(now, lastStep + 1);
    if (step <= now + 1) {
      lastStep = step;
      return generateSync({ secret, epoch: step * STEP_SECONDS });
    }
    await new Promise((resolve) => setTimeout(resolve, ((now + 1) * STEP_SECONDS + 1) * 1000 - Date.now()));
  }
}
