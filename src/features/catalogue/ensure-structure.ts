import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import * as v from 'valibot';
import { StructureNameSchema } from '../../../contract/structure.ts';
import { isApiError } from '../../lib/api-error.ts';
import type { QueryScope } from '../../lib/query-scope.ts';
import { structureQuery } from './structure.queries.ts';

/** Route loader step: the page's structure in the cache, or the 404 page when the name is invalid or unknown. */
export async function ensureStructure(
  queryClient: QueryClient,
  scope: QueryScope,
  name: string,
): Promise<void> {
  if (!v.is(StructureNameSchema, name)) throw notFound();
  try {
    await queryClient.ensureQueryData(structureQuery(scope, name));
  } catch (error) {
    if (isApiError(error) && error.status === 404) throw notFound();
    throw error;
  }
}
