import type { LocaleCode } from '../../../../contract/locales.ts';
import type { TenantRow } from '../../db/schema/tenant.ts';
import { ProblemError } from '../../http/problem.ts';
import type { NodeContext } from '../structure/structure-nodes.ts';

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
