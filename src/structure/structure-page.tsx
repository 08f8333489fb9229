import { useSuspenseQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { QueryScope } from '#lib/query-scope.ts';
import { useToken } from '#platform/session/use-session.ts';
import { type PageStructureRef, pageStructureQuery } from './structure.queries.ts';
import { StructurePageContext } from './structure-page-context.ts';
import { StructureRenderer } from './structure-renderer.tsx';

/** A structure-driven page: the route loader already put the structure (or fragment) in the cache. */
export function StructurePage({ scope, structure }: { scope: QueryScope; structure: PageStructureRef }) {
  // Pages that differ for signed-in users re-read their structure when the session changes.
  useToken();
  const { data } = useSuspenseQuery(pageStructureQuery(scope, structure));
  const page = useMemo(() => ({ scope, structure }), [scope, structure]);
  return (
    <StructurePageContext value={page}>
      <StructureRenderer node={data} />
    </StructurePageContext>
  );
}
