import { type ComponentType, createContext, use } from 'react';
import type { StructureNode } from '#contract/structure.ts';

/** The renderer of one node, for lists that render nodes they fetched themselves (load more). */
export const NodeViewContext = createContext<ComponentType<{ node: StructureNode }>>(() => null);

export const useNodeView = () => use(NodeViewContext);

/** The node whose title is the page's h1 (a details page's header), if not the page's own. */
export const PageHeadingContext = createContext<StructureNode | undefined>(undefined);
