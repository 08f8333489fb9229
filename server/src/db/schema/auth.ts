import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { LocaleCode } from '../../../../contract/locales.ts';
import type { UserInformation } from '../../../../contract/session.ts';
import { tenants } from './tenant.ts';

const tenantRef = () =>
  text('tenant_name')
    .notNull()
    .references(() => tenants.name, { onDelete: 'cascade' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const at = (name: string) => timestamp(name, { withTimezone: true });

/** Accounts are per tenant: the same e-mail may exist once in each tenant, never twice in one. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantName: tenantRef(),
    email: text('email').notNull(),
    /** PHC string of argon2id (server/src/auth/password.ts). */
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    lastName: text('last_name').notNull().default(''),
    userInformation: jsonb('user_information').$type<UserInformation>().notNull().default({}),
    /** Saved preferences (shell §4): null until the user chooses. */
    alternatTheme: boolean('alternat_theme'),
    selectedLang: text('selected_lang').$type<LocaleCode>(),
    /** Partner identity (mobile number) for partner-login tenants. */
    msisdn: text('msisdn'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_tenant_email_uq').on(t.tenantName, sql`lower(${t.email})`),
    uniqueIndex('users_tenant_msisdn_uq').on(t.tenantName, t.msisdn),
  ],
);

/**
 * Rotating refresh tokens (RFC 9700 §4.14): one family per sign-in; every refresh marks the presented
 * token used and issues a child. A used token presented again after the grace window revokes the family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantName: tenantRef(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    /** SHA-256 (base64url) of the token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    parentId: uuid('parent_id'),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    revokedAt: at('revoked_at'),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_uq').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
  ],
);

/** One-time login codes handed to the portal's login return (`?code=`), valid for seconds. */
export const authCodes = pgTable(
  'auth_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    tenantName: tenantRef(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('auth_codes_user_idx').on(t.userId)],
);

/** The hosted pages' single sign-on session (HttpOnly cookie); auto-login turns it into a code. */
export const ssoSessions = pgTable('sso_sessions', {
  tokenHash: text('token_hash').primaryKey(),
  tenantName: tenantRef(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: at('expires_at').notNull(),
  revokedAt: at('revoked_at'),
  createdAt: createdAt(),
});

/** Password-reset sessions (`?session_id=` in the mail); one use, an hour at most. */
export const passwordResets = pgTable('password_resets', {
  tokenHash: text('token_hash').primaryKey(),
  tenantName: tenantRef(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
  createdAt: createdAt(),
});

/** Partner confirmations (`?partnerToken=`): a confirmed mobile number, one use, minutes. */
export const partnerTokens = pgTable('partner_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  tenantName: tenantRef(),
  msisdn: text('msisdn').notNull(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
  createdAt: createdAt(),
});

/** Mail the server would send (reset links); the demo and the tests read it instead of an SMTP server. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantName: tenantRef(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** The link the mail carries (reset link), for the demo mailbox to render as a link. */
    link: text('link'),
    /** The From line the tenant configured for this kind of mail (parental control); null: the default sender. */
    sender: text('sender'),
    /** The mail service template the tenant configured for it, if any. */
    templateId: text('template_id'),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_recipient_idx').on(t.tenantName, sql`lower(${t.recipient})`)],
);

/** Fixed-window counters for login/reset rate limits, in the database so N server instances share them. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: at('window_start').notNull(),
  count: integer('count').notNull(),
});

/** Server-wide secrets (token signing key) generated once, so every instance on one database agrees. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

export type UserRow = typeof users.$inferSelect;
