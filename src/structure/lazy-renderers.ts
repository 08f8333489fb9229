import type { ComponentType } from 'react';
import type { StructureNode } from '#contract/structure.ts';
import { readyLazy } from '#lib/ready-lazy.ts';
import { lazyMarkdown } from './markdown/lazy-markdown.ts';
import { gameMedia } from './nodes/lazy-game-media.ts';
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

/** Kinds whose renderers ask the registry for slots page parts fill (detail, row actions, challenge progress). */
const WITH_PAGE_PARTS: ReadonlySet<string> = new Set(['detail', 'track-list', 'challenge']);
/** Kinds whose renderers load more code of their own (an article body's markdown renderer). */
const WITH_MARKDOWN: ReadonlySet<string> = new Set(['article-body']);

type Renderers = typeof import('./page-renderers.ts');

let chunk: Promise<Renderers> | undefined;
/** The renderers once loaded, and whether the page parts are: from then on they render without waiting. */
let renderers: Renderers | undefined;
let partsLoaded = false;
const load = () => {
  chunk ??= import('./page-renderers.ts').then(
    (module) => {
      renderers = module;
      return module;
    },
    (error: unknown) => {
      chunk = undefined;
      throw error;
    },
  );
  return chunk;
};
const loadParts = async () => {
  await loadPageParts();
  partsLoaded = true;
};

/** The renderers, and for headers and track lists the features' page parts (play, favourite, download). */
const loadFor = async (kind: string) => {
  const [loaded] = await Promise.all([load(), WITH_PAGE_PARTS.has(kind) ? loadParts() : undefined]);
  return loaded;
};
const readyFor = (kind: string) => (WITH_PAGE_PARTS.has(kind) && !partsLoaded ? undefined : renderers);

const uses = (kinds: ReadonlySet<string>, node: StructureNode): boolean =>
  kinds.has(node.name) || (node.substructure ?? []).some((child) => uses(kinds, child));

const usesLazyKinds = (node: StructureNode): boolean =>
  LAZY_KINDS.has(node.name) ||
  node.data?.customProperties?.price !== undefined ||
  (node.substructure ?? []).some(usesLazyKinds);

/** A feature's node renderer may name how its code loads (a readyLazy's preload), to hydrate with the page. */
type PreloadableRenderer = { preload?: () => Promise<unknown> };

const preloadFeatureNodes = async (node: StructureNode): Promise<void> => {
  const { nodeRenderers } = structureParts();
  const renderer = Object.hasOwn(nodeRenderers, node.name)
    ? (nodeRenderers[node.name] as PreloadableRenderer)
    : undefined;
  await Promise.all([renderer?.preload?.(), ...(node.substructure ?? []).map(preloadFeatureNodes)]);
};

/** The card actions' code (a feature's favourite toggle), when the frame names how it loads. */
const preloadCardActions = (): Promise<unknown> | undefined =>
  (structureParts().cardActions as PreloadableRenderer).preload?.();
const CARD: ReadonlySet<string> = new Set(['card']);

/** A details node with screenshots, banners or trailers (its gallery's code loads apart). */
const hasArtworks = (node: StructureNode): boolean =>
  (node.name === 'detail' &&
    Array.isArray(node.data?.customProperties?.additionalArtworks) &&
    node.data.customProperties.additionalArtworks.length > 0) ||
  (node.substructure ?? []).some(hasArtworks);

/** Which lazily loaded code a structure's first render needs (the server preloads just that with the page). */
export const codeNeededBy = (node: StructureNode): { renderers: boolean; parts: boolean } => ({
  renderers: usesLazyKinds(node) || !hasContent(node),
  parts: uses(WITH_PAGE_PARTS, node),
});

/**
 * Route loaders await this with the structure, so a page never shows before its renderers (or prices)
 * arrive; a server-rendered page awaits it before hydrating, so its lazily loaded parts hydrate with it.
 */
export async function preloadRenderers(node: StructureNode): Promise<void> {
  await Promise.all([
    codeNeededBy(node).renderers ? load() : undefined,
    // Page parts register feature renderers (the video player): theirs load once the parts are there.
    (codeNeededBy(node).parts ? loadParts() : Promise.resolve()).then(() => preloadFeatureNodes(node)),
    uses(WITH_MARKDOWN, node) ? lazyMarkdown.preload() : undefined,
    hasArtworks(node) ? gameMedia.preload() : undefined,
    uses(CARD, node) ? preloadCardActions() : undefined,
  ]);
}

function rendererOf(kind: string): ComponentType<NodeProps> {
  const pick = (module: Renderers) => {
    const renderer = module.PAGE_RENDERERS[kind];
    if (!renderer) throw new Error(`No renderer for node kind ${kind}`);
    return renderer;
  };
  return readyLazy(
    async () => pick(await loadFor(kind)),
    () => {
      const module = readyFor(kind);
      return module ? pick(module) : undefined;
    },
  ).Component;
}

export const LAZY_RENDERERS: Readonly<Record<string, ComponentType<NodeProps>>> = Object.fromEntries(
  [...LAZY_KINDS].map((kind) => [kind, rendererOf(kind)]),
);

export const CardPrice = readyLazy(
  async () => (await load()).CardPrice,
  () => renderers?.CardPrice,
).Component;
