import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { users } from '../src/db/schema/auth.ts';
import { type CatalogueKind, catalogueItems } from '../src/db/schema/catalogue.ts';
import {
  type Contingent,
  type Money,
  subscriptionTypes,
  userSubscriptions,
  walletItems,
} from '../src/db/schema/entitlement.ts';
import type { LocalizedText } from '../src/db/schema/localized-text.ts';
import { t } from './text.ts';

/** What a demo account holds: subscriptions (by type slug, active and open-ended) and owned items. */
export interface SeedEntitlements {
  subscriptions?: string[];
  wallet?: { kind: CatalogueKind; slug: string }[];
}

export interface SeedSubscriptionType {
  slug: string;
  titles: LocalizedText;
  billingCycle: string;
  price: Money;
  promotionPrice?: Money;
  contingents: Contingent[];
  /** ment_sort (commerce §3 attributes); lower sorts first. */
  sort: number;
  bestValue?: boolean;
}

const eur = (amount: number): Money => ({ amount, currency: 'EUR' });
const unlimited = (...contentTypes: Contingent['contentTypes']): Contingent[] => [
  { amount: -1, contentTypes },
];

// biome-ignore format: one type per line
export const SEED_SUBSCRIPTION_TYPES: Record<string, SeedSubscriptionType[]> = {
  demo: [
    { slug: 'all-access', titles: t('All Access', 'وصول كامل', 'Accès intégral', 'Voller Zugang', 'Acceso total', 'Acces complet'), billingCycle: 'P1M', price: eur(9.99), promotionPrice: eur(7.99), contingents: unlimited('FULL_TRACK_MUSIC', 'AUDIO_BOOK'), sort: 10, bestValue: true },
    { slug: 'music-monthly', titles: t('Music Unlimited', 'موسيقى بلا حدود', 'Musique illimitée', 'Musik unbegrenzt', 'Música ilimitada', 'Muzică nelimitată'), billingCycle: 'P1M', price: eur(4.99), contingents: unlimited('FULL_TRACK_MUSIC'), sort: 20 },
    { slug: 'music-weekly', titles: t('Music Week Pass', 'تصريح الموسيقى الأسبوعي', 'Pass musique semaine', 'Musik-Wochenpass', 'Pase semanal de música', 'Abonament muzical săptămânal'), billingCycle: 'P7D', price: eur(1.49), contingents: unlimited('FULL_TRACK_MUSIC'), sort: 30 },
    { slug: 'audiobooks-monthly', titles: t('Audiobooks Unlimited', 'كتب صوتية بلا حدود', 'Livres audio illimités', 'Hörbücher unbegrenzt', 'Audiolibros ilimitados', 'Cărți audio nelimitate'), billingCycle: 'P1M', price: eur(6.99), promotionPrice: eur(4.99), contingents: unlimited('AUDIO_BOOK'), sort: 40 },
  ],
  acme: [
    { slug: 'acme-music', titles: t('Acme Music', 'Acme Music', 'Acme Musique', 'Acme Musik', 'Acme Música', 'Acme Muzică'), billingCycle: 'P1M', price: eur(3.99), contingents: unlimited('FULL_TRACK_MUSIC'), sort: 10 },
  ],
};

// Wallet dates a day apart from a fixed epoch, so "newest first" is the order written here on every machine.
const WALLET_EPOCH = Date.parse('2026-06-01T12:00:00Z');
const DAY_MS = 86_400_000;

/** Commerce §3 attributes: sort, best value, and the display name per locale. */
const attributesOf = (type: SeedSubscriptionType) => [
  { key: 'ment_sort', value: String(type.sort) },
  { key: 'ment_best_value', value: type.bestValue ? '1' : '0' },
  ...Object.entries(type.titles).map(([lang, text]) => ({
    key: `DISPLAY_SERVICE_NAME_TEXT_${lang}`,
    value: text,
  })),
];

async function upsertTypes(
  db: Db,
  tenantName: string,
): Promise<Map<string, { id: number; contingents: Contingent[] }>> {
  const byslug = new Map<string, { id: number; contingents: Contingent[] }>();
  for (const type of SEED_SUBSCRIPTION_TYPES[tenantName] ?? []) {
    const values = {
      name: type.titles.en,
      titles: type.titles,
      attributes: attributesOf(type),
      billingCycle: type.billingCycle,
      price: type.price,
      promotionPrice: type.promotionPrice ?? null,
      contingents: type.contingents,
    };
    const [row] = await db
      .insert(subscriptionTypes)
      .values({ tenantName, slug: type.slug, ...values })
      .onConflictDoUpdate({ target: [subscriptionTypes.tenantName, subscriptionTypes.slug], set: values })
      .returning({ id: subscriptionTypes.id });
    if (row) byslug.set(type.slug, { id: row.id, contingents: type.contingents });
  }
  return byslug;
}

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
  const types = await upsertTypes(db, tenantName);
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
      if (held) continue;
      await db.insert(userSubscriptions).values({
        tenantName,
        userId: id,
        typeId: type.id,
        state: 'ACTIVE',
        contingents: type.contingents,
      });
    }
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
