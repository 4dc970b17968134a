import type { CliCommand } from '../admin/cli/cli-command';

// Operator commands for deposits, unmatched transfers, vendor cards and configs.
export const depositCommands: CliCommand[] = [];
