import { vietnamDateOf } from '@app/shared/contracts';
import { suiteDatabase } from '../../test-utils';
import { createDb } from '../create-db';
import type { Db, Queryable } from '../db';
import { runMigrations } from '../migrate';
import { migrations } from '../migrations';

/** The partitions of `table`, by name, each with its bounds as PostgreSQL prints them. */
export const partitionsOf = async (db: Db, table: string) =>
  (
    await db.query<{ name: string; bound: string }>(
      `SELECT c.relname AS name, pg_get_expr(c.relpartbound, c.oid) AS bound FROM pg_inherits h JOIN pg_class c ON c.oid = h.inhrelid
       WHERE h.inhparent = $1::regclass ORDER BY c.relname`,
      [table],
    )
  ).rows;

/** This month of Vietnam's calendar as partitions are named by it: YYYYMM. */
export const thisMonth = () => vietnamDateOf(new Date()).slice(0, 7).replace('-', '');

/** The partition the row `id` of `table` is in. */
export const partOf = async (db: Queryable, table: string, id: number) =>
  (await db.query<{ part: string }>(`SELECT tableoid::regclass::text AS part FROM ${table} WHERE id = $1`, [id])).rows[0]?.part;

/**
 * A database of the describe block's own for a migration's test, migrated up to (not including) the
 * migration `id` before its tests and dropped after them: the test fills it as a database of that
 * time, then runs the rest.
 */
export function databaseBefore(id: string): () => Db {
  let db: Db;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const made = await suiteDatabase();
    drop = made.drop;
    db = await createDb(made.database);
    await runMigrations(
      db,
      migrations.slice(
        0,
        migrations.findIndex((m) => m.id === id),
      ),
    );
  }, 60_000);
  afterAll(async () => {
    await db?.close();
    await drop?.();
  });
  return () => db;
}
