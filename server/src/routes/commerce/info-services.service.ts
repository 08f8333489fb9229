import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { subscriptionTypes } from '../../db/schema/entitlement.ts';
import { effectivePrice } from '../player/purchase-options.ts';
import { presentSubscription, subscriptionRows, type UserScope } from './subscriptions.service.ts';

type Which = 'all' | 'daily' | 'daily-abo';

/**
 * GET /info-service/subscriptions (the user's info-service subscriptions, current and past), /daily (the
 * daily info-services on sale, each with the user's subscription if any) and /daily-abo (the user's held
 * daily ones).
 */
export async function infoServices(db: Db, scope: UserScope, which: Which) {
  const types = await db
    .select()
    .from(subscriptionTypes)
    .where(
      and(eq(subscriptionTypes.tenantName, scope.tenantName), eq(subscriptionTypes.kind, 'INFO_SERVICE')),
    );
  const rows = await subscriptionRows(db, scope);
  const entries = types.map((type) => {
    const row =
      rows.find((r) => r.typeId === type.id && r.state !== 'CANCELED') ??
      rows.find((r) => r.typeId === type.id);
    const subscribed = Boolean(row && (row.active || row.state === 'REQUESTED'));
    return {
      type,
      entry: {
        subscriptionTypeId: type.id,
        infoServiceId: type.infoServiceItemId ?? 0,
        name: type.name,
        billingCycle: type.billingCycle as 'P1D' | 'P7D' | 'P1M' | 'P1Y',
        price: effectivePrice(type),
        subscribed,
        subscription: row ? presentSubscription(row) : null,
      },
    };
  });
  if (which === 'all') return entries.filter((e) => e.entry.subscription !== null).map((e) => e.entry);
  const daily = entries.filter(
    (e) => e.type.billingCycle === 'P1D' && (which === 'daily' ? e.type.enabled : true),
  );
  return (which === 'daily' ? daily : daily.filter((e) => e.entry.subscribed)).map((e) => e.entry);
}
