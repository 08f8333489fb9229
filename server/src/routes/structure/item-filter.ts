import type { StructureQuery } from '../../../../contract/structure.ts';
import type { TenantRow } from '../../db/schema/tenant.ts';
import { ProblemError } from '../../http/problem.ts';
import { ratingBounds } from '../tenant/rating-bounds.ts';
import type { ItemFilter } from './section-items.ts';

const invalid = (path: string, message: string) =>
  new ProblemError({
    status: 400,
    code: 'VALIDATION_FAILED',
    detail: `The request query is invalid: ${path} ${message}.`,
    errors: [{ path, message }],
  });

function parseLastId(raw: string): number {
  if (/^\d{1,9}$/.test(raw)) return Number(raw);
  throw invalid('query.lastId', 'must be the id of the last item received');
}

/**
 * Which items a request may see and which page of them: shell §6 rating bounds (the query's
 * ceiling, else the tenant default, else the global one) and the paging (lastId or offset, limit).
 */
export function itemFilter(tenant: TenantRow, query: StructureQuery): ItemFilter {
  const { minRating, maxRating } = ratingBounds(tenant, query);
  const lastId = query.lastId === undefined ? undefined : parseLastId(query.lastId);
  if (lastId !== undefined && query.offset !== undefined)
    throw invalid('query.offset', 'must not be combined with lastId (page by one or the other)');
  return {
    tenantName: tenant.name,
    lang: query.lang ?? tenant.defaultLocale,
    minRating,
    maxRating,
    ...(lastId === undefined ? {} : { lastId }),
    ...(query.offset === undefined ? {} : { offset: query.offset }),
    ...(query.limit === undefined ? {} : { limit: query.limit }),
  };
}
