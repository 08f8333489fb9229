import type { StructureQuery } from '../../../../contract/structure.ts';
import type { TenantRow } from '../../db/schema/tenant.ts';
import { ProblemError } from '../../http/problem.ts';
import { ratingBounds } from '../tenant/rating-bounds.ts';
import { GLOBAL_MAX_RATING } from '../tenant/tenant.service.ts';
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
 * ceiling, else the tenant default, else the global one), the kinds of switched-off families and the paging
 * (lastId or offset, limit).
 */
export function itemFilter(
  tenant: TenantRow,
  query: StructureQuery,
  parentalLimit?: number,
  hiddenKinds?: readonly string[],
): ItemFilter {
  const bounds = ratingBounds(tenant, query);
  const { minRating } = bounds;
  // Commerce §5: an active parental control lowers the ceiling to its age group (the portal asks with
  // it already); what it hides up to the tenant's own ceiling is a 403 on a details link, not a 404.
  const locked = parentalLimit !== undefined && parentalLimit <= bounds.maxRating;
  const maxRating = locked ? parentalLimit : bounds.maxRating;
  const lockedAbove = Math.max(bounds.maxRating, tenant.maxRating ?? GLOBAL_MAX_RATING);
  const lastId = query.lastId === undefined ? undefined : parseLastId(query.lastId);
  if (lastId !== undefined && query.offset !== undefined)
    throw invalid('query.offset', 'must not be combined with lastId (page by one or the other)');
  return {
    tenantName: tenant.name,
    lang: query.lang ?? tenant.defaultLocale,
    minRating,
    maxRating,
    ...(locked ? { lockedAbove } : {}),
    ...(hiddenKinds?.length ? { hiddenKinds } : {}),
    ...(lastId === undefined ? {} : { lastId }),
    ...(query.offset === undefined ? {} : { offset: query.offset }),
    ...(query.limit === undefined ? {} : { limit: query.limit }),
  };
}
