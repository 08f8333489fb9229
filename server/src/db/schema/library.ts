import { sql } from 'drizzle-orm';
import {
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { ContentType, HistoryType } from '../../../../contract/history.ts';
import { catalogueItems } from './catalogue.ts';
import { itemRef, tenantRef, userRef } from './columns.ts';

const at = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();

/** Commerce §3 likes: one row per user and item, whatever type path liked it (liking twice is one like). */
export const likes = pgTable(
  'likes',
  {
    tenantName: tenantRef(),
    userId: userRef(),
    itemId: itemRef(),
    createdAt: at('created_at'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.itemId] }),
    index('likes_user_newest_idx').on(t.userId, t.createdAt.desc(), t.itemId.desc()),
    index('likes_item_idx').on(t.itemId),
  ],
);

/** Commerce §3 play history: where the user is in one item (seconds). */
export const playStates = pgTable(
  'play_states',
  {
    tenantName: tenantRef(),
    userId: userRef(),
    itemId: itemRef(),
    position: doublePrecision('position').notNull(),
    contentType: text('content_type').$type<ContentType>().notNull(),
    updatedAt: at('updated_at'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.itemId] }), index('play_states_item_idx').on(t.itemId)],
);

/** The /history page: what the user played or viewed; doing it again moves the entry to the top. */
export const historyEntries = pgTable(
  'history_entries',
  {
    tenantName: tenantRef(),
    userId: userRef(),
    itemId: itemRef(),
    type: text('type').$type<HistoryType>().notNull(),
    contentType: text('content_type').$type<ContentType>().notNull(),
    updatedAt: at('updated_at'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.itemId, t.type] }),
    index('history_entries_user_newest_idx').on(t.userId, t.updatedAt.desc(), t.itemId.desc()),
    index('history_entries_item_idx').on(t.itemId),
  ],
);

/** GET /concon/countread: reads counted per article. */
export const articleReadCounts = pgTable('article_read_counts', {
  itemId: integer('item_id')
    .primaryKey()
    .references(() => catalogueItems.id, { onDelete: 'cascade' }),
  tenantName: tenantRef(),
  count: integer('count').notNull().default(0),
});

/** Who read what today (a salted hash of address and browser), so reloading does not count again. */
export const articleReads = pgTable(
  'article_reads',
  {
    itemId: itemRef(),
    reader: text('reader').notNull(),
    day: date('day').notNull().default(sql`current_date`),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.reader, t.day] }), index('article_reads_day_idx').on(t.day)],
);

/**
 * Search documents of catalogue items, kept by a trigger on catalogue_items (migration 0004): every
 * language's titles (title_doc) and titles + subtitles (doc), folded by search_norm() — lower case,
 * no accents, Arabic letter forms unified — as "| title | title |" so title boundaries can be matched.
 */
export const catalogueSearch = pgTable(
  'catalogue_search',
  {
    itemId: integer('item_id')
      .primaryKey()
      .references(() => catalogueItems.id, { onDelete: 'cascade' }),
    tenantName: tenantRef(),
    titleDoc: text('title_doc').notNull(),
    doc: text('doc').notNull(),
  },
  (t) => [
    index('catalogue_search_doc_trgm_idx').using('gin', t.doc.op('gin_trgm_ops')),
    index('catalogue_search_tenant_idx').on(t.tenantName),
  ],
);

/**
 * Commerce §3 rating: a score per user, device and article (PUT /rating); an article's average counts each
 * user once, with the score they gave last.
 */
export const ratings = pgTable(
  'ratings',
  {
    tenantName: tenantRef(),
    userId: userRef(),
    itemId: itemRef(),
    /** The device (GET /device id) the score was given on; 0 when the portal knows none. */
    deviceId: integer('device_id').notNull(),
    score: integer('score').notNull(),
    contentType: text('content_type').$type<ContentType>().notNull(),
    updatedAt: at('updated_at'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.itemId, t.deviceId] }),
    index('ratings_item_idx').on(t.itemId, t.userId, t.updatedAt.desc()),
  ],
);
