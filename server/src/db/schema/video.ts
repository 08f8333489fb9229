import { sql } from 'drizzle-orm';
import { bigserial, index, integer, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { catalogueItems } from './catalogue.ts';
import { at, itemRef, tenantRef } from './columns.ts';

/**
 * One ClearKey content key per protected video title (commerce §7), made on the title's first play. The key
 * is kept sealed: base64url of iv ‖ tag ‖ ciphertext, AES-256-GCM under a key derived from the `video-keys`
 * server secret, with `{tenant}:{item}:{kid}` as associated data so a sealed key never opens for another row.
 */
export const videoKeys = pgTable(
  'video_keys',
  {
    tenantName: tenantRef(),
    itemId: itemRef(),
    /** Key id, 32 lowercase hex digits (the MPD's default_KID without dashes). */
    kid: text('kid').notNull(),
    keySealed: text('key_sealed').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantName, t.itemId] }), unique('video_keys_kid_uq').on(t.kid)],
);
export type VideoKeyRow = typeof videoKeys.$inferSelect;

/** What a licence or HLS key request was: the W3C ClearKey licence, or the raw HLS key. */
export type LicenceRequestKind = 'stream' | 'hls-key';

/**
 * Every licence and HLS key request, granted or refused (outcome GRANTED or the refusal's problem code):
 * who asked (when the grant or token said so), for which title and which key ids.
 */
export const licenceRequests = pgTable(
  'licence_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantName: tenantRef(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    itemId: integer('item_id').references(() => catalogueItems.id, { onDelete: 'set null' }),
    /** Key ids asked for, as the request named them (base64url); the HLS key request names the title's. */
    kids: text('kids').array().notNull().default(sql`'{}'::text[]`),
    kind: text('kind').$type<LicenceRequestKind>().notNull(),
    outcome: text('outcome').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('licence_requests_tenant_at_idx').on(t.tenantName, t.createdAt)],
);
export type LicenceRequestRow = typeof licenceRequests.$inferSelect;

/**
 * External video sources (commerce §7 /video/{ex}/…): a title whose props.source is `source` plays from
 * the provider's host, for holders of a plan carrying the provider `code` (externalProviderCode).
 */
export const externalProviders = pgTable(
  'external_providers',
  {
    tenantName: tenantRef(),
    /** The provider code, as plans carry it (externalProviderCode). */
    code: text('code').notNull(),
    /** props.source of the titles it delivers, and the path segment of its origin (/ext/{source}/v/…). */
    source: text('source').notNull(),
    /** Host name of its origin (the port is the server's). */
    host: text('host').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantName, t.code] }),
    unique('external_providers_tenant_source_uq').on(t.tenantName, t.source),
  ],
);
export type ExternalProviderRow = typeof externalProviders.$inferSelect;
