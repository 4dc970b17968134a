import { expect } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { dataDirVariable } from './urls';

// The text messages the e2e server at `baseURL` sent: its SMS driver is `file` (playwright.config.ts),
// which appends each one as a JSON line to DATA_DIR/sms-outbox.jsonl. The player's phone, read.
interface Sms {
  to: string;
  text: string;
}

async function sent(baseURL: string): Promise<Sms[]> {
  const port = Number(new URL(baseURL).port);
  const dir = process.env[dataDirVariable(port)];
  if (!dir) throw new Error(`no DATA_DIR known for the e2e server on port ${port} (playwright.config.ts sets it)`);
  const text = await readFile(path.join(dir, 'sms-outbox.jsonl'), 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Sms);
}

const codeIn = (text: string) => /cua ban la (\d{6})\b/.exec(text)?.[1] ?? null;

/** How many recovery codes `phone` has received so far. */
export async function codesSentTo(baseURL: string, phone: string): Promise<number> {
  return (await sent(baseURL)).filter((sms) => sms.to === phone && codeIn(sms.text)).length;
}

/**
 * The code of the next SMS `phone` receives after the `before`-th (codesSentTo before asking). The
 * server sends it after answering, so it is waited for.
 */
export async function nextCodeTo(baseURL: string, phone: string, before: number): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(
      async () => {
        const codes = (await sent(baseURL))
          .filter((sms) => sms.to === phone)
          .map((sms) => codeIn(sms.text))
          .filter(Boolean);
        code = codes.length > before ? codes[codes.length - 1] : null;
        return code;
      },
      { message: `a recovery code SMS to ${phone}`, timeout: 10_000 },
    )
    .not.toBeNull();
  return code!;
}

/** Every SMS `phone` received, oldest first (the notices after a reset included). */
export async function messagesTo(baseURL: string, phone: string): Promise<string[]> {
  return (await sent(baseURL)).filter((sms) => sms.to === phone).map((sms) => sms.text);
}
