import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import * as v from 'valibot';
import type { StructureNode } from '#contract/structure.ts';
import { StructureNameSchema } from '#contract/structure.ts';
import { isApiError } from '#lib/api-error.ts';
import type { QueryScope } from '#lib/query-scope.ts';
import { preloadRenderers } from './lazy-renderers.ts';
import { type PageStructureRef, pageStructureQuery } from './structure.queries.ts';

/** Route loader step: the page's structure in the cache, or the 404 page when the name is invalid or unknown. */
export async function ensureStructure(
  queryClient: QueryClient,
  scope: QueryScope,
  ref: PageStructureRef | string,
  notFoundMessage?: string,
): Promise<StructureNode> {
  const target = typeof ref === 'string' ? { name: ref } : ref;
  const data = notFoundMessage ? { message: notFoundMessage } : undefined;
  const valid =
    v.is(StructureNameSchema, target.name) &&
    (target.fragment === undefined || v.is(StructureNameSchema, target.fragment));
  if (!valid) throw notFound({ data });
  try {
    const node = await queryClient.ensureQueryData(pageStructureQuery(scope, target));
    await preloadRenderers(node);
    return node;
  } catch (error) {
    if (isApiError(error) && error.status === 404) throw notFound({ data });
    throw error;
  }
}
