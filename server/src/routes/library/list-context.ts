import type { LocaleCode } from '../../../../contract/locales.ts';
import type { TenantRow } from '../../db/schema/tenant.ts';
import { ProblemError } from '../../http/problem.ts';
import type { NodeContext } from '../structure/structure-nodes.ts';
import { GLOBAL_MAX_RATING } from '../tenant/tenant.service.ts';

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

/** Cards in the asked language (else the tenant's), with artwork on the caller's origin. */
export const nodeContext = (
  tenant: Pick<TenantRow, 'defaultLocale'>,
  lang: LocaleCode | undefined,
  origin: string,
): NodeContext => ({ lang: lang ?? (tenant.defaultLocale as LocaleCode), origin });

/** Rows of a raw query; both drivers (node-postgres, PGlite) answer `{ rows }`. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export const itemNotFound = (id: number) =>
  new ProblemError({ status: 404, code: 'ITEM_NOT_FOUND', detail: `There is no item ${id}.` });
