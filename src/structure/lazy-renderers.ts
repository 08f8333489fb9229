import { type ComponentType, lazy } from 'react';
import type { StructureNode } from '#contract/structure.ts';
import type { NodeProps } from './nodes/node-props.ts';
import { loadPageParts, structureParts } from './registry.ts';

/** Node kinds whose renderers live in the page-renderers chunk. */
export const LAZY_KINDS: ReadonlySet<string> = new Set([
  'grid',
  'detail',
  'text',
  'track-list',
  'article-body',
  'challenges',
  'challenge',
  // The empty state of a page with nothing to show (rare, so not worth the home page's bytes).
  'empty',
]);

/** Node kinds that are content of their own (and those features render); a page with none of them has nothing to show. */
const CONTENT = new Set(['card', 'hero', 'detail', 'text', 'article-body', 'challenge']);
export const hasContent = (node: StructureNode): boolean =>
  CONTENT.has(node.name) ||
  Object.hasOwn(structureParts().nodeRenderers, node.name) ||
  (node.substructure ?? []).some(hasContent);

/** Kinds whose renderers ask the registry for slots page parts fill (detail and row actions). */
const WITH_PAGE_PARTS: ReadonlySet<string> = new Set(['detail', 'track-list']);

let chunk: Promise<typeof import('./page-renderers.ts')> | undefined;
const load = () => {
  chunk ??= import('./page-renderers.ts').catch((error: unknown) => {
    chunk = undefined;
    throw error;
  });
  return chunk;
};

/** The renderers, and for headers and track lists the features' page parts (play, favourite, download). */
const loadFor = async (kind: string) => {
  const [renderers] = await Promise.all([load(), WITH_PAGE_PARTS.has(kind) ? loadPageParts() : undefined]);
  return renderers;
};

const uses = (kinds: ReadonlySet<string>, node: StructureNode): boolean =>
  kinds.has(node.name) || (node.substructure ?? []).some((child) => uses(kinds, child));

const usesLazyKinds = (node: StructureNode): boolean =>
  LAZY_KINDS.has(node.name) ||
  node.data?.customProperties?.price !== undefined ||
  (node.substructure ?? []).some(usesLazyKinds);

/** Route loaders await this with the structure, so a page never shows before its renderers (or prices) arrive. */
export async function preloadRenderers(node: StructureNode): Promise<void> {
  await Promise.all([
    usesLazyKinds(node) || !hasContent(node) ? load() : undefined,
    uses(WITH_PAGE_PARTS, node) ? loadPageParts() : undefined,
  ]);
}

export const LAZY_RENDERERS: Readonly<Record<string, ComponentType<NodeProps>>> = Object.fromEntries(
  [...LAZY_KINDS].map((kind) => [
    kind,
    lazy(async () => {
      const renderer = (await loadFor(kind)).PAGE_RENDERERS[kind];
      if (!renderer) throw new Error(`No renderer for node kind ${kind}`);
      return { default: renderer };
    }),
  ]),
);

export const CardPrice = lazy(async () => ({ default: (await load()).CardPrice }));
