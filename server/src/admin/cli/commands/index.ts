import { auditCommands } from '../../../audit/audit-cli-commands';
import { depositCommands } from '../../../deposits/deposit-cli-commands';
import { gameCommands } from '../../../games/game-cli-commands';
import { operatorTotpCommands } from '../../../operator-totp/operator-totp-cli-commands';
import { pendingChangeCommands } from '../../../pending-changes/pending-change-cli-commands';
import { withdrawalCommands } from '../../../withdrawals/withdrawal-cli-commands';
import type { CliCommand } from '../cli-command';
import { userCommands } from './user-commands';

export const CLI_COMMANDS: readonly CliCommand[] = [
  ...userCommands,
  ...depositCommands,
  ...pendingChangeCommands,
  ...withdrawalCommands,
  ...gameCommands,
  ...auditCommands,
  ...operatorTotpCommands,
];
