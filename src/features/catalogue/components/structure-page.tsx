import { useSuspenseQuery } from '@tanstack/react-query';
import type { QueryScope } from '../../../lib/query-scope.ts';
import { type PageStructureRef, pageStructureQuery } from '../structure.queries.ts';
import { StructureRenderer } from './structure-renderer.tsx';

/** A structure-driven page: the route loader already put the structure (or fragment) in the cache. */
export function StructurePage({ scope, structure }: { scope: QueryScope; structure: PageStructureRef }) {
  const { data } = useSuspenseQuery(pageStructureQuery(scope, structure));
  return <StructureRenderer node={data} />;
}
