import type { AdminUserDto } from '@app/shared/contracts';

// The operator CLI's host-only channel (admin/host-control.ts): one JSON request, one line, on a
// fresh connection to the Unix socket; one JSON answer, one line; then the server closes it.
export type HostRequest =
  | { command: 'operator-add'; username: string; role?: string; password: string; secondaryPassword?: string }
  | { command: 'operator-role'; username: string; role: string }
  | { command: 'operator-disable'; username: string }
  | { command: 'operator-totp-reset'; username: string }
  | { command: 'operator-enable'; username: string }
  | { command: 'operators' };

export type HostAnswer = { ok: true; message: string; operators?: AdminUserDto[] } | { ok: false; message: string };

// Far more than any request needs (a name, a role, two passwords): a longer line is refused unread.
export const HOST_REQUEST_MAX_BYTES = 16 * 1024;
