import { createContext, use } from 'react';
import type { StructureNode } from '#contract/structure.ts';

/** How many images at the top of a page load eagerly; the rest wait until they near the viewport. */
export const EAGER_IMAGE_COUNT = 4;

/** The first `count` image-bearing nodes in reading order: the ones likely above the fold. */
export function firstImageNodes(root: StructureNode, count = EAGER_IMAGE_COUNT): ReadonlySet<StructureNode> {
  const found = new Set<StructureNode>();
  const visit = (node: StructureNode) => {
    if (found.size >= count) return;
    if (node.data?.imageUrl) found.add(node);
    for (const child of node.substructure ?? []) visit(child);
  };
  visit(root);
  return found;
}

export const EagerImagesContext = createContext<ReadonlySet<StructureNode>>(new Set());

export const useEagerImage = (node: StructureNode): boolean => use(EagerImagesContext).has(node);
