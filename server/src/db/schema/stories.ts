import { boolean, index, integer, jsonb, pgTable, smallint, text, unique } from 'drizzle-orm/pg-core';
import { catalogueItems } from './catalogue.ts';
import type { LocalizedText } from './localized-text.ts';
import { tenants } from './tenant.ts';

/**
 * One story of a tenant's stories rail (commerce §2 stories dialog): a picture of a catalogue item with a
 * caption, shown for durationMs, in a group (one ring of the rail). A linked story offers the item's page.
 */
export const stories = pgTable(
  'stories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantName: text('tenant_name')
      .notNull()
      .references(() => tenants.name, { onDelete: 'cascade' }),
    groupSlug: text('group_slug').notNull(),
    groupTitles: jsonb('group_titles').$type<LocalizedText>().notNull(),
    /** The group's place in the rail. */
    groupPosition: smallint('group_position').notNull(),
    /** The story's place in its group. */
    position: smallint('position').notNull(),
    /** Whose artwork the story shows (and whose page its link opens). */
    itemId: integer('item_id')
      .notNull()
      .references(() => catalogueItems.id, { onDelete: 'cascade' }),
    captions: jsonb('captions').$type<LocalizedText>().notNull(),
    linked: boolean('linked').notNull().default(false),
    durationMs: integer('duration_ms').notNull(),
  },
  (t) => [
    unique('stories_tenant_group_position_uq').on(t.tenantName, t.groupSlug, t.position),
    index('stories_tenant_order_idx').on(t.tenantName, t.groupPosition, t.position),
  ],
);
