import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at, tenantRef } from './columns.ts';

/**
 * Idempotency-Key (draft-ietf-httpapi-idempotency-key-header): the first request's answer per tenant,
 * caller, method, path and key for 24 h. The row is inserted before the handler runs, so a concurrent
 * duplicate finds it (state running) instead of running the handler twice.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    tenantName: tenantRef(),
    /** "user:{uuid}" or "anonymous". */
    principal: text('principal').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of query and body: the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    state: text('state').$type<'running' | 'done'>().notNull(),
    status: integer('status'),
    headers: jsonb('headers').$type<Record<string, string>>(),
    body: text('body'),
    lockedAt: at('locked_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantName, t.principal, t.method, t.path, t.key] }),
    index('idempotency_keys_expires_idx').on(t.expiresAt),
  ],
);
