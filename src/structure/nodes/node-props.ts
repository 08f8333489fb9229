import type { ReactNode } from 'react';
import type { StructureNode } from '#contract/structure.ts';

/** Every node renderer gets its node and its already-rendered substructure. */
export interface NodeProps {
  node: StructureNode;
  items: ReactNode[];
}
