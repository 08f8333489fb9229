import { and, eq } from 'drizzle-orm';
import { arcadeCompetitions } from '../../db/schema/arcade.ts';
import { type CatalogueItemRow, catalogueItems } from '../../db/schema/catalogue.ts';
import type { TestApp } from '../../testing/test-app.ts';

/** The tenant's seeded arcade games, in id order. */
export async function arcadeGames(t: TestApp, tenant = 'demo'): Promise<CatalogueItemRow[]> {
  return t.database.db
    .select()
    .from(catalogueItems)
    .where(and(eq(catalogueItems.tenantName, tenant), eq(catalogueItems.kind, 'arcade')))
    .orderBy(catalogueItems.id);
}

/** Moves a seeded competition's window (a finished or a not-yet-running competition for a test). */
export async function moveCompetition(
  t: TestApp,
  tenant: string,
  slug: string,
  window: { startsAt: Date; endsAt: Date },
): Promise<void> {
  await t.database.db
    .update(arcadeCompetitions)
    .set(window)
    .where(and(eq(arcadeCompetitions.tenantName, tenant), eq(arcadeCompetitions.slug, slug)));
}

export const arcadeBody = (contentId: number) => ({ contentId, protocol: 'https', deviceId: 1000 });
