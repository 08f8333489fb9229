import { integer, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { catalogueItems } from './catalogue.ts';
import { tenants } from './tenant.ts';

/** The owning tenant; its rows go with it. */
export const tenantRef = () =>
  text('tenant_name')
    .notNull()
    .references(() => tenants.name, { onDelete: 'cascade' });

/** The owning user; their rows go with them. */
export const userRef = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** A catalogue item; rows about it go with it. */
export const itemRef = () =>
  integer('item_id')
    .notNull()
    .references(() => catalogueItems.id, { onDelete: 'cascade' });

/** A point in time, with its time zone. */
export const at = (name: string) => timestamp(name, { withTimezone: true });
