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

let chunk: Promise<typeof import('./page-renderers.ts')> | undefined;
const load = async () => {
  chunk ??= import('./page-renderers.ts').catch((error: unknown) => {
    chunk = undefined;
    throw error;
  });
  // The features' page parts (play, favourite and download actions) come with the renderers.
  const [renderers] = await Promise.all([chunk, loadPageParts()]);
  return renderers;
};

const usesLazyKinds = (node: StructureNode): boolean =>
  LAZY_KINDS.has(node.name) ||
  node.data?.customProperties?.price !== undefined ||
  (node.substructure ?? []).some(usesLazyKinds);

/** Route loaders await this with the structure, so a page never shows before its renderers (or prices) arrive. */
export async function preloadRenderers(node: StructureNode): Promise<void> {
  if (usesLazyKinds(node) || !hasContent(node)) await load();
}

export const LAZY_RENDERERS: Readonly<Record<string, ComponentType<NodeProps>>> = Object.fromEntries(
  [...LAZY_KINDS].map((kind) => [
    kind,
    lazy(async () => {
      const renderer = (await load()).PAGE_RENDERERS[kind];
      if (!renderer) throw new Error(`No renderer for node kind ${kind}`);
      return { default: renderer };
    }),
  ]),
);

export const CardPrice = lazy(async () => ({ default: (await load()).CardPrice }));
