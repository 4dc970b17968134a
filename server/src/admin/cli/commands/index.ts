import { auditCommands } from '../../../audit/audit-cli-commands';
import { depositCommands } from '../../../deposits/deposit-cli-commands';
import { gameCommands } from '../../../games/game-cli-commands';
import { ledgerCommands } from '../../../ledger/ledger-cli-commands';
import { pendingChangeCommands } from '../../../pending-changes/pending-change-cli-commands';
import { remoteCommands } from '../../../remotes/remote-cli-commands';
import { withdrawalCommands } from '../../../withdrawals/withdrawal-cli-commands';
import type { CliCommand } from '../cli-command';
import { operatorCommands } from './operator-commands';
import { userCommands } from './user-commands';

export const CLI_COMMANDS: readonly CliCommand[] = [
  ...userCommands,
  ...depositCommands,
  ...pendingChangeCommands,
  ...withdrawalCommands,
  ...gameCommands,
  ...auditCommands,
  ...ledgerCommands,
  ...remoteCommands,
];

// Over the host-only socket, with no login (admin/host-control.ts).
export const HOST_CLI_COMMANDS = operatorCommands;
