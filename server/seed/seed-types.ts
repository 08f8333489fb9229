import type { LocaleCode } from '../../contract/locales.ts';
import type { CatalogueKind } from '../src/db/schema/catalogue.ts';
import type { CatalogueProps } from '../src/db/schema/catalogue-props.ts';
import type { tenantConfigurations } from '../src/db/schema/configuration.ts';
import type { LocalizedText } from '../src/db/schema/localized-text.ts';
import type { SectionKind, SectionOrder } from '../src/db/schema/structure.ts';
import type { tenants } from '../src/db/schema/tenant.ts';

export type AgeRating = 0 | 10 | 20 | 30 | 40;

/** One catalogue entry as written in the seed files; hue, seed, popularity and date are derived. */
export interface SeedItem {
  kind: CatalogueKind;
  slug: string;
  rating: AgeRating;
  titles: LocalizedText;
  subtitles?: LocalizedText;
  props?: CatalogueProps;
}

export interface SeedRouteRule {
  path: string;
  to: string;
  external: boolean;
  permanent?: boolean;
}

export interface SeedSection {
  slug: string;
  kind: SectionKind;
  titles: LocalizedText;
  itemKinds: CatalogueKind[];
  orderBy: SectionOrder;
  itemLimit: number;
  moreUrl?: string;
}

export interface SeedStructure {
  name: string;
  titles: LocalizedText;
  sections: SeedSection[];
}

export interface SeedTenant {
  tenant: typeof tenants.$inferInsert;
  hosts: string[];
  texts: Record<LocaleCode, Record<string, string>>;
  items: SeedItem[];
  structures: SeedStructure[];
  configuration: Omit<typeof tenantConfigurations.$inferInsert, 'tenantName'>;
  routeRules: SeedRouteRule[];
}
