import type { SecurityEventKind } from '../contracts/security';

// The page that made a change hears the server's notice about it too; the player just did it and
// needs no alarm. Changes this page starts are expected for a short while.
const EXPECT_MS = 30_000;
const expected = new Map<SecurityEventKind, number>();

export function expectSecurityChange(kind: SecurityEventKind, now = Date.now()): void {
  expected.set(kind, now + EXPECT_MS);
}

export function wasExpected(kind: SecurityEventKind, now = Date.now()): boolean {
  const until = expected.get(kind);
  if (until === undefined) return false;
  expected.delete(kind);
  return until >= now;
}
