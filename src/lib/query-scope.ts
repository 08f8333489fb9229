import type { LocaleCode } from '#contract/locales.ts';
import type { Tenant } from '#contract/tenant.ts';
import type { ApiClient } from './api-client.ts';

/** What every product query depends on: it is the start of every query key (ARCHITECTURE §4). */
export interface QueryScope {
  api: ApiClient;
  tenant: Tenant;
  locale: LocaleCode;
}

/** [tenant, locale]: nothing cached for one tenant or language is ever served to another. */
export const scopeKey = ({ tenant, locale }: QueryScope) => [tenant.name, locale] as const;
