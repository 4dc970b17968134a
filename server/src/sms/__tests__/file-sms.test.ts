import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createFileSms } from '../file-sms';

describe('file SMS driver', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(path.join(tmpdir(), 'file-sms-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('appends each message as one JSON line, oldest first', async () => {
    const file = path.join(dir, 'sms-outbox.jsonl');
    const sms = createFileSms(file);
    await sms.send({ to: '0912345678', text: 'Ma xac minh 123456' });
    await sms.send({ to: '0987654321', text: 'Ma xac minh 654321' });
    const lines = readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines).toEqual([
      { to: '0912345678', text: 'Ma xac minh 123456', at: expect.any(String) },
      { to: '0987654321', text: 'Ma xac minh 654321', at: expect.any(String) },
    ]);
  });

  it('rejects when the file cannot be written, as a gateway that refuses would', async () => {
    const sms = createFileSms(path.join(dir, 'missing', 'sms-outbox.jsonl'));
    await expect(sms.send({ to: '0912345678', text: 'x' })).rejects.toThrow();
  });
});
