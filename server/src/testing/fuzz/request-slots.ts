import fc from 'fast-check';
import * as v from 'valibot';
import type { ContractEndpoint } from './endpoint-tables.ts';
import { exactArbitrary, type Hints, isOptional, objectEntries, validArbitrary } from './schema-arbitrary.ts';

// The fields of an endpoint's request (path, query, body) and valid values for them.

export type Where = 'path' | 'query' | 'body';
/** One field of the request: a path parameter, a query parameter or a (nested) body field. */
export interface Slot {
  where: Where;
  keys: string[];
  schema: v.GenericSchema;
}
export type Parts = Record<Where, Record<string, unknown>>;

export const OMIT = Symbol('omit');

/** The hinted values the field's schema accepts. */
export const hinted = (hints: Hints, key: string, schema: v.GenericSchema): unknown[] =>
  (hints[key] ?? []).filter((value) => v.safeParse(schema, value).success);

export function slotsOf(endpoint: ContractEndpoint): Slot[] {
  const slots: Slot[] = [];
  const walk = (where: Where, schema: v.GenericSchema | undefined, keys: string[]) => {
    for (const [key, entry] of Object.entries((schema && objectEntries(schema)) ?? {})) {
      slots.push({ where, keys: [...keys, key], schema: entry });
      if (where === 'body' && objectEntries(entry)) walk(where, entry, [...keys, key]);
    }
  };
  walk('path', endpoint.params, []);
  walk('query', endpoint.query, []);
  walk('body', endpoint.body, []);
  // A path parameter the contract gives no schema for is still a slot.
  for (const [, name] of endpoint.url.matchAll(/:([A-Za-z0-9_]+)/g))
    if (!slots.some((s) => s.where === 'path' && s.keys[0] === name))
      slots.push({ where: 'path', keys: [name as string], schema: v.string() });
  return slots;
}

/** A value the field accepts: exact generation, known seeded values, or (for a nested object) its fields. */
export function validValue(schema: v.GenericSchema, key: string, hints: Hints): fc.Arbitrary<unknown> {
  if (objectEntries(schema)) return validObject(schema, hints);
  const exact = exactArbitrary(schema);
  const known = hinted(hints, key, schema);
  const options = [...(exact ? [exact] : []), ...(known.length ? [fc.constantFrom(...known)] : [])];
  return options.length ? fc.oneof(...options) : validArbitrary(schema);
}

function validObject(schema: v.GenericSchema, hints: Hints): fc.Arbitrary<Record<string, unknown>> {
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, entry] of Object.entries(objectEntries(schema) ?? {})) {
    const value = validValue(entry, key, hints);
    model[key] = isOptional(entry as never) ? fc.oneof(value, fc.constant(OMIT)) : value;
  }
  return fc
    .record(model)
    .map((fields) => Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== OMIT)));
}

export function validParts(endpoint: ContractEndpoint, slots: Slot[], hints: Hints): fc.Arbitrary<Parts> {
  const path: Record<string, fc.Arbitrary<unknown>> = {};
  for (const slot of slots.filter((s) => s.where === 'path'))
    path[slot.keys[0] as string] = validValue(slot.schema, slot.keys[0] as string, hints);
  return fc.record({
    path: fc.record(path),
    query: endpoint.query ? validObject(endpoint.query, hints) : fc.constant({}),
    body: endpoint.body ? validObject(endpoint.body, hints) : fc.constant({}),
  });
}

export const getDeep = (source: Record<string, unknown>, keys: string[]): unknown =>
  keys.reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], source);

/** Only the required fields, seeded values first: the simplest request most likely to be answered 2xx. */
export function minimalParts(endpoint: ContractEndpoint, slots: Slot[], hints: Hints): fc.Arbitrary<Parts> {
  const minimal = (schema: v.GenericSchema | undefined): fc.Arbitrary<Record<string, unknown>> => {
    const model: Record<string, fc.Arbitrary<unknown>> = {};
    for (const [key, entry] of Object.entries((schema && objectEntries(schema)) ?? {})) {
      if (isOptional(entry as never)) continue;
      const known = hinted(hints, key, entry);
      model[key] = objectEntries(entry)
        ? minimal(entry)
        : known.length
          ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...known) }, validValue(entry, key, hints))
          : validValue(entry, key, hints);
    }
    return fc.record(model);
  };
  return validParts(endpoint, slots, hints).chain((parts) =>
    fc.record({
      path: fc.constant(parts.path),
      query: minimal(endpoint.query),
      body: minimal(endpoint.body),
    }),
  );
}
