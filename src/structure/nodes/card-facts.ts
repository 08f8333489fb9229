import type { StructureNode } from '#contract/structure.ts';
import type { Price } from '#contract/structure-props.ts';

/** What a card shows beyond its text, read without schemas (cards load with the home page; keep them light). */
export function cardFacts(node: StructureNode): { premium: boolean; price?: Price } {
  const props = node.data?.customProperties ?? {};
  const price = props.price as Partial<Price> | undefined;
  const valid = typeof price?.amount === 'number' && typeof price.currency === 'string';
  return { premium: props.premium === true, ...(valid ? { price: price as Price } : {}) };
}
