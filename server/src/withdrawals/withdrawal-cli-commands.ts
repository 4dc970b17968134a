import type { CliCommand } from '../admin/cli/cli-command';

// Operator commands for withdrawals and the house balance.
export const withdrawalCommands: CliCommand[] = [];
