import fc from 'fast-check';
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
import { build, type FuzzRequest, type Mutation } from './request-build.ts';
import { type Slot, slotsOf, validParts, validValue } from './request-slots.ts';
import { baseType, type Hints, objectEntries } from './schema-arbitrary.ts';

export { probeRequests } from './probe-requests.ts';
export type { FuzzRequest } from './request-build.ts';
export { encodeLoose } from './request-build.ts';

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
