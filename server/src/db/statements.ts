import pg from 'pg';
import type { Db } from './client.ts';

/** SQL text with its parameters, and a name that identifies the text (a hash of it). */
export interface Statement {
  text: string;
  name: string;
  params: unknown[];
}

type Rows = { rows: Record<string, unknown>[] };

/**
 * The rows of one statement, sent to the driver as it is. On PostgreSQL it runs as a named
 * prepared statement, so each connection plans a statement shape once instead of on every call.
 */
export async function rowsOf(db: Db, { text, name, params }: Statement): Promise<Record<string, unknown>[]> {
  const client = (db as unknown as { $client: { query(...args: unknown[]): Promise<Rows> } }).$client;
  if (client instanceof pg.Pool) return (await client.query({ name, text, values: params })).rows;
  return (await client.query(text, params)).rows;
}
