import { Column, is, SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/statements.ts';

/** A drizzle select builder: its SQL, and its fields say how to read its rows back. */
export interface BatchableSelect extends SQLWrapper {
  readonly _: { readonly result: unknown };
  toSQL(): { sql: string; params: unknown[] };
}

// drizzle marks these internal, but they are how it maps its own rows (select.ts, sql.ts).
const selectedFields = (query: BatchableSelect) =>
  (query as unknown as { getSelectedFields(): Record<string, unknown> }).getSelectedFields();
const decoderOf = (field: SQL.Aliased) =>
  (field.sql as unknown as { decoder: { mapFromDriverValue(value: unknown): unknown } }).decoder;

type Rows<Q extends BatchableSelect> = Q['_']['result'];

interface Pending {
  query: BatchableSelect;
  resolve(rows: unknown[]): void;
  reject(error: unknown): void;
}

type Decode = (row: Record<string, unknown>) => Record<string, unknown>;

/** Reads a row that json_agg wrote: each selected column by its SQL name, through its own decoder. */
function rowDecoder(fields: Record<string, unknown>): Decode {
  const readers = Object.entries(fields).map(([key, field]) => {
    if (is(field, Column))
      return { key, name: field.name, decode: (v: unknown) => field.mapFromDriverValue(v) };
    if (is(field, SQL.Aliased)) {
      const decoder = decoderOf(field);
      return { key, name: field.fieldAlias, decode: (v: unknown) => decoder.mapFromDriverValue(v) };
    }
    throw new Error(`A batched select field must be a column or aliased SQL (.as()): "${key}"`);
  });
  return (row) => {
    const out: Record<string, unknown> = {};
    for (const { key, name, decode } of readers) {
      const value = row[name];
      out[key] = value === null || value === undefined ? null : decode(value);
    }
    return out;
  };
}

/**
 * The reads of one composition, sent together: every select asked before the event loop turns
 * travels in ONE statement (each as a json_agg column), so a page costs one round trip per level of
 * dependency, not one per list. Identical selects are asked once.
 */
export class QueryBatch {
  readonly db: Db;
  /** drizzle's select builder on the same database: build with it, run with all(). */
  readonly select: Db['select'];
  /** Statements sent so far. */
  statements = 0;
  readonly #pending: Pending[] = [];
  readonly #asked = new Map<string, Promise<unknown[]>>();
  #scheduled = false;

  constructor(db: Db) {
    this.db = db;
    this.select = ((fields?: Parameters<Db['select']>[0]) => db.select(fields as never)) as Db['select'];
  }

  /** The rows of a select, sent with every other select asked before the next turn of the event loop. */
  all<Q extends BatchableSelect>(query: Q): Promise<Rows<Q>> {
    const rows = this.#ask(query);
    if (this.#pending.length > 0 && !this.#scheduled) {
      this.#scheduled = true;
      setImmediate(() => void this.#send());
    }
    return rows;
  }

  /** Rides along with the next statement, but never sends one of its own (a page that may need it). */
  prefetch<Q extends BatchableSelect>(query: Q): Promise<Rows<Q>> {
    const rows = this.#ask(query);
    rows.catch(() => {}); // nobody may ever wait for it
    return rows;
  }

  #ask<Q extends BatchableSelect>(query: Q): Promise<Rows<Q>> {
    const { sql: text, params } = query.toSQL();
    const key = `${text}\u0000${JSON.stringify(params)}`;
    let rows = this.#asked.get(key);
    if (!rows) {
      rows = new Promise<unknown[]>((resolve, reject) => this.#pending.push({ query, resolve, reject }));
      this.#asked.set(key, rows);
    }
    return rows as Promise<Rows<Q>>;
  }

  async #send(): Promise<void> {
    this.#scheduled = false;
    const batch = this.#pending.splice(0);
    if (batch.length === 0) return;
    this.statements += 1;
    const columns = batch.map(
      ({ query }, i) =>
        sql`(select coalesce(json_agg(r), '[]'::json) from (${query}) r) as ${sql.identifier(`q${i}`)}`,
    );
    try {
      const [row = {}] = await rowsOf(this.db, sql`select ${sql.join(columns, sql`, `)}`);
      batch.forEach(({ query, resolve }, i) => {
        const decode = rowDecoder(selectedFields(query));
        resolve((row[`q${i}`] as Record<string, unknown>[]).map(decode));
      });
    } catch (error) {
      for (const { reject } of batch) reject(error);
    }
  }
}
