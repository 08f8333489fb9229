import * as v from 'valibot';
import type { StructureNode } from '#contract/structure.ts';
import { ItemPropsSchema, PagingSchema } from '#contract/structure-props.ts';

/** A node's customProperties read with a contract schema; undefined when they do not fit it. */
export function readProps<S extends v.GenericSchema>(
  schema: S,
  node: StructureNode,
): v.InferOutput<S> | undefined {
  const result = v.safeParse(schema, node.data?.customProperties ?? {});
  return result.success ? result.output : undefined;
}

export const itemProps = (node: StructureNode) => readProps(ItemPropsSchema, node);
export const pagingOf = (node: StructureNode) => readProps(PagingSchema, node);
