import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/types';

/**
 * Some demo rows carry fixed ids because the spec links to them (payment method 1–4, shipping rule 1–5,
 * /service/1/8). After inserting them, the id sequence is moved past the highest id so later inserts work.
 */
export async function syncIdSequence(db: Db, table: PgTable) {
  const name = getTableName(table);
  await db.execute(
    sql`select setval(pg_get_serial_sequence(${name}, 'id'), coalesce((select max(id) from ${sql.identifier(name)}), 1))`,
  );
}
