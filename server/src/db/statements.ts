import { type Db, statementPoolOf } from './client.ts';

/** SQL text with its parameters, and a name that identifies the text (a hash of it). */
export interface Statement {
  text: string;
  name: string;
  params: unknown[];
}

type Rows = { rows: Record<string, unknown>[] };

/**
 * The rows of one statement, sent to the driver as it is. On PostgreSQL it runs as a named
 * prepared statement on the statement pool, planned once per connection (db/client.ts).
 */
export async function rowsOf(db: Db, { text, name, params }: Statement): Promise<Record<string, unknown>[]> {
  const pool = statementPoolOf(db);
  if (pool) return (await pool.query({ name, text, values: params })).rows;
  const client = (db as unknown as { $client: { query(text: string, params: unknown[]): Promise<Rows> } })
    .$client;
  return (await client.query(text, params)).rows;
}
