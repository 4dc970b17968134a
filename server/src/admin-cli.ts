import { resolve } from 'node:path';
import { runAdminCli } from './admin/cli/run-admin-cli';

// `npm run admin -- ban <username> [reason] | unban <username> | users [username]`
const repoRoot = resolve(__dirname, '..', '..');

runAdminCli(process.argv.slice(2), {
  env: process.env,
  repoRoot,
  out: (line) => console.log(line),
  err: (line) => console.error(line),
}).then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    console.error(error);
    process.exitCode = 1;
  },
);
