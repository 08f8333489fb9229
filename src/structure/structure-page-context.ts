import { createContext, use } from 'react';
import type { QueryScope } from '#lib/query-scope.ts';
import type { PageStructureRef } from './structure.queries.ts';

/** Which structure the page shows, so a list inside it can ask for its next page. */
export interface StructurePageRef {
  scope: QueryScope;
  structure: PageStructureRef;
}

export const StructurePageContext = createContext<StructurePageRef | undefined>(undefined);

export const useStructurePage = (): StructurePageRef | undefined => use(StructurePageContext);
