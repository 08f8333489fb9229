import { type ComponentType, useMemo } from 'react';
import type { StructureNode } from '../../../../contract/structure.ts';
import { CardNode } from './card-node.tsx';
import { DetailNode } from './detail-node.tsx';
import { EagerImagesContext, firstImageNodes } from './eager-images.ts';
import { GridNode } from './grid-node.tsx';
import { HeroNode } from './hero-node.tsx';
import type { NodeProps } from './node-props.ts';
import { PageNode } from './page-node.tsx';
import { RailNode } from './rail-node.tsx';
import { TextNode } from './text-node.tsx';

/** The node's kind (its name) picks the renderer; later issues add kinds here. */
const RENDERERS: Readonly<Record<string, ComponentType<NodeProps>>> = {
  page: PageNode,
  hero: HeroNode,
  rail: RailNode,
  grid: GridNode,
  card: CardNode,
  detail: DetailNode,
  text: TextNode,
};

/** Renders a structure tree (shell §3); unknown kinds render only their substructure. */
export function StructureRenderer({ node }: { node: StructureNode }) {
  const eager = useMemo(() => firstImageNodes(node), [node]);
  return (
    <EagerImagesContext value={eager}>
      <NodeView node={node} />
    </EagerImagesContext>
  );
}

function NodeView({ node }: { node: StructureNode }) {
  const items = (node.substructure ?? []).map((child, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: structure nodes have no id; their order is their identity
    <NodeView key={index} node={child} />
  ));
  const Renderer = Object.hasOwn(RENDERERS, node.name) ? RENDERERS[node.name] : undefined;
  return Renderer ? <Renderer node={node} items={items} /> : items;
}
