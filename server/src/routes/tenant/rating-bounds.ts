import type { TenantRow } from '../../db/schema/tenant.ts';
import { ProblemError } from '../../http/problem.ts';
import { GLOBAL_MAX_RATING } from './tenant.service.ts';

export interface RatingBounds {
  minRating: number;
  maxRating: number;
}

/** Shell §6, as the structure query applies it: the query's ceiling, else the tenant's, else the global one. */
export function ratingBounds(
  tenant: Pick<TenantRow, 'maxRating'>,
  query: { minRating: number; maxRating?: number | undefined },
): RatingBounds {
  const maxRating = query.maxRating ?? tenant.maxRating ?? GLOBAL_MAX_RATING;
  if (query.minRating > maxRating) {
    const message = `must not exceed maxRating (${maxRating})`;
    throw new ProblemError({
      status: 400,
      code: 'VALIDATION_FAILED',
      detail: `The request query is invalid: query.minRating ${message}.`,
      errors: [{ path: 'query.minRating', message }],
    });
  }
  return { minRating: query.minRating, maxRating };
}
