import fc from 'fast-check';
import * as v from 'valibot';
import type { ContractEndpoint } from './endpoint-tables.ts';
import {
  hostileJsonValue,
  hostileNumber,
  hostileRawBody,
  hostileString,
  rawUrlPiece,
  withHostileChar,
  wrongType,
} from './hostile-values.ts';
import {
  baseType,
  exactArbitrary,
  type Hints,
  isOptional,
  objectEntries,
  validArbitrary,
} from './schema-arbitrary.ts';

/** One generated call, as sent (printed with a failure). */
export interface FuzzRequest {
  endpoint: string;
  method: string;
  /** Path and query, already encoded (possibly with deliberately broken escapes). */
  target: string;
  headers: Record<string, string>;
  body?: string;
  /** Sent with the signed-in demo user's Bearer token. */
  signedIn: boolean;
  /** What was made hostile, e.g. "body.userInformation.about". */
  mutation: string;
}

type Where = 'path' | 'query' | 'body';
/** One field of the request: a path parameter, a query parameter or a (nested) body field. */
interface Slot {
  where: Where;
  keys: string[];
  schema: v.GenericSchema;
}
type Parts = Record<Where, Record<string, unknown>>;

const OMIT = Symbol('omit');

/** The hinted values the field's schema accepts. */
const hinted = (hints: Hints, key: string, schema: v.GenericSchema): unknown[] =>
  (hints[key] ?? []).filter((value) => v.safeParse(schema, value).success);

function slotsOf(endpoint: ContractEndpoint): Slot[] {
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
function validValue(schema: v.GenericSchema, key: string, hints: Hints): fc.Arbitrary<unknown> {
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

function validParts(endpoint: ContractEndpoint, slots: Slot[], hints: Hints): fc.Arbitrary<Parts> {
  const path: Record<string, fc.Arbitrary<unknown>> = {};
  for (const slot of slots.filter((s) => s.where === 'path'))
    path[slot.keys[0] as string] = validValue(slot.schema, slot.keys[0] as string, hints);
  return fc.record({
    path: fc.record(path),
    query: endpoint.query ? validObject(endpoint.query, hints) : fc.constant({}),
    body: endpoint.body ? validObject(endpoint.body, hints) : fc.constant({}),
  });
}

/** A hostile value for the field: a bad character inside a valid value, a hostile string or number, a wrong type. */
function hostileFor(slot: Slot, hints: Hints): fc.Arbitrary<unknown> {
  const valid = validValue(slot.schema, slot.keys.at(-1) as string, hints);
  const text = valid.map((value) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? '')));
  if (slot.where !== 'body') return fc.oneof(withHostileChar(text), hostileString);
  const type = baseType(slot.schema);
  if (type === 'number') return fc.oneof({ weight: 3, arbitrary: hostileNumber }, wrongType);
  if (type === 'string')
    return fc.oneof({ weight: 3, arbitrary: withHostileChar(text) }, hostileString, wrongType);
  return hostileJsonValue;
}

type Mutation =
  | { kind: 'none' }
  | { kind: 'hostile'; slot: number; value: unknown }
  | { kind: 'omit'; slot: number }
  | { kind: 'extra'; where: 'query' | 'body'; key: string; value: unknown }
  | { kind: 'duplicate'; key: string; value: string }
  | { kind: 'raw'; slot: number | undefined; piece: string }
  | { kind: 'rawBody'; text: string; contentType?: string }
  | { kind: 'header'; name: string; value: string };

const HOSTILE_HEADERS: [string, string][] = [
  ['x-tenant-id', 'acme'],
  ['x-tenant-id', 'DEMO'],
  ['x-tenant-id', 'nope'],
  ['x-tenant-id', 'demo\u00e9'],
  ['x-tenant-id', 'a'.repeat(300)],
  ['x-tenant-id', ''],
  ['authorization', 'Bearer x'],
  ['authorization', 'Bearer'],
  ['authorization', `Bearer ${'a'.repeat(5000)}`],
  ['authorization', 'Basic Zm9vOmJhcg=='],
  ['idempotency-key', ' '],
  ['idempotency-key', '"'],
  ['idempotency-key', '""'],
  ['idempotency-key', '\u00e9'],
  ['idempotency-key', 'k'.repeat(300)],
  ['content-type', 'text/plain'],
  ['content-type', 'application/json; charset=latin1'],
];

