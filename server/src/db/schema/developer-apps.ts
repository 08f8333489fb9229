import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AppScope } from '../../../../contract/developer-apps.ts';
import { catalogueItems } from './catalogue.ts';
import { at, tenantRef, userRef } from './columns.ts';

/** Shell §2 partner developer apps: the client secret only as an argon2id PHC string. */
export const developerApps = pgTable(
  'developer_apps',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantName: tenantRef(),
    ownerId: userRef(),
    clientId: text('client_id').notNull(),
    secretHash: text('secret_hash').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    redirectUris: jsonb('redirect_uris').$type<string[]>().notNull(),
    scopes: jsonb('scopes').$type<AppScope[]>().notNull(),
    status: text('status').$type<'active' | 'revoked'>().notNull().default('active'),
    /** The catalogue listing (kind 'app') this app stands behind, if any. */
    catalogueItemId: integer('catalogue_item_id').references(() => catalogueItems.id, {
      onDelete: 'set null',
    }),
    createdAt: at('created_at').notNull().defaultNow(),
    secretRotatedAt: at('secret_rotated_at').notNull().defaultNow(),
    revokedAt: at('revoked_at'),
  },
  (t) => [
    uniqueIndex('developer_apps_client_uq').on(t.clientId),
    index('developer_apps_owner_idx').on(t.tenantName, t.ownerId),
    uniqueIndex('developer_apps_catalogue_uq').on(t.tenantName, t.catalogueItemId),
    check('developer_apps_status_ck', sql`${t.status} in ('active', 'revoked')`),
  ],
);

/** A user's consent to an app: the scopes granted; a revoked row stays as history. */
export const appConsents = pgTable(
  'app_consents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantName: tenantRef(),
    userId: userRef(),
    appId: integer('app_id')
      .notNull()
      .references(() => developerApps.id, { onDelete: 'cascade' }),
    scopes: jsonb('scopes').$type<AppScope[]>().notNull(),
    grantedAt: at('granted_at').notNull().defaultNow(),
    revokedAt: at('revoked_at'),
  },
  (t) => [
    uniqueIndex('app_consents_live_uq')
      .on(t.tenantName, t.userId, t.appId)
      .where(sql`${t.revokedAt} is null`),
  ],
);

/** Authorization codes: hashed, single use, a minute long, bound to the redirect URI (and a PKCE challenge). */
export const appAuthCodes = pgTable('app_auth_codes', {
  codeHash: text('code_hash').primaryKey(),
  tenantName: tenantRef(),
  consentId: integer('consent_id')
    .notNull()
    .references(() => appConsents.id, { onDelete: 'cascade' }),
  redirectUri: text('redirect_uri').notNull(),
  scopes: jsonb('scopes').$type<AppScope[]>().notNull(),
  codeChallenge: text('code_challenge'),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
});

/** Access tokens issued to apps: hashed; valid only while the consent and the app are. */
export const appAccessTokens = pgTable('app_access_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  tenantName: tenantRef(),
  consentId: integer('consent_id')
    .notNull()
    .references(() => appConsents.id, { onDelete: 'cascade' }),
  scopes: jsonb('scopes').$type<AppScope[]>().notNull(),
  expiresAt: at('expires_at').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

export type DeveloperAppRow = typeof developerApps.$inferSelect;
