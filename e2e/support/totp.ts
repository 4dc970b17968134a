import { createHash } from 'node:crypto';
import { closeSync, openSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateSync } from 'otplib';

// Operators sign in with an authenticator code (README, "TOTP for operators"). The server takes each
// 30-second step's code once per account, and only steps newer than the last one taken, so tests
// that sign one operator in many times (two workers, E2E_ADMIN making each test's operator) claim a
// step before using it: a marker file per account and step, created exclusively, shared by every
// worker of the run. A step taken already makes the caller try the next one (the server accepts the
// step after now) or wait for it.
const STEP_SECONDS = 30;

const markerOf = (secret: string, step: number) =>
  join(tmpdir(), `e2e-totp-${createHash('sha256').update(secret).digest('hex').slice(0, 16)}-${step}`);

function claim(secret: string, step: number): boolean {
  try {
    closeSync(openSync(markerOf(secret, step), 'wx'));
    return true;
  } catch {
    return false;
  }
}

/** A code of `secret` that no other login of this run has sent, waiting for a new step when needed. */
export async function freshTotpCode(secret: string): Promise<string> {
  for (;;) {
    const now = Math.floor(Date.now() / 1000 / STEP_SECONDS);
    for (const step of [now, now + 1]) {
      if (claim(secret, step)) return generateSync({ secret, epoch: step * STEP_SECONDS });
    }
    await new Promise((resolve) => setTimeout(resolve, ((now + 1) * STEP_SECONDS + 1) * 1000 - Date.now()));
  }
}

/** The code of now, unclaimed: for a login the test expects to be refused as a replay. */
export const currentTotpCode = (secret: string) => generateSync({ secret });
