import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { catalogueItems } from '../src/db/schema/catalogue.ts';
import { type Contingent, subscriptionGroups, subscriptionTypes } from '../src/db/schema/entitlement.ts';
import { attributesOf } from './plan-attributes.ts';
import { SEED_GROUPS, SEED_SUBSCRIPTION_TYPES, type SeedSubscriptionType } from './subscription-plans.ts';

/** ment_note per tenant, in the tenant's default language (the spec gives it no locale). */
const NOTES: Record<string, string> = {
  demo: 'Prices include VAT. Sandbox payments only: no real money is charged.',
  acme: 'Prix TTC. Paiements de démonstration : aucun montant réel n’est débité.',
};

async function itemIds(db: Db, tenantName: string, types: SeedSubscriptionType[]) {
  const wanted = types.flatMap((type) => [
    type.icon,
    ...(type.background ? [type.background] : []),
    ...(type.infoService ? [{ kind: 'info-service', slug: type.infoService }] : []),
  ]);
  const rows = await db
    .select({ id: catalogueItems.id, kind: catalogueItems.kind, slug: catalogueItems.slug })
    .from(catalogueItems)
    .where(
      and(
        eq(catalogueItems.tenantName, tenantName),
        inArray(
          catalogueItems.slug,
          wanted.map((w) => w.slug),
        ),
      ),
    );
  return (ref: { kind: string; slug: string }): number => {
    const row = rows.find((r) => r.kind === ref.kind && r.slug === ref.slug);
    if (!row)
      throw new Error(`Seed: plan artwork or info-service ${ref.kind} ${ref.slug} missing in ${tenantName}`);
    return row.id;
  };
}

async function upsertGroups(db: Db, tenantName: string): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const group of SEED_GROUPS[tenantName] ?? []) {
    const [row] = await db
      .insert(subscriptionGroups)
      .values({ tenantName, ...group })
      .onConflictDoUpdate({
        target: [subscriptionGroups.tenantName, subscriptionGroups.slug],
        set: { name: group.name },
      })
      .returning({ id: subscriptionGroups.id });
    if (row) ids.set(group.slug, row.id);
  }
  return ids;
}

export type SeededTypes = Map<string, { id: number; contingents: Contingent[]; billingCycle: string }>;

/** The tenant's groups and plans, upserted by slug: a re-seed updates the demo rows in place. */
export async function upsertPlans(db: Db, tenantName: string): Promise<SeededTypes> {
  const types = SEED_SUBSCRIPTION_TYPES[tenantName] ?? [];
  const groups = await upsertGroups(db, tenantName);
  const idOf = await itemIds(db, tenantName, types);
  const seeded: SeededTypes = new Map();
  for (const type of types) {
    const art = { icon: idOf(type.icon), ...(type.background ? { background: idOf(type.background) } : {}) };
    const values = {
      name: type.titles.en,
      titles: type.titles,
      attributes: attributesOf(type, art, NOTES[tenantName] ?? ''),
      billingCycle: type.billingCycle,
      price: type.price,
      promotionPrice: type.promotionPrice ?? null,
      maxTrialDuration: type.trial ?? null,
      contingents: type.contingents,
      accumulateContingent: type.accumulate ?? false,
      consents: type.consents ?? [],
      partner: type.partner ?? null,
      kind: type.kind ?? 'SUBSCRIPTION',
      groupId: type.group ? (groups.get(type.group.slug) ?? null) : null,
      levelOrder: type.group?.level ?? null,
      infoServiceItemId: type.infoService ? idOf({ kind: 'info-service', slug: type.infoService }) : null,
    };
    const [row] = await db
      .insert(subscriptionTypes)
      .values({ tenantName, slug: type.slug, ...values })
      .onConflictDoUpdate({ target: [subscriptionTypes.tenantName, subscriptionTypes.slug], set: values })
      .returning({ id: subscriptionTypes.id });
    if (row)
      seeded.set(type.slug, { id: row.id, contingents: type.contingents, billingCycle: type.billingCycle });
  }
  return seeded;
}
