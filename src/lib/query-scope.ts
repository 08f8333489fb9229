import type { Device } from '#contract/device.ts';
import type { LocaleCode } from '#contract/locales.ts';
import type { Tenant } from '#contract/tenant.ts';
import type { ApiClient } from './api-client.ts';

/** What every product query depends on: it is the start of every query key (ARCHITECTURE §4). */
export interface QueryScope {
  api: ApiClient;
  tenant: Tenant;
  locale: LocaleCode;
  /**
   * The device structures are asked for. The browser leaves it out (its one current device, settled at
   * start-up, is used); the server renders many visitors' pages at once, so each page names its own.
   */
  device?: Pick<Device, 'id'> & Partial<Pick<Device, 'deviceAttributes'>>;
}

/** [tenant, locale]: nothing cached for one tenant or language is ever served to another. */
export const scopeKey = ({ tenant, locale }: QueryScope) => [tenant.name, locale] as const;
