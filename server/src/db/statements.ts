import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db } from './client.ts';

const dialect = new PgDialect();

/**
 * The rows of one statement. On PostgreSQL it runs as a named prepared statement (named by a hash
 * of its text, values always parameters), so each connection plans a statement shape once instead
 * of on every call; PGlite runs it as drizzle does.
 */
export async function rowsOf(db: Db, statement: SQL): Promise<Record<string, unknown>[]> {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof pg.Pool) {
    const { sql: text, params } = dialect.sqlToQuery(statement);
    const name = `s_${createHash('sha1').update(text).digest('base64url')}`;
    return (await client.query({ name, text, values: params })).rows;
  }
  return ((await db.execute(statement)) as unknown as { rows: Record<string, unknown>[] }).rows;
}
