import { useDocumentTitle } from '@mantine/hooks';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { QueryScope } from '../../../lib/query-scope.ts';
import { structureQuery } from '../structure.queries.ts';
import { StructureRenderer } from './structure-renderer.tsx';

/** A structure-driven page: the route loader already put the structure in the cache. */
export function StructurePage({ scope, name }: { scope: QueryScope; name: string }) {
  const { data } = useSuspenseQuery(structureQuery(scope, name));
  const title = data.data?.title;
  useDocumentTitle(title ? `${title} · ${scope.tenant.displayName}` : scope.tenant.displayName);
  return <StructureRenderer node={data} />;
}
