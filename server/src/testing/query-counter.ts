import { type Database, statementPoolOf } from '../db/client.ts';

export interface QueryCounter {
  /** Statements sent to the database since the last reset. */
  readonly count: number;
  reset(): void;
  restore(): void;
}

type Client = { query: (...args: unknown[]) => unknown };

/** Counts the statements the app sends, at the driver: pg's pools (both) or PGlite's client. */
export function countQueries(database: Database): QueryCounter {
  const main = (database.db as unknown as { $client: Client }).$client;
  const statements = statementPoolOf(database.db) as Client | undefined;
  const clients: Client[] = statements ? [main, statements] : [main];
  let count = 0;
  const originals = clients.map((client) => {
    const query = client.query;
    client.query = (...args: unknown[]) => {
      count += 1;
      return query.apply(client, args);
    };
    return query;
  });
  return {
    get count() {
      return count;
    },
    reset: () => {
      count = 0;
    },
    restore: () => {
      clients.forEach((client, i) => {
        client.query = originals[i] as Client['query'];
      });
    },
  };
}
