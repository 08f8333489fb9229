import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type { CatalogueProps } from './catalogue-props.ts';
import type { LocalizedText } from './localized-text.ts';
import { tenants } from './tenant.ts';

export const CATALOGUE_KINDS = [
  'album',
  'track',
  'artist',
  'playlist',
  'music-genre',
  'video',
  'series',
  'video-category',
  'podcast',
  'episode',
  'audiobook',
  'chapter',
  'author',
  'audiobook-genre',
  'game',
  'arcade',
  'publisher',
  'game-genre',
  'article',
  'article-category',
  'app',
  'mp-category',
  'product',
  'partner',
  'info-service',
  'voucher',
  'voucher-book',
  'voucher-category',
  'tournament',
  'tournament-news',
  'tournament-video',
  'page',
] as const;
export type CatalogueKind = (typeof CATALOGUE_KINDS)[number];

/** Content rating levels of the shell spec §6: 0 all ages … 40 eighteen-plus. */
export const AGE_RATINGS = [0, 10, 20, 30, 40] as const;

/** One browsable item of a tenant's catalogue; media files and credits attach to it in later tables. */
export const catalogueItems = pgTable(
  'catalogue_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantName: text('tenant_name')
      .notNull()
      .references(() => tenants.name, { onDelete: 'cascade' }),
    kind: text('kind').$type<CatalogueKind>().notNull(),
    slug: text('slug').notNull(),
    titles: jsonb('titles').$type<LocalizedText>().notNull(),
    subtitles: jsonb('subtitles').$type<LocalizedText>(),
    ageRating: smallint('age_rating').notNull().default(0),
    artHue: smallint('art_hue').notNull(),
    artSeed: integer('art_seed').notNull(),
    popularity: integer('popularity').notNull().default(0),
    /** Kind-specific attributes and links to other items by slug (genre, artist, album, position …). */
    props: jsonb('props').$type<CatalogueProps>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('catalogue_items_tenant_kind_slug_uq').on(t.tenantName, t.kind, t.slug),
    index('catalogue_items_newest_idx').on(t.tenantName, t.kind, t.createdAt.desc(), t.id.desc()),
    index('catalogue_items_popular_idx').on(t.tenantName, t.kind, t.popularity.desc(), t.id.desc()),
    index('catalogue_items_props_idx').using('gin', t.props),
    check('catalogue_items_age_rating_ck', sql`${t.ageRating} in (0, 10, 20, 30, 40)`),
    check('catalogue_items_art_hue_ck', sql`${t.artHue} between 0 and 359`),
  ],
);

export type CatalogueItemRow = typeof catalogueItems.$inferSelect;
