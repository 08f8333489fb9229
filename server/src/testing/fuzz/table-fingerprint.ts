import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** Committed row writes (insert, update, delete) per table since the journal was installed. */
export type Fingerprint = Record<string, number>;

interface Rows<T> {
  rows: T[];
}

/** Every table of the application schema (the migrations' bookkeeping lives in another schema). */
export async function applicationTables(db: Db): Promise<string[]> {
  const result = (await db.execute(
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  )) as unknown as Rows<{ tablename: string }>;
  return result.rows.map((row) => row.tablename);
}

/**
 * Test databases only: a row trigger on every application table counts each committed write in
 * fuzz.writes. It sees what a hash of the rows would (and a write that put the same values back), a
 * rolled-back write counts nothing, and reading it is one tiny query instead of scanning the catalogue
 * (hashing every row of every table took ~160 ms per request on PGlite).
 */
export async function installWriteJournal(db: Db): Promise<string[]> {
  const tables = await applicationTables(db);
  await db.execute(sql.raw('create schema if not exists fuzz'));
  await db.execute(
    sql.raw('create table if not exists fuzz.writes (table_name text primary key, n bigint not null)'),
  );
  await db.execute(
    sql.raw(`create or replace function fuzz.count_write() returns trigger language plpgsql as $$
begin
  insert into fuzz.writes values (TG_TABLE_NAME, 1)
    on conflict (table_name) do update set n = fuzz.writes.n + 1;
  return null;
end $$`),
  );
  for (const table of tables) {
    await db.execute(
      sql.raw(
        `create or replace trigger fuzz_count_write after insert or update or delete on public."${table}" for each row execute function fuzz.count_write()`,
      ),
    );
  }
  return tables;
}

/** The journal's counts now. */
export async function tableFingerprint(db: Db): Promise<Fingerprint> {
  const result = (await db.execute(
    sql.raw('select table_name, n::int as n from fuzz.writes'),
  )) as unknown as Rows<{ table_name: string; n: number }>;
  return Object.fromEntries(result.rows.map((row) => [row.table_name, Number(row.n)]));
}

/** Tables written between two fingerprints, apart from the ignored ones. */
export function changedTables(
  before: Fingerprint,
  after: Fingerprint,
  ignore: ReadonlySet<string>,
): string[] {
  return Object.keys(after).filter((table) => !ignore.has(table) && before[table] !== after[table]);
}
