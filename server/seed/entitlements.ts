import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { users } from '../src/db/schema/auth.ts';
import { type CatalogueKind, catalogueItems } from '../src/db/schema/catalogue.ts';
import { creditCards } from '../src/db/schema/commerce.ts';
import { userSubscriptions, walletItems } from '../src/db/schema/entitlement.ts';
import { cycleInterval } from '../src/routes/commerce/billing-cycle.ts';
import { upsertPlans } from './plans-upsert.ts';

/** A subscriber's stored sandbox card (Visa ending 4242, always succeeds), so its renewals are paid. */
async function seedCard(db: Db, tenantName: string, userId: string): Promise<void> {
  const [card] = await db
    .select({ id: creditCards.id })
    .from(creditCards)
    .where(eq(creditCards.userId, userId));
  if (card) return;
  await db.insert(creditCards).values({
    tenantName,
    userId,
    brand: 'VISA',
    last4: '4242',
    expiryMonth: 12,
    expiryYear: 2034,
    behaviour: 'SUCCESS',
    isDefault: true,
  });
}

/** What a demo account holds: subscriptions (by type slug, active, renewing) and owned items. */
export interface SeedEntitlements {
  subscriptions?: string[];
  wallet?: { kind: CatalogueKind; slug: string }[];
}

// Wallet dates a day apart from a fixed epoch, so "newest first" is the order written here on every machine.
const WALLET_EPOCH = Date.parse('2026-06-01T12:00:00Z');
const DAY_MS = 86_400_000;

async function userId(db: Db, tenantName: string, email: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantName, tenantName), sql`lower(${users.email}) = lower(${email})`));
  return row?.id;
}

/**
 * The tenant's subscription types (upserted by slug) and what each demo account holds. A subscription
 * is added only when the account has none of that type in any state, and wallet items only when missing,
 * so a later cancellation or purchase survives every re-applied seed.
 */
export async function seedEntitlements(
  db: Db,
  tenantName: string,
  accounts: { email: string; entitlements?: SeedEntitlements }[],
): Promise<void> {
  const types = await upsertPlans(db, tenantName);
  for (const account of accounts) {
    const { subscriptions = [], wallet = [] } = account.entitlements ?? {};
    if (subscriptions.length === 0 && wallet.length === 0) continue;
    const id = await userId(db, tenantName, account.email);
    if (!id) continue;
    for (const slug of subscriptions) {
      const type = types.get(slug);
      if (!type)
        throw new Error(`Seed: ${account.email} subscribes to unknown type ${slug} of ${tenantName}`);
      const [held] = await db
        .select({ id: userSubscriptions.id })
        .from(userSubscriptions)
        .where(and(eq(userSubscriptions.userId, id), eq(userSubscriptions.typeId, type.id)));
      if (held) {
        // Subscriptions seeded before renewals existed were open-ended: they renew from now on.
        await db
          .update(userSubscriptions)
          .set({ nextRenewalDate: sql`commerce_now() + ${cycleInterval(type.billingCycle)}::interval` })
          .where(
            and(
              eq(userSubscriptions.id, held.id),
              isNull(userSubscriptions.nextRenewalDate),
              eq(userSubscriptions.state, 'ACTIVE'),
            ),
          );
        continue;
      }
      await db.insert(userSubscriptions).values({
        tenantName,
        userId: id,
        typeId: type.id,
        state: 'ACTIVE',
        contingents: type.contingents,
        nextRenewalDate: sql`commerce_now() + ${cycleInterval(type.billingCycle)}::interval`,
      });
    }
    if (subscriptions.length > 0) await seedCard(db, tenantName, id);
    for (const [index, owned] of wallet.entries()) {
      const [item] = await db
        .select({ id: catalogueItems.id })
        .from(catalogueItems)
        .where(
          and(
            eq(catalogueItems.tenantName, tenantName),
            eq(catalogueItems.kind, owned.kind),
            eq(catalogueItems.slug, owned.slug),
          ),
        );
      if (!item)
        throw new Error(`Seed: ${account.email} owns unknown ${owned.kind} ${owned.slug} of ${tenantName}`);
      await db
        .insert(walletItems)
        .values({
          tenantName,
          userId: id,
          itemId: item.id,
          source: 'GIFT',
          acquiredAt: new Date(WALLET_EPOCH - index * DAY_MS),
        })
        .onConflictDoNothing();
    }
  }
}
