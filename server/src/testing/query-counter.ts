import type { Database } from '../db/client.ts';

export interface QueryCounter {
  /** Statements sent to the database since the last reset. */
  readonly count: number;
  reset(): void;
  restore(): void;
}

/** Counts the statements the app sends, at the driver (pg's pool or PGlite's client), where drizzle sends them. */
export function countQueries(database: Database): QueryCounter {
  const client = (database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const query = client.query;
  let count = 0;
  client.query = (...args: unknown[]) => {
    count += 1;
    return query.apply(client, args);
  };
  return {
    get count() {
      return count;
    },
    reset: () => {
      count = 0;
    },
    restore: () => {
      client.query = query;
    },
  };
}
