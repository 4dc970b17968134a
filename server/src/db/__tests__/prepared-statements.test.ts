import { createDb } from '../create-db';
import type { Db } from '../db';
import { suiteDatabase } from '../../test-utils';

// The tripwire of the prepared statements of postgres-db.ts (docs/decisions/fast-path-pins.md): each
// statement is given a name, and pg parses it once per connection, remembering which names it has
// sent (its own bookkeeping, which pipelining leans on). Should pg stop honouring the name, every
// statement is parsed and planned again and nothing fails but the bench; should it lose track of
// what it sent, PostgreSQL refuses the second Parse of a name. Only on a PostgreSQL server
// (DATABASE_URL): PGlite runs statements its own way.
const onServer = process.env.DATABASE_URL ? describe : describe.skip;

onServer('a statement on a PostgreSQL connection', () => {
  let db: Db;
  let drop = async () => {};
  beforeAll(async () => {
    const suite = await suiteDatabase();
    drop = suite.drop;
    db = await createDb(suite.database);
  });
  afterAll(async () => {
    await db?.close();
    await drop();
  });

  it('is prepared once under its name, then only run, also when sent again before the first answer', async () => {
    const sql = 'SELECT $1::int + 1 AS n';
    const prepared = await db.tx(async (q) => {
      // Issued together, so pipelined: the second goes out before the first one's Parse is answered.
      const [one, two] = await Promise.all([q.query<{ n: number }>(sql, [1]), q.query<{ n: number }>(sql, [2])]);
      const three = await q.query<{ n: number }>(sql, [3]);
      expect([one, two, three].map((result) => result.rows[0].n)).toEqual([2, 3, 4]);
      // Each run of a prepared statement counts one plan, custom or generic.
      const { rows } = await q.query<{ name: string; statement: string; runs: number }>(
        'SELECT name, statement, generic_plans + custom_plans AS runs FROM pg_prepared_statements WHERE statement = $1',
        [sql],
      );
      return rows;
    });
    expect(prepared).toEqual([{ name: expect.stringMatching(/^s_[0-9a-f]{20}$/), statement: sql, runs: 3 }]);
  });
});
