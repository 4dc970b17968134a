import { createDb } from '../create-db';
import type { Db } from '../db';
import { suiteDatabase } from '../../test-utils';

// LISTEN on a PostgreSQL server: every channel a node listens on shares one connection of its own,
// which comes back after being cut, listening to every channel again. Only on a PostgreSQL server
// (DATABASE_URL): PGlite listens in process.
const onServer = process.env.DATABASE_URL ? describe : describe.skip;

async function until(check: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

onServer('listening on PostgreSQL', () => {
  let db: Db;
  let databaseName = '';
  let drop = async () => {};
  beforeAll(async () => {
    const suite = await suiteDatabase();
    drop = suite.drop;
    databaseName = new URL((suite.database as { url: string }).url).pathname.slice(1);
    db = await createDb(suite.database);
  });
  afterAll(async () => {
    await db?.close();
    await drop();
  });

  const listeningBackends = async () =>
    (
      await db.query<{ pid: number }>(
        `SELECT pid FROM pg_stat_activity WHERE datname = $1 AND backend_type = 'client backend' AND query LIKE 'LISTEN%'`,
        [databaseName],
      )
    ).rows.map((row) => row.pid);

  it('takes one connection for all its channels, hands each its own notices, and listens again after a cut', async () => {
    const heard: string[] = [];
    const live = { one: false, two: false, twoAgain: false };
    const stopOne = await db.listen(
      'test_one',
      (payload) => heard.push(`one:${payload}`),
      (on) => (live.one = on),
    );
    const stopTwo = await db.listen(
      'test_two',
      (payload) => heard.push(`two:${payload}`),
      (on) => (live.two = on),
    );
    const stopTwoAgain = await db.listen(
      'test_two',
      (payload) => heard.push(`two again:${payload}`),
      (on) => (live.twoAgain = on),
    );
    await until(() => live.one && live.two && live.twoAgain, 'the channels to be live');
    expect(await listeningBackends()).toHaveLength(1);

    await db.query(`SELECT pg_notify('test_one', 'a'), pg_notify('test_two', 'b')`);
    await until(() => heard.length === 3, 'the notices');
    expect(heard.sort()).toEqual(['one:a', 'two again:b', 'two:b']);

    // Cut: every channel goes down, then comes back on a new connection and hears notices again.
    const [pid] = await listeningBackends();
    await db.query('SELECT pg_terminate_backend($1)', [pid]);
    await until(() => !live.one, 'the cut to be noticed');
    await until(async () => live.one && live.two && (await listeningBackends()).length === 1, 'listening again');
    heard.length = 0;
    await db.query(`SELECT pg_notify('test_one', 'c')`);
    await until(() => heard.length === 1, 'a notice after the cut');
    expect(heard).toEqual(['one:c']);

    // One of two on a channel stops: the other still hears it; the last one stopping unlistens.
    await stopTwoAgain();
    expect(live.twoAgain).toBe(false);
    heard.length = 0;
    await db.query(`SELECT pg_notify('test_two', 'd')`);
    await until(() => heard.length === 1, 'a notice to the one left');
    expect(heard).toEqual(['two:d']);
    await stopTwo();
    await stopOne();
    expect([live.one, live.two]).toEqual([false, false]);
  });
});
