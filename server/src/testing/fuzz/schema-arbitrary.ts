import fc from 'fast-check';
import * as v from 'valibot';

/** The parts of a valibot schema or pipe action this generator reads (valibot's public object shapes). */
interface Node {
  kind: string;
  type: string;
  pipe?: readonly Node[];
  requirement?: unknown;
  entries?: Record<string, Node>;
  wrapped?: Node;
  options?: readonly unknown[];
  literal?: unknown;
  item?: Node;
  key?: Node;
  value?: Node;
  getter?: () => Node;
}

/** Values known to exist in the seeded database, by field name, so requests reach the real work. */
export type Hints = Readonly<Record<string, readonly unknown[]>>;

const OPTIONAL = new Set(['optional', 'exact_optional', 'nullish', 'undefinedable']);
const MAX_DEPTH = 4;

export const isOptional = (schema: Node): boolean => OPTIONAL.has(schema.type);

const actionsOf = (schema: Node): readonly Node[] => schema.pipe?.slice(1) ?? [];
const find = (actions: readonly Node[], type: string) => actions.find((a) => a.type === type)?.requirement;

/** Numeric bounds that apply after a transform (query strings turned into numbers). */
function boundsAfterTransform(actions: readonly Node[]): { min: number; max: number } | undefined {
  const at = actions.findIndex((a) => a.type === 'transform');
  if (at < 0) return undefined;
  const after = actions.slice(at + 1);
  const min = find(after, 'min_value');
  const max = find(after, 'max_value');
  if (typeof min !== 'number' && typeof max !== 'number') return undefined;
  return { min: typeof min === 'number' ? min : 0, max: typeof max === 'number' ? max : 2_147_483_647 };
}

function stringCandidates(actions: readonly Node[]): fc.Arbitrary<string> {
  const transformAt = actions.findIndex((a) => a.type === 'transform');
  const before = transformAt < 0 ? actions : actions.slice(0, transformAt);
  const regex = find(before, 'regex');
  const maxLength = find(before, 'max_length');
  const minLength = find(before, 'min_length');
  const prefix = find(before, 'starts_with');
  const numeric = boundsAfterTransform(actions);
  const options: fc.Arbitrary<string>[] = [];
  if (numeric) options.push(fc.integer(numeric).map(String));
  if (regex instanceof RegExp) options.push(fc.stringMatching(regex, { size: 'small' }));
  else if (before.some((a) => a.type === 'url'))
    options.push(fc.webUrl({ withQueryParameters: true, withFragments: true }));
  else if (before.some((a) => a.type === 'iso_timestamp'))
    options.push(
      fc
        .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString()),
    );
  else {
    const length = {
      ...(typeof minLength === 'number' ? { minLength } : {}),
      maxLength: typeof maxLength === 'number' ? Math.min(maxLength, 40) : 40,
    };
    const text = fc.oneof(
      fc.string({ ...length, unit: 'grapheme-ascii' }),
      fc.string({ ...length, unit: 'grapheme' }),
    );
    options.push(typeof prefix === 'string' ? text.map((s) => `${prefix}${s}`) : text);
  }
  return fc.oneof(...options);
}

function numberCandidates(actions: readonly Node[]): fc.Arbitrary<number> {
  const min = find(actions, 'min_value');
  const max = find(actions, 'max_value');
  const bounds = {
    min: typeof min === 'number' ? min : -1e6,
    max: typeof max === 'number' ? max : 1e6,
  };
  if (actions.some((a) => a.type === 'integer')) return fc.integer(bounds);
  return fc.oneof(fc.integer(bounds), fc.double({ ...bounds, noNaN: true, noDefaultInfinity: true }));
}

function baseArbitrary(schema: Node, depth: number): fc.Arbitrary<unknown> {
  switch (schema.type) {
    case 'string':
      return stringCandidates(actionsOf(schema));
    case 'number':
      return numberCandidates(actionsOf(schema));
    case 'boolean':
      return fc.boolean();
    case 'picklist':
    case 'enum':
      return fc.constantFrom(...(schema.options ?? ['']));
    case 'literal':
      return fc.constant(schema.literal);
    case 'null':
      return fc.constant(null);
    case 'optional':
    case 'exact_optional':
    case 'nullish':
    case 'undefinedable':
      return validArbitrary(schema.wrapped as v.GenericSchema, depth);
    case 'nullable':
      return fc.option(validArbitrary(schema.wrapped as v.GenericSchema, depth), { nil: null });
    case 'object':
    case 'strict_object':
    case 'loose_object':
      return objectArbitrary(schema, depth);
    case 'array':
      return depth >= MAX_DEPTH
        ? fc.constant([])
        : fc.array(validArbitrary(schema.item as v.GenericSchema, depth + 1), { maxLength: 3 });
    case 'record':
      return depth >= MAX_DEPTH
        ? fc.constant({})
        : fc.dictionary(
            validArbitrary(schema.key as v.GenericSchema, depth + 1) as fc.Arbitrary<string>,
            validArbitrary(schema.value as v.GenericSchema, depth + 1),
            { maxKeys: 3 },
          );
    case 'union':
    case 'variant':
      return fc.oneof(...(schema.options as v.GenericSchema[]).map((o) => validArbitrary(o, depth)));
    case 'lazy':
      return depth >= MAX_DEPTH
        ? fc.constant(undefined)
        : validArbitrary((schema.getter as () => v.GenericSchema)(), depth + 1);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/**
 * What the schema accepts: candidates from its type and pipe (regex, bounds, url, ISO time) kept only
 * when the schema itself accepts them; undefined when the candidates hardly ever pass (a transform the
 * generator cannot see through, e.g. a comma-separated list).
 */
export function exactArbitrary(schema: v.GenericSchema, depth = 0): fc.Arbitrary<unknown> | undefined {
  const node = schema as unknown as Node;
  const candidates = baseArbitrary(node, depth);
  if (!node.pipe) return candidates;
  const accepts = (value: unknown) => v.safeParse(schema, value).success;
  const passing = fc.sample(candidates, { numRuns: 40, seed: 1 }).filter(accepts).length;
  return passing >= 4 ? candidates.filter(accepts) : undefined;
}

/** exactArbitrary, or the unchecked candidates when it has none (still useful input). */
export const validArbitrary = (schema: v.GenericSchema, depth = 0): fc.Arbitrary<unknown> =>
  exactArbitrary(schema, depth) ?? baseArbitrary(schema as unknown as Node, depth);

function objectArbitrary(schema: Node, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const entries = Object.entries(schema.entries ?? {});
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  const requiredKeys: string[] = [];
  for (const [key, entry] of entries) {
    model[key] = validArbitrary(entry as unknown as v.GenericSchema, depth + 1);
    if (!isOptional(entry)) requiredKeys.push(key);
  }
  return fc.record(model, { requiredKeys });
}

/** The entries of an object schema (optional wrappers included), or undefined for other schemas. */
export const objectEntries = (schema: v.GenericSchema): Record<string, v.GenericSchema> | undefined =>
  (schema as unknown as Node).entries as Record<string, v.GenericSchema> | undefined;

/** The schema's base type, through optional/nullable wrappers ('string', 'number', 'object' …). */
export function baseType(schema: v.GenericSchema): string {
  let node = schema as unknown as Node;
  while (node.wrapped) node = node.wrapped;
  return node.type;
}
