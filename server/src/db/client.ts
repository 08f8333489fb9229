import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { AdmissionLimits } from '../http/admission.ts';
import { errorChain } from '../log/describe-error.ts';
import { type ChannelHandlers, type Listening, listenPglite, listenPostgres } from './notifications.ts';

/** The query builder both drivers share; services only ever see this. */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** Applies pending drizzle-kit migrations. */
  migrate(): Promise<void>;
  /** Flushes and closes; PGlite loses unflushed writes without it. */
  close(): Promise<void>;
  /** LISTENs on a channel (PostgreSQL: on a connection of its own; PGlite: in process). */
  listen(channel: string, handlers: ChannelHandlers): Promise<Listening>;
  /** PGlite only: the whole data folder as a tar, to start other instances from (test templates). */
  dump?: () => Promise<Blob>;
}

/** PostgreSQL by URL, or PGlite in a folder (null: in memory), optionally started from a dump (tests). */
export type DatabaseTarget = { databaseUrl: string } | { dataDir: string | null; loadDataDir?: Blob };

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * PGlite runs every query on one connection in this thread: more than two requests at once only
 * interleave (stretching everyone's answer; two let one wait for I/O such as argon2 while the other
 * queries), so the rest wait in a bounded line (128 requests, 10 s, the same bound as PostgreSQL's pool
 * wait: two browsers' bursts of calls on a busy 2-core machine fit, an unbounded pile-up does not).
 */
export const PGLITE_ADMISSION: AdmissionLimits = { concurrency: 2, maxQueue: 128, maxWaitMs: 10_000 };

/**
 * PostgreSQL: the longest a query waits for one of the pool's connections (or for a new one to
 * connect) before the answer is 503. Generous, because pg-pool's timer also fires when the event
 * loop merely stalled (a PGlite template built in the same process stalls it for seconds).
 */
export const POOL_WAIT_MS = 10_000;

const admissionLimits = new WeakMap<Db, AdmissionLimits>();

/** The line the app keeps in front of this database (PGlite), or undefined (PostgreSQL's pool bounds its own wait). */
export const admissionLimitsOf = (db: Db): AdmissionLimits | undefined => admissionLimits.get(db);

/** Opens PostgreSQL when a URL is given, else embedded PGlite (persisted in dataDir, or in memory when null). */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if ('databaseUrl' in target) return openPostgres(target.databaseUrl);
  return openPglite(target.dataDir, target.loadDataDir);
}

const statementPools = new WeakMap<Db, pg.Pool>();

/**
 * PostgreSQL: the pool for named statements whose plan does not depend on their values (the
 * structure batches, db/statements.ts). Its connections plan them once, generically: left to
 * choose, PostgreSQL keeps re-planning them for every call (their custom plans look cheaper).
 */
export const statementPoolOf = (db: Db): pg.Pool | undefined => statementPools.get(db);

function openPool(connectionString: string, max: number, options?: string): pg.Pool {
  // A bounded wait for a free connection: when all stay busy the answer is 503, not an unbounded wait.
  const pool = new pg.Pool({
    connectionString,
    max,
    connectionTimeoutMillis: POOL_WAIT_MS,
    ...(options ? { options } : {}),
  });
  // An idle connection dropped by the server (restart, failover) must not crash the process; the pool reconnects.
  pool.on('error', (error) => console.error(`[db] idle PostgreSQL connection lost: ${errorChain(error)}`));
  return pool;
}

function openPostgres(connectionString: string): Database {
  const pool = openPool(connectionString, 10);
  const statements = openPool(connectionString, 4, '-c plan_cache_mode=force_generic_plan');
  const db = drizzlePg({ client: pool });
  statementPools.set(db, statements);
  return {
    db,
    driver: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder }),
    close: async () => {
      await Promise.all([pool.end(), statements.end()]);
    },
    listen: (channel, handlers) => listenPostgres(connectionString, channel, handlers),
  };
}

async function openPglite(dataDir: string | null, loadDataDir?: Blob): Promise<Database> {
  const path = dataDir === null ? undefined : join(dataDir, 'pglite');
  if (path) mkdirSync(path, { recursive: true });
  // PGlite is one connection with its own queue: concurrent queries and transactions are serialised by it.
  // pg_trgm backs search (migration 0004); PostgreSQL ships it in contrib.
  const client = new PGlite({
    ...(path ? { dataDir: path } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
    extensions: { pg_trgm },
  });
  await client.waitReady;
  yieldBeforeQueries(client);
  const db = drizzlePglite({ client });
  admissionLimits.set(db, PGLITE_ADMISSION);
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
    listen: (channel, handlers) => listenPglite(client, channel, handlers),
    dump: () => client.dumpDataDir('none'),
  };
}

/**
 * PGlite answers in this thread and never waits for I/O, so a request's queries would run back to back
 * without the server reading anything else: yielding before each query lets arrived requests reach the
 * admission line between queries. (Queries inside a transaction go through its own handle: no yield.)
 */
function yieldBeforeQueries(client: PGlite): void {
  const query = client.query.bind(client);
  client.query = (async (...args: Parameters<typeof query>) => {
    await new Promise((done) => setImmediate(done));
    return query(...args);
  }) as typeof client.query;
}
