import { foreignKey, integer, jsonb, pgTable, primaryKey, smallint, text, unique } from 'drizzle-orm/pg-core';
import type { CatalogueKind } from './catalogue.ts';
import type { LocalizedText } from './localized-text.ts';
import { tenants } from './tenant.ts';

/** A named page the portal renders from GET /structure/{name} (e.g. home, main-music). */
export const structures = pgTable(
  'structures',
  {
    tenantName: text('tenant_name')
      .notNull()
      .references(() => tenants.name, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    titles: jsonb('titles').$type<LocalizedText>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantName, t.name] })],
);

/** A 'stories' section shows the tenant's stories rail (stories table), not catalogue items. */
export type SectionKind = 'hero' | 'rail' | 'stories';
export type SectionOrder = 'newest' | 'popular' | 'position';

/** One block of a page: which catalogue items it shows, how they are ordered, and how it renders. */
export const structureSections = pgTable(
  'structure_sections',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantName: text('tenant_name').notNull(),
    structureName: text('structure_name').notNull(),
    /** Fragment id: GET /structure/{name}/fragment/{slug} answers this section alone. */
    slug: text('slug').notNull(),
    position: smallint('position').notNull(),
    kind: text('kind').$type<SectionKind>().notNull(),
    titles: jsonb('titles').$type<LocalizedText>(),
    itemKinds: text('item_kinds').array().$type<CatalogueKind[]>().notNull(),
    orderBy: text('order_by').$type<SectionOrder>().notNull(),
    itemLimit: smallint('item_limit').notNull(),
    /** Portal path of the "see all" page of a rail. */
    moreUrl: text('more_url'),
  },
  (t) => [
    foreignKey({
      columns: [t.tenantName, t.structureName],
      foreignColumns: [structures.tenantName, structures.name],
      name: 'structure_sections_structure_fk',
    }).onDelete('cascade'),
    unique('structure_sections_slug_uq').on(t.tenantName, t.structureName, t.slug),
  ],
);

export type StructureSectionRow = typeof structureSections.$inferSelect;