function mutationArbitrary(endpoint: ContractEndpoint, slots: Slot[], hints: Hints): fc.Arbitrary<Mutation> {
  const writes = endpoint.method !== 'GET' && endpoint.method !== 'HEAD';
  const slotIndex = fc.integer({ min: 0, max: Math.max(0, slots.length - 1) });
  const queryKeys = [...Object.keys((endpoint.query && objectEntries(endpoint.query)) ?? {}), 'x'];
  const options: fc.WeightedArbitrary<Mutation>[] = [
    { weight: 3, arbitrary: fc.constant({ kind: 'none' }) },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('extra' as const),
        where: fc.constantFrom('query' as const, ...(endpoint.body ? ['body' as const] : [])),
        key: fc.oneof(fc.constantFrom('extra', '__proto__', 'constructor'), hostileString),
        value: hostileJsonValue,
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('duplicate' as const),
        key: fc.constantFrom(...queryKeys),
        value: hostileString,
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('raw' as const),
        slot: fc.option(slotIndex, { nil: undefined }),
        piece: rawUrlPiece,
      }),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(...HOSTILE_HEADERS)
        .map(([name, value]): Mutation => ({ kind: 'header', name, value })),
    },
  ];
  if (slots.length > 0) {
    const hostile = slotIndex.chain((slot) =>
      hostileFor(slots[slot] as Slot, hints).map((value): Mutation => ({ kind: 'hostile', slot, value })),
    );
    options.push({ weight: 10, arbitrary: hostile });
    options.push({ weight: 1, arbitrary: slotIndex.map((slot): Mutation => ({ kind: 'omit', slot })) });
  }
  if (writes)
    options.push({ weight: 1, arbitrary: hostileRawBody.map((b): Mutation => ({ kind: 'rawBody', ...b })) });
  return fc.oneof(...options);
}

const isLow = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/** encodeURIComponent, except that a lone surrogate becomes its (invalid) three UTF-8 bytes instead of throwing. */
export function encodeLoose(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdbff && isLow(text.charCodeAt(i + 1))) {
      out += encodeURIComponent(text.slice(i, i + 2));
      i++;
    } else if (code >= 0xd800 && code <= 0xdfff) {
      const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
      out += bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    } else out += encodeURIComponent(text[i] as string);
  }
  return out;
}

const asText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

function setDeep(target: Record<string, unknown>, keys: string[], value: unknown): void {
  let node = target;
  for (const key of keys.slice(0, -1)) {
    if (typeof node[key] !== 'object' || node[key] === null) node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  const last = keys.at(-1) as string;
  if (value === OMIT) delete node[last];
  else Object.defineProperty(node, last, { value, enumerable: true, writable: true, configurable: true });
}

function describeMutation(mutation: Mutation, slots: Slot[]): string {
  const slotName = (i: number | undefined) =>
    i === undefined ? 'query' : `${slots[i]?.where}.${slots[i]?.keys.join('.')}`;
  switch (mutation.kind) {
    case 'hostile':
    case 'omit':
      return `${mutation.kind} ${slotName(mutation.slot)}`;
    case 'raw':
      return `raw ${slotName(mutation.slot)}`;
    case 'header':
      return `header ${mutation.name}`;
    case 'extra':
      return `extra ${mutation.where} field`;
    default:
      return mutation.kind;
  }
}

/** The request: valid parts with one mutation (or none) applied, encoded. */
function build(
  endpoint: ContractEndpoint,
  slots: Slot[],
  parts: Parts,
  mutation: Mutation,
  key: string | null,
  signedIn: boolean,
): FuzzRequest {
  const headers: Record<string, string> = { 'x-tenant-id': 'demo', 'x-distribution-channel': 'WEB' };
  if (key) headers['idempotency-key'] = key;
  const raw: Record<string, string> = {};
  let rawQuery = '';
  if (mutation.kind === 'hostile' || mutation.kind === 'omit') {
    const slot = slots[mutation.slot] as Slot;
    setDeep(parts[slot.where], slot.keys, mutation.kind === 'omit' ? OMIT : mutation.value);
  }
  if (mutation.kind === 'extra') setDeep(parts[mutation.where], [mutation.key], mutation.value);
  if (mutation.kind === 'duplicate')
    rawQuery += `&${encodeLoose(mutation.key)}=${encodeLoose(mutation.value)}`;
  if (mutation.kind === 'raw') {
    const slot = mutation.slot === undefined ? undefined : slots[mutation.slot];
    if (slot?.where === 'path') raw[slot.keys[0] as string] = mutation.piece;
    else rawQuery += `&${encodeLoose(slot?.keys[0] ?? 'x')}=${mutation.piece}`;
  }
  let target = endpoint.url.replace(
    /:([A-Za-z0-9_]+)/g,
    (_, name: string) => raw[name] ?? encodeLoose(asText(parts.path[name] ?? '')),
  );
  const query = Object.entries(parts.query).map(
    ([k, value]) => `${encodeLoose(k)}=${encodeLoose(asText(value))}`,
  );
  const search = `${query.join('&')}${rawQuery}`.replace(/^&/, '');
  if (search) target += `?${search}`;
  let body: string | undefined;
  if (mutation.kind === 'rawBody') {
    body = mutation.text;
    if (mutation.contentType) headers['content-type'] = mutation.contentType;
  } else if (endpoint.body) {
    body = JSON.stringify(parts.body);
    headers['content-type'] = 'application/json';
  }
  if (mutation.kind === 'header') {
    if (mutation.value === '') delete headers[mutation.name];
    else headers[mutation.name] = mutation.value;
  }
  return {
    endpoint: endpoint.id,
    method: endpoint.method,
    target,
    headers,
    ...(body !== undefined ? { body } : {}),
    signedIn: signedIn && !(mutation.kind === 'header' && mutation.name === 'authorization'),
    mutation: describeMutation(mutation, slots),
  };
}

/** Boundary and hostile values every field is tried with, whatever the random runs pick. */
const TEXT_SUFFIXES = ['\u0000', '\ud800', '\udfff', '\u0007', '\u202e'];
const TEXT_VALUES = ['', 'a'.repeat(5000), '2147483648', '-1', '1.5'];
const NUMBER_VALUES: unknown[] = [2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, 1e308, -1, 0, 0.5, '1', null];

function probeValues(slot: Slot, valid: unknown): unknown[] {
  if (slot.where === 'body' && baseType(slot.schema) === 'number') return NUMBER_VALUES;
  const text = valid === undefined ? '' : asText(valid);
  return [...TEXT_SUFFIXES.map((bad) => `${text}${bad}`), `\u0000${text}`, ...TEXT_VALUES];
}

const getDeep = (source: Record<string, unknown>, keys: string[]): unknown =>
  keys.reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], source);

