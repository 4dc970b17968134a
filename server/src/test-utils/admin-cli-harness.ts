import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runAdminCli, type CliContext } from '../admin/cli/run-admin-cli';
import { forgetTotpStepEverywhere, totpSecretOf } from './operator-totp-helpers';
import { TEST_ADMIN } from './test-config';

/**
 * Runs the operator CLI in-process against a listening test app, as the operator, collecting what it
 * prints. OPERATOR_SECOND_PASSWORD is the one a suite's app sets with `adminSecondPassword`;
 * OPERATOR_TOTP_SECRET is TEST_ADMIN's authenticator, which every test app sets.
 */
export function adminCli(apiUrl: () => string) {
  return async (argv: string[], env: CliContext['env'] = {}) => {
    // Each run signs in with a code of the operator it runs as (TEST_ADMIN, or another operator the
    // helpers know the secret of); the step the last run used is forgotten (operator-totp-helpers).
    const username = env.ADMIN_USERNAME ?? TEST_ADMIN.username;
    await forgetTotpStepEverywhere(username);
    const totpSecret = totpSecretOf(username) ?? TEST_ADMIN.totpSecret;
    const out: string[] = [];
    const err: string[] = [];
    const code = await runAdminCli(argv, {
      env: {
        ADMIN_API_URL: apiUrl(),
        ADMIN_USERNAME: TEST_ADMIN.username,
        ADMIN_PASSWORD: TEST_ADMIN.password,
        OPERATOR_SECOND_PASSWORD: TEST_ADMIN.secondPassword,
        OPERATOR_TOTP_SECRET: totpSecret,
        ...env,
      },
      repoRoot: join(tmpdir(), 'no-repo'),
      out: (line) => out.push(line),
      err: (line) => err.push(line),
    });
    return { code, out: out.join('\n'), err: err.join('\n') };
  };
}
