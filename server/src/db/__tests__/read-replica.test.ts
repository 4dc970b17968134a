import type { LightMyRequestResponse } from 'fastify';
import { API_BASE, DEPOSIT_PATHS, type DepositDto } from '@app/shared/contracts';
import { createTestApp, bearer, signupUser, type TestApp } from '../../test-utils';
import { canRunReplicaPair, startReplicaPair, type ReplicaPair } from '../../test-utils/replica-pair';
import { REPLICA_MAX_LAG_MS, SEEN_COOKIE } from '../read-replica';

// Reads from a real streaming replica: the test starts its own primary and standby (on spare
// ports, as the postgres user) and points DATABASE_URL and DATABASE_READ_URL at them. It runs in
// the PostgreSQL pass, where the machine has PostgreSQL's server installed.
const describeWithReplica = process.env.DATABASE_URL && canRunReplicaPair() ? describe : describe.skip;

describeWithReplica('reads from a streaming replica (DATABASE_READ_URL)', () => {
  let pair: ReplicaPair;
  let t: TestApp;
  beforeAll(async () => {
    pair = await startReplicaPair();
    t = await createTestApp({ database: { kind: 'postgres', url: pair.primaryUrl, readUrl: pair.standbyUrl } });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await pair?.stop();
  });

  const seenOf = (response: LightMyRequestResponse) => response.cookies.find((c) => c.name === SEEN_COOKIE)?.value;
  const depositsOf = async (token: string, seen?: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${API_BASE}${DEPOSIT_PATHS.list}?page=1&size=10`,
      headers: bearer(token),
      ...(seen ? { cookies: { [SEEN_COOKIE]: seen } } : {}),
    });
    expect(response.statusCode).toBe(200);
    return { codes: (response.json().data.items as DepositDto[]).map((d) => d.code), seen: seenOf(response) };
  };
  const order = async (token: string) => {
    const vendor = await t.db.query<{ id: number }>('SELECT id FROM vendor_cards WHERE is_active ORDER BY id LIMIT 1');
    const response = await t.app.inject({
      method: 'POST',
      url: `${API_BASE}${DEPOSIT_PATHS.generateQr}`,
      headers: bearer(token),
      payload: { vendorId: vendor.rows[0].id, amount: 100_000 },
    });
    expect(response.statusCode).toBe(200);
    return { code: response.json().data.code as string, seen: seenOf(response) };
  };
  const eventually = async (check: () => Promise<boolean>, ms = 10_000) => {
    const end = Date.now() + ms;
    while (!(await check())) {
      if (Date.now() > end) throw new Error('not within the time');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  it("a player's own writes read back at once while the replica is held; a page that saw nothing reads the replica", async () => {
    const player = await signupUser(t.app);
    const first = await order(player.token);
    // The replica catches up by itself: a page with no cookie reads it.
    await eventually(async () => (await depositsOf(player.token)).codes.includes(first.code));

    await pair.pauseReplay();
    try {
      const second = await order(player.token);
      // The write's answer moved the browser's moment: its next read comes from the primary.
      expect(second.seen).toBeDefined();
      const mine = await depositsOf(player.token, second.seen);
      expect(mine.codes).toEqual([second.code, first.code]);
      expect(mine.seen).toBeDefined();
      // The same list read without the cookie (another device, a replica within its lag bound)
      // comes from the replica, which has not applied the second order yet.
      const elsewhere = await depositsOf(player.token);
      expect(elsewhere.codes).toEqual([first.code]);
      expect(elsewhere.seen).toBeUndefined();
      // The player's page never goes back: with the cookie it stays on the primary.
      expect((await depositsOf(player.token, mine.seen)).codes).toEqual([second.code, first.code]);
      // A replica held longer than the lag bound serves no one.
      await new Promise((resolve) => setTimeout(resolve, REPLICA_MAX_LAG_MS + 500));
      expect((await depositsOf(player.token)).codes).toEqual([second.code, first.code]);
    } finally {
      await pair.resumeReplay();
    }
    // Let go, it catches up and serves reads again.
    await eventually(async () => {
      const read = await depositsOf(player.token);
      return read.seen === undefined && read.codes.length === 2;
    });
  });

  it('a replica that goes away: reads fall back to the primary, no request fails', async () => {
    const player = await signupUser(t.app);
    const placed = await order(player.token);
    await pair.stopStandby();
    for (let i = 0; i < 5; i++) expect((await depositsOf(player.token)).codes).toEqual([placed.code]);
  });
});
