import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { type AnalyticsBatch, isTagId } from '../../../../contract/analytics.ts';
import type { Db } from '../../db/client.ts';
import { analyticsEvents } from '../../db/schema/analytics.ts';
import { tenantConfigurations } from '../../db/schema/configuration.ts';

/** Stored events older than this are deleted (each tenant's expired rows go with its next batch). */
export const ANALYTICS_RETENTION_DAYS = 30;

/** The tenant's tag id (configuration adService), only when the service is enabled and the id is well formed. */
export async function configuredTagId(db: Db, tenantName: string): Promise<string | undefined> {
  const [row] = await db
    .select({ groups: tenantConfigurations.groups })
    .from(tenantConfigurations)
    .where(eq(tenantConfigurations.tenantName, tenantName));
  const adService = row?.groups.adService as { tagId?: unknown; enabled?: unknown } | undefined;
  const tagId = typeof adService?.tagId === 'string' ? adService.tagId : undefined;
  return adService?.enabled === true && isTagId(tagId) ? tagId : undefined;
}

/** Stores one batch and drops the tenant's events past the retention, in one transaction. */
export async function storeEvents(db: Db, tenantName: string, batch: AnalyticsBatch): Promise<number> {
  return db.transaction(async (tx) => {
    await tx
      .delete(analyticsEvents)
      .where(
        and(
          eq(analyticsEvents.tenantName, tenantName),
          lt(analyticsEvents.receivedAt, sql`now() - make_interval(days => ${ANALYTICS_RETENTION_DAYS})`),
        ),
      );
    const rows = batch.events.map((event) => ({
      tenantName,
      tagId: batch.tagId,
      event: event.event,
      data: event.data,
    }));
    await tx.insert(analyticsEvents).values(rows);
    return rows.length;
  });
}

export interface StoredEvent {
  event: string;
  data: Record<string, string | number | boolean>;
  receivedAt: string;
}

/** The tenant's newest events first (the demo tool the journeys read). */
export async function recentEvents(db: Db, tenantName: string, limit = 200): Promise<StoredEvent[]> {
  const rows = await db
    .select({
      event: analyticsEvents.event,
      data: analyticsEvents.data,
      receivedAt: analyticsEvents.receivedAt,
    })
    .from(analyticsEvents)
    .where(eq(analyticsEvents.tenantName, tenantName))
    .orderBy(desc(analyticsEvents.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, receivedAt: row.receivedAt.toISOString() }));
}