/** Only the required fields, seeded values first: the simplest request most likely to be answered 2xx. */
function minimalParts(endpoint: ContractEndpoint, slots: Slot[], hints: Hints): fc.Arbitrary<Parts> {
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

/**
 * A deterministic sweep over every field: the first of a few minimal valid requests that is answered
 * 2xx (signed in), then that request with each field in turn given each probe (NUL, lone surrogates,
 * a control or bidi character appended, int4 overflow, huge, fractional, empty, wrong type).
 */
export async function probeRequests(
  endpoint: ContractEndpoint,
  hints: Hints,
  seed: number,
  send: (req: FuzzRequest) => Promise<Response>,
): Promise<FuzzRequest[]> {
  const slots = slotsOf(endpoint);
  const candidates = fc.sample(minimalParts(endpoint, slots, hints), { numRuns: 12, seed });
  let base = candidates[0];
  for (const parts of candidates) {
    const res = await send(build(endpoint, slots, structuredClone(parts), { kind: 'none' }, null, true));
    await res.arrayBuffer();
    if (res.status < 400) {
      base = parts;
      break;
    }
  }
  if (!base) return [];
  const out: FuzzRequest[] = [];
  slots.forEach((slot, index) => {
    for (const value of probeValues(slot, getDeep(base[slot.where], slot.keys))) {
      const mutation: Mutation = { kind: 'hostile', slot: index, value };
      out.push(build(endpoint, slots, structuredClone(base), mutation, null, true));
    }
  });
  return out;
}

/**
 * Requests to one endpoint: a valid request (schema-exact values and seeded ones), then none or one
 * mutation: a hostile field, a missing or extra field, a duplicate or broken query parameter, a hostile
 * body or header. One mutation at a time, so a hostile value reaches as deep as it can.
 */
export function requestArbitrary(endpoint: ContractEndpoint, hints: Hints): fc.Arbitrary<FuzzRequest> {
  const slots = slotsOf(endpoint);
  const writes = endpoint.method !== 'GET' && endpoint.method !== 'HEAD';
  const key = writes
    ? fc.oneof({ weight: 2, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fc.uuid() })
    : fc.constant(null);
  return fc
    .record({
      parts: validParts(endpoint, slots, hints),
      mutation: mutationArbitrary(endpoint, slots, hints),
      key,
      signedIn: fc.oneof(
        { weight: 2, arbitrary: fc.constant(true) },
        { weight: 1, arbitrary: fc.constant(false) },
      ),
    })
    .map(({ parts, mutation, key: idempotencyKey, signedIn }) =>
      build(endpoint, slots, structuredClone(parts), mutation, idempotencyKey, signedIn),
    );
}
