import { useRouter } from '@tanstack/react-router';
import { type ComponentType, Suspense, useMemo } from 'react';
import { PagePending } from '#components/page-pending.tsx';
import type { StructureNode } from '#contract/structure.ts';
import { isServerDocument } from '#platform/first-document.ts';
import { canDefer, DeferredSection, SECTIONS_RENDERED_FIRST } from './deferred-section.tsx';
import { EagerImagesContext, firstImageNodes } from './eager-images.ts';
import { LAZY_RENDERERS } from './lazy-renderers.ts';
import { NodeViewContext } from './node-view-context.ts';
import { CardNode } from './nodes/card-node.tsx';
import { HeroNode } from './nodes/hero-node.tsx';
import type { NodeProps } from './nodes/node-props.ts';
import { PageNode } from './nodes/page-node.tsx';
import { RailNode } from './nodes/rail-node.tsx';
import { structureParts } from './registry.ts';

/** The node's kind (its name) picks the renderer; the home page's kinds load with it, the rest on demand. */
const RENDERERS: Readonly<Record<string, ComponentType<NodeProps>>> = {
  page: PageNode,
  hero: HeroNode,
  rail: RailNode,
  card: CardNode,
  ...LAZY_RENDERERS,
};

/** A built-in renderer, else one a feature registered (registry.ts). */
function rendererOf(kind: string): ComponentType<NodeProps> | undefined {
  if (Object.hasOwn(RENDERERS, kind)) return RENDERERS[kind];
  const { nodeRenderers } = structureParts();
  return Object.hasOwn(nodeRenderers, kind) ? nodeRenderers[kind] : undefined;
}

/** Renders a structure tree (shell §3); unknown kinds render only their substructure. */
export function StructureRenderer({ node }: { node: StructureNode }) {
  const eager = useMemo(() => firstImageNodes(node), [node]);
  return (
    <EagerImagesContext value={eager}>
      <NodeViewContext value={NodeView}>
        {/* Loaders preload the renderers a page needs; this only shows if one is still on its way. */}
        <Suspense fallback={<PagePending />}>
          <NodeView node={node} sections />
        </Suspense>
      </NodeViewContext>
    </EagerImagesContext>
  );
}

/** The page's sections after the first hydrate one by one (each its own task), not in one long one. */
const FIRST_SECTIONS_HYDRATED_TOGETHER = 1;

function NodeView({ node, sections = false }: { node: StructureNode; sections?: boolean }) {
  const serverDocument = isServerDocument(useRouter().options.context.document?.server);
  const items = (node.substructure ?? []).map((child, index) =>
    sections && index >= FIRST_SECTIONS_HYDRATED_TOGETHER ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: structure nodes have no id; their order is their identity
      <Suspense key={index} fallback={null}>
        {index >= SECTIONS_RENDERED_FIRST && canDefer(child) ? (
          <DeferredSection node={child} deferred={serverDocument}>
            <NodeView node={child} />
          </DeferredSection>
        ) : (
          <NodeView node={child} />
        )}
      </Suspense>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: structure nodes have no id; their order is their identity
      <NodeView key={index} node={child} />
    ),
  );
  const Renderer = rendererOf(node.name);
  return Renderer ? <Renderer node={node} items={items} /> : items;
}
