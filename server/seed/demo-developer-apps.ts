import { createHash, randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { AppScope } from '../../contract/developer-apps.ts';
import { hashPassword } from '../src/auth/password.ts';
import type { Db } from '../src/db/client.ts';
import { users } from '../src/db/schema/auth.ts';
import { catalogueItems } from '../src/db/schema/catalogue.ts';
import { developerApps } from '../src/db/schema/developer-apps.ts';

/** The demo developer who owns the listed partner apps (server/seed/users.ts). */
export const DEMO_DEVELOPER = 'developer@demo.example';

/** The scopes every seeded partner app registers. */
const SEED_SCOPES: AppScope[] = ['profile:read', 'favourites:read'];

/** A listed app's client id, the same on every machine: "app" and 32 hex digits of its names. */
export const seededClientId = (tenantName: string, slug: string): string =>
  `app${createHash('sha256').update(`developer-app:${tenantName}:${slug}`).digest('hex').slice(0, 32)}`;

/** Where a listed partner app receives its codes. */
export const seededRedirectUri = (slug: string): string => `https://${slug}.example/oauth/callback`;

/**
 * Gives each listed partner app (kind 'app', appType partner) of the tenant a developer app owned by
 * the demo developer, created once: its secret is random and known to nobody (the developer rotates it
 * on /apps/manage/{id} to see one).
 */
export async function seedDeveloperApps(db: Db, tenantName: string): Promise<void> {
  const [developer] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantName, tenantName), sql`lower(${users.email}) = ${DEMO_DEVELOPER}`));
  if (!developer) return;
  const listed = await db
    .select({ id: catalogueItems.id, slug: catalogueItems.slug, titles: catalogueItems.titles })
    .from(catalogueItems)
    .where(
      and(
        eq(catalogueItems.tenantName, tenantName),
        eq(catalogueItems.kind, 'app'),
        sql`${catalogueItems.props} @> '{"appType":"partner"}'::jsonb`,
      ),
    )
    .orderBy(catalogueItems.slug);
  for (const item of listed) {
    const clientId = seededClientId(tenantName, item.slug);
    const [known] = await db
      .select({ id: developerApps.id })
      .from(developerApps)
      .where(eq(developerApps.clientId, clientId));
    if (known) continue;
    await db.insert(developerApps).values({
      tenantName,
      ownerId: developer.id,
      clientId,
      secretHash: await hashPassword(randomBytes(32).toString('base64url')),
      name: item.titles.en ?? item.slug,
      description: '',
      redirectUris: [seededRedirectUri(item.slug)],
      scopes: SEED_SCOPES,
      catalogueItemId: item.id,
    });
  }
}
