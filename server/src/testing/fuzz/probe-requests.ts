import fc from 'fast-check';
import type { ContractEndpoint } from './endpoint-tables.ts';
import { asText, build, type FuzzRequest, type Mutation } from './request-build.ts';
import { getDeep, minimalParts, type Slot, slotsOf } from './request-slots.ts';
import { baseType, type Hints } from './schema-arbitrary.ts';

/** Boundary and hostile values every field is tried with, whatever the random runs pick. */
const TEXT_SUFFIXES = ['\u0000', '\ud800', '\udfff', '\u0007', '\u202e'];
const TEXT_VALUES = ['', 'a'.repeat(5000), '2147483648', '-1', '1.5'];
const NUMBER_VALUES: unknown[] = [2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, 1e308, -1, 0, 0.5, '1', null];

function probeValues(slot: Slot, valid: unknown): unknown[] {
  if (slot.where === 'body' && baseType(slot.schema) === 'number') return NUMBER_VALUES;
  const text = valid === undefined ? '' : asText(valid);
  return [...TEXT_SUFFIXES.map((bad) => `${text}${bad}`), `\u0000${text}`, ...TEXT_VALUES];
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
