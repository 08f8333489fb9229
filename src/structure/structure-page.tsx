import { useSuspenseQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { QueryScope } from '#lib/query-scope.ts';
import { useToken } from '#platform/session/use-session.ts';
import { usePlaceholderContext, withPlaceholders } from './placeholder-context.ts';
import { type PageStructureRef, pageStructureQuery } from './structure.queries.ts';
import { StructurePageContext } from './structure-page-context.ts';
import { StructureRenderer } from './structure-renderer.tsx';

/** A structure-driven page: the route loader already put the structure (or fragment) in the cache. */
export function StructurePage({ scope, structure }: { scope: QueryScope; structure: PageStructureRef }) {
  // Pages that differ for signed-in users re-read their structure when the session changes.
  useToken();
  const { data } = useSuspenseQuery(pageStructureQuery(scope, structure));
  const page = useMemo(() => ({ scope, structure }), [scope, structure]);
  // Shell §5: {query.…} and {userUUID} in custom properties take this page's query and the user's UUID.
  const placeholders = usePlaceholderContext();
  const node = useMemo(() => withPlaceholders(data, placeholders), [data, placeholders]);
  return (
    <StructurePageContext value={page}>
      <StructureRenderer node={node} />
    </StructurePageContext>
  );
}
