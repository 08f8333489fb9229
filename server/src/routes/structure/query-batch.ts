import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/statements.ts';
import {
  type AnySelect,
  type BatchableSelect,
  batchStatement,
  type ShapedSelect,
} from './batch-statement.ts';

export type { BatchableSelect, ShapedSelect } from './batch-statement.ts';

type Rows<Q extends BatchableSelect> = Q['_']['result'];

interface Pending {
  select: AnySelect;
  resolve(rows: unknown[]): void;
  reject(error: unknown): void;
}

/**
 * The reads of one composition, sent together: every select asked before the event loop turns
 * travels in ONE statement (each as a json_agg column), so a page costs one round trip per level of
 * dependency, not one per list. Selects asked under the same key are asked once.
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

  /**
   * The rows of a select, sent with every other select asked before the next turn of the event loop.
   * Selects given the same `key` (one that names everything the select depends on) are asked once.
   */
  all<Q extends BatchableSelect>(select: Q | ShapedSelect<Q>, key?: string): Promise<Rows<Q>> {
    const rows = this.#ask(select, key);
    if (this.#pending.length > 0 && !this.#scheduled) {
      this.#scheduled = true;
      setImmediate(() => void this.#send());
    }
    return rows;
  }

  /** Rides along with the next statement, but never sends one of its own (a page that may need it). */
  prefetch<Q extends BatchableSelect>(select: Q | ShapedSelect<Q>, key: string): Promise<Rows<Q>> {
    const rows = this.#ask(select, key);
    rows.catch(() => {}); // nobody may ever wait for it
    return rows;
  }

  #ask<Q extends BatchableSelect>(select: Q | ShapedSelect<Q>, key: string | undefined): Promise<Rows<Q>> {
    let rows = key === undefined ? undefined : this.#asked.get(key);
    if (!rows) {
      rows = new Promise<unknown[]>((resolve, reject) =>
        this.#pending.push({ select: select as AnySelect, resolve, reject }),
      );
      if (key !== undefined) this.#asked.set(key, rows);
    }
    return rows as Promise<Rows<Q>>;
  }

  async #send(): Promise<void> {
    this.#scheduled = false;
    const batch = this.#pending.splice(0);
    if (batch.length === 0) return;
    this.statements += 1;
    try {
      const statement = batchStatement(
        this.db,
        batch.map(({ select }) => select),
      );
      const [row = {}] = await rowsOf(this.db, statement);
      const columns = statement.decode(batch.map((_, i) => row[`q${i}`]));
      batch.forEach(({ resolve }, i) => {
        resolve(columns[i] ?? []);
      });
    } catch (error) {
      for (const { reject } of batch) reject(error);
    }
  }
}
