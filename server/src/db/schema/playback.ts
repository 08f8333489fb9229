import { boolean, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { catalogueItems } from './catalogue.ts';
import { at, itemRef, tenantRef, userRef } from './columns.ts';

/** Commerce §7 playback records: the tickets /song and /song/download issue, the listening reports on them, and the downloads. */

/** A listening (commerce §3 track response `ticket`): what listening reports refer to. */
export const listeningTickets = pgTable(
  'listening_tickets',
  {
    /** Random, unguessable (base64url of 18 bytes). */
    id: text('id').primaryKey(),
    tenantName: tenantRef(),
    /** Null for a visitor's preview. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    itemId: itemRef(),
    /** The media file played (manifest name, e.g. "aurora" or "aurora-preview"). */
    media: text('media').notNull(),
    isPreview: boolean('is_preview').notNull(),
    source: text('source').$type<'stream' | 'download'>().notNull(),
    durationSec: integer('duration_sec').notNull(),
    issuedAt: at('issued_at').notNull().defaultNow(),
    /** Reports made after this are refused (a download's ticket lasts as long as the download). */
    validUntil: at('valid_until').notNull(),
  },
  (t) => [
    index('listening_tickets_user_idx').on(t.userId),
    index('listening_tickets_item_idx').on(t.itemId),
    index('listening_tickets_valid_idx').on(t.validUntil),
  ],
);

/** Commerce §7 listening reports as received (partial every 15 s, final at the end). */
export const streamingReports = pgTable(
  'streaming_reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantName: tenantRef(),
    ticketId: text('ticket_id')
      .notNull()
      .references(() => listeningTickets.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    itemId: itemRef(),
    type: text('type').$type<'listened'>().notNull(),
    /** When the report was made (kept when the outbox replays it later). */
    reportedAt: at('reported_at').notNull(),
    usageDuration: integer('usage_duration').notNull(),
    maxUsageDuration: integer('max_usage_duration').notNull(),
    offline: boolean('offline').notNull(),
    partial: boolean('partial').notNull(),
    receivedAt: at('received_at').notNull().defaultNow(),
  },
  (t) => [
    index('streaming_reports_ticket_idx').on(t.ticketId),
    index('streaming_reports_item_idx').on(t.itemId, t.reportedAt),
    index('streaming_reports_user_idx').on(t.userId),
  ],
);

/** POST /song/download: which user keeps which item on which device, and until when it may play offline. */
export const downloads = pgTable(
  'downloads',
  {
    tenantName: tenantRef(),
    userId: userRef(),
    itemId: itemRef(),
    /** GET /device id the portal sent (1 is its fallback when the lookup failed). */
    deviceId: integer('device_id').notNull(),
    collectionId: integer('collection_id').references(() => catalogueItems.id, { onDelete: 'set null' }),
    ticketId: text('ticket_id')
      .notNull()
      .references(() => listeningTickets.id, { onDelete: 'cascade' }),
    validUntil: at('valid_until').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    renewedAt: at('renewed_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.itemId, t.deviceId] }),
    index('downloads_item_idx').on(t.itemId),
    index('downloads_ticket_idx').on(t.ticketId),
  ],
);

export type ListeningTicketRow = typeof listeningTickets.$inferSelect;
