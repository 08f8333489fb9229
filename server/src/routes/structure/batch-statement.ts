import { createHash } from 'node:crypto';
import { Column, fillPlaceholders, is, type Placeholder, SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { LruCache } from '../../cache/lru.ts';
import type { Db } from '../../db/client.ts';
import type { Statement } from '../../db/statements.ts';

/** A drizzle select builder: its SQL, and its fields say how to read its rows back. */
export interface BatchableSelect extends SQLWrapper {
  readonly _: { readonly result: unknown };
}

/** A placeholder of one select in a batch (its name made unique in the statement). */
export type Ph = (name: string) => Placeholder;

/**
 * A select whose SQL text depends only on its shape: built once per shape with placeholders
 * (`ph`), then filled with `values` on every call, so hot reads skip drizzle's SQL building.
 */
export interface ShapedSelect<Q extends BatchableSelect> {
  /** Everything the SQL text depends on (never a value). */
  shape: string;
  values: Record<string, unknown>;
  build(db: Db, ph: Ph): Q;
}

export type AnySelect = BatchableSelect | ShapedSelect<BatchableSelect>;

const isShaped = (select: AnySelect): select is ShapedSelect<BatchableSelect> => 'shape' in select;

type Decode = (row: Record<string, unknown>) => Record<string, unknown>;

// drizzle marks these internal, but they are how it maps its own rows (select.ts, sql.ts).
const selectedFields = (query: BatchableSelect) =>
  (query as unknown as { getSelectedFields(): Record<string, unknown> }).getSelectedFields();
const decoderOf = (field: SQL.Aliased) =>
  (field.sql as unknown as { decoder: { mapFromDriverValue(value: unknown): unknown } }).decoder;

/** Reads a row that json_agg wrote: each selected column by its SQL name, through its own decoder. */
function rowDecoder(fields: Record<string, unknown>): Decode {
  const readers = Object.entries(fields).map(([key, field]) => {
    // Each decoder is looked up once: a subquery's columns are proxies, slow to ask on every value.
    if (is(field, Column)) {
      const map = field.mapFromDriverValue;
      return { key, name: field.name, decode: (v: unknown) => map.call(field, v) };
    }
    if (is(field, SQL.Aliased)) {
      const decoder = decoderOf(field);
      const map = decoder.mapFromDriverValue;
      return { key, name: field.fieldAlias, decode: (v: unknown) => map.call(decoder, v) };
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

interface Compiled {
  text: string;
  name: string;
  params: unknown[];
  decoders: Decode[];
}

const dialect = new PgDialect();
/** Compiled statements by the shapes of their selects: bounded by the code's page shapes, not by input. */
const compiledByShapes = new LruCache<Compiled>({ maxEntries: 1000, maxBytes: 64 * 1024 * 1024 });

function compile(db: Db, selects: AnySelect[]): Compiled {
  const queries = selects.map((select, i) =>
    isShaped(select) ? select.build(db, (name) => sql.placeholder(`${i}.${name}`)) : select,
  );
  const columns = queries.map(
    (query, i) =>
      sql`(select coalesce(json_agg(r), '[]'::json) from (${query}) r) as ${sql.identifier(`q${i}`)}`,
  );
  const { sql: text, params } = dialect.sqlToQuery(sql`select ${sql.join(columns, sql`, `)}`);
  const name = `s_${createHash('sha1').update(text).digest('base64url')}`;
  return { text, name, params, decoders: queries.map((query) => rowDecoder(selectedFields(query))) };
}

/** One statement answering every select (json_agg per select); compiled once per combination of shapes. */
export function batchStatement(
  db: Db,
  selects: AnySelect[],
): Statement & { decode(row: unknown[]): unknown[][] } {
  const shapes = selects.map((select) => (isShaped(select) ? select.shape : undefined));
  const key = shapes.every((shape) => shape !== undefined) ? shapes.join('\u0001') : undefined;
  let compiled = key === undefined ? undefined : compiledByShapes.get(key);
  if (!compiled) {
    compiled = compile(db, selects);
    if (key !== undefined) compiledByShapes.set(key, compiled, compiled.text.length * 2);
  }
  const values: Record<string, unknown> = {};
  selects.forEach((select, i) => {
    if (isShaped(select))
      for (const [name, value] of Object.entries(select.values)) values[`${i}.${name}`] = value;
  });
  const { decoders } = compiled;
  return {
    text: compiled.text,
    name: compiled.name,
    params: fillPlaceholders(compiled.params, values),
    decode: (columns) =>
      columns.map((rows, i) => (rows as Record<string, unknown>[]).map(decoders[i] as Decode)),
  };
}
