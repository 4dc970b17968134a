import { createDb } from '../create-db';
import type { Db } from '../db';
import { suiteDatabase } from '../../test-utils';

// What `tx` promises, on PGlite and, when DATABASE_URL is set, on a PostgreSQL server, whose pool
// pipelines statements and prepares each one once per connection.
let db: Db;
let drop = async () => {};
beforeAll(async () => {
  const suite = await suiteDatabase();
  drop = suite.drop;
  db = await createDb(suite.database);
  await db.exec('CREATE TABLE t (id int PRIMARY KEY, note text)');
});
afterAll(async () => {
  await db.close();
  await drop();
});
beforeEach(() => db.exec('DELETE FROM t'));

const count = async () => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM t')).rows[0].n;

test('statements issued together run in the order issued, and commit together', async () => {
  const [, , read] = await db.tx((q) =>
    Promise.all([
      q.query('INSERT INTO t (id, note) VALUES (1, $1)', ['một']),
      q.query('UPDATE t SET note = note || $1 WHERE id = 1', [' hai']),
      q.query<{ note: string }>('SELECT note FROM t WHERE id = 1'),
    ]),
  );
  expect(read.rows).toEqual([{ note: 'một hai' }]);
  expect(await count()).toBe(1);
});

test('a failed statement that the caller caught still rolls the transaction back', async () => {
  await expect(
    db.tx(async (q) => {
      await q.query('INSERT INTO t (id) VALUES (1)');
      await q.query('INSERT INTO t (id) VALUES (1)').catch(() => null); // duplicate key, swallowed
      return 'done';
    }),
  ).rejects.toThrow();
  expect(await count()).toBe(0);
});

test('no statement is sent once its transaction has ended', async () => {
  let late: (() => Promise<unknown>) | null = null;
  await db.tx(async (q) => {
    late = () => q.query('INSERT INTO t (id) VALUES (2)');
  });
  await expect(late!()).rejects.toThrow();
  expect(await count()).toBe(0);
});

test('commitWith commits the statements sent before it, and answers with their answers', async () => {
  const inserted = await db.tx((q) =>
    q.commitWith(
      Promise.all([
        q.query<{ id: number }>('INSERT INTO t (id) VALUES (1) RETURNING id'),
        q.query<{ id: number }>('INSERT INTO t (id) VALUES (2) RETURNING id'),
      ]),
    ),
  );
  expect(inserted.map((result) => result.rows[0].id)).toEqual([1, 2]);
  expect(await count()).toBe(2);
});

test('a statement that fails under commitWith rolls everything back, and its own error is thrown', async () => {
  await expect(
    db.tx(async (q) => {
      await q.query('INSERT INTO t (id) VALUES (1)');
      return q.commitWith(Promise.all([q.query('INSERT INTO t (id) VALUES (2)'), q.query('INSERT INTO t (id) VALUES (1)')]));
    }),
  ).rejects.toMatchObject({ code: '23505' });
  expect(await count()).toBe(0);
});

test('nothing is sent after commitWith', async () => {
  await expect(
    db.tx(async (q) => {
      await q.commitWith(q.query('INSERT INTO t (id) VALUES (1)'));
      await q.query('INSERT INTO t (id) VALUES (2)');
    }),
  ).rejects.toThrow('after its transaction had ended');
  // What commitWith committed stays committed: on PostgreSQL the COMMIT was answered before the
  // refusal; on PGlite the refusal fails the transaction, which then rolls back.
  expect(await count()).toBe(db.kind === 'postgres' ? 1 : 0);
});

test('a statement the driver refuses does not spoil the connection for the next transaction', async () => {
  // A value the driver cannot turn into a parameter: it fails the statement before PostgreSQL runs it.
  const unsendable = {
    toPostgres() {
      throw new Error('not a parameter');
    },
  };
  await expect(db.tx((q) => q.query('SELECT id FROM t WHERE id = $1', [unsendable]))).rejects.toThrow();
  for (let i = 0; i < 4; i++) {
    await db.tx((q) => q.query('SELECT id FROM t WHERE id = $1', [i]));
  }
  await db.tx((q) => q.query('INSERT INTO t (id) VALUES (3)'));
  expect(await count()).toBe(1);
});

const onServer = process.env.DATABASE_URL ? test : test.skip;
onServer('a connection lost during a transaction fails it, and neither ends the process nor returns to the pool', async () => {
  await expect(
    db.tx(async (q) => {
      const { rows } = await q.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      await db.query('SELECT pg_terminate_backend($1)', [rows[0].pid]);
      await new Promise((resolve) => setTimeout(resolve, 100));
      await q.query('INSERT INTO t (id) VALUES (4)');
    }),
  ).rejects.toThrow();
  await db.tx((q) => q.query('INSERT INTO t (id) VALUES (5)'));
  expect(await count()).toBe(1);
});
