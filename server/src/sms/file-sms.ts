import { appendFile } from 'node:fs/promises';
import type { SmsProvider } from './sms-provider';

// The file every message goes to with SMS_PROVIDER=file, inside DATA_DIR.
export const SMS_FILE_NAME = 'sms-outbox.jsonl';

// End-to-end tests (SMS_PROVIDER=file): each message, code included, is appended as one JSON line
// ({to, text, at}) to `path`, where a test running in another process reads the code a player
// would have received. Anyone who reads the file can use the codes: refused in production.
export function createFileSms(path: string): SmsProvider {
  return {
    name: 'file',
    async send({ to, text }) {
      await appendFile(path, `${JSON.stringify({ to, text, at: new Date().toISOString() })}\n`, { mode: 0o600 });
    },
  };
}
