import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { LOCALE_CODES } from '../../contract/locales.ts';
import type { Db } from '../src/db/client.ts';
import { catalogueItems } from '../src/db/schema/catalogue.ts';
import { tenantConfigurations } from '../src/db/schema/configuration.ts';
import { tenantTexts } from '../src/db/schema/i18n.ts';
import { seedState } from '../src/db/schema/seed-state.ts';
import { structureSections, structures } from '../src/db/schema/structure.ts';
import { tenantHosts, tenants } from '../src/db/schema/tenant.ts';
import { externalProviders } from '../src/db/schema/video.ts';
import { saveRouteRule } from '../src/routes/route-rules/route-rules.service.ts';
import { ACME_TENANT } from './acme-tenant.ts';
import { seedArcade } from './demo-arcade.ts';
import { seedDeveloperApps } from './demo-developer-apps.ts';
import { SEED_TEAMS, seedTeams } from './demo-teams.ts';
import { DEMO_TENANT } from './demo-tenant.ts';
import { KIOSK_TENANT } from './kiosk-tenant.ts';
import type { SeedItem, SeedTenant } from './seed-types.ts';
import { seedStories } from './stories.ts';
import { SEED_STORIES } from './story-content.ts';
import { SEED_GROUPS, SEED_SUBSCRIPTION_TYPES } from './subscription-plans.ts';
import { SEED_USERS, seedUsers } from './users.ts';
import { SEED_EXTERNAL_PROVIDERS } from './video-providers.ts';

export const SEED_TENANTS: SeedTenant[] = [DEMO_TENANT, ACME_TENANT, KIOSK_TENANT];

// A fixed epoch keeps seeded dates, and so "newest" rails, identical on every machine.
const SEED_EPOCH = Date.parse('2026-06-01T12:00:00Z');
const DAY_MS = 86_400_000;
const ITEM_BATCH = 500;

/** Stable pseudo-random numbers from the slug, so artwork and popularity never change between runs. */
function slugNumbers(tenant: string, slug: string) {
  const hash = createHash('sha256').update(`${tenant}/${slug}`).digest();
  return {
    hue: hash.readUInt16BE(0) % 360,
    seed: hash.readUInt32BE(2) >>> 1,
    popularity: hash.readUInt16BE(6),
  };
}

function itemRow(tenantName: string, item: SeedItem, indexInKind: number) {
  const { hue, seed, popularity } = slugNumbers(tenantName, item.slug);
  return {
    tenantName,
    kind: item.kind,
    slug: item.slug,
    titles: item.titles,
    subtitles: item.subtitles ?? null,
    props: item.props ?? {},
    ageRating: item.rating,
    artHue: hue,
    artSeed: seed,
    // Episodes are watched through their series, so stand-alone videos lead mixed video lists.
    popularity: item.kind === 'video' && item.props?.parent ? popularity >> 2 : popularity,
    // Seed files list each kind newest first, a few days apart.
    createdAt: new Date(SEED_EPOCH - indexInKind * 3 * DAY_MS),
  };
}

const excluded = (column: string) => sql.raw(`excluded.${column}`);

/**
 * Creates the tenant when missing and brings its seeded rows up to date (upsert by natural key),
 * so an existing database gains new seed content. Rows the seed does not name are never touched;
 * configuration and route rules are only inserted, so an operator's edits survive; of an existing
 * tenant only the seeded feature flags and auto-login cookie are applied; demo accounts are only
 * inserted when missing. A seed whose digest was already applied is skipped, so a normal restart
 * does one lookup per tenant.
 */
async function seedTenant(db: Db, seed: SeedTenant): Promise<'created' | 'updated' | 'unchanged'> {
  const accounts = SEED_USERS[seed.tenant.name] ?? [];
  const subscriptionTypes = SEED_SUBSCRIPTION_TYPES[seed.tenant.name] ?? [];
  const groups = SEED_GROUPS[seed.tenant.name] ?? [];
  const providers = SEED_EXTERNAL_PROVIDERS[seed.tenant.name] ?? [];
  const teams = SEED_TEAMS[seed.tenant.name] ?? [];
  const storyGroups = SEED_STORIES[seed.tenant.name] ?? [];
  const digest = createHash('sha256')
    .update(
      JSON.stringify({
        seed,
        accounts,
        subscriptionTypes,
        groups,
        providers,
        teams,
        storyGroups,
        plansVersion: 2,
        arcade: 1,
      }),
    )
    .digest('hex');
  return db.transaction(async (tx) => {
    const [applied] = await tx
      .select({ digest: seedState.digest })
      .from(seedState)
      .where(eq(seedState.tenantName, seed.tenant.name));
    if (applied?.digest === digest) return 'unchanged';
    const created = await tx
      .insert(tenants)
      .values(seed.tenant)
      .onConflictDoNothing()
      .returning({ name: tenants.name });
    const tenantName = seed.tenant.name;
    if (created.length === 0) {
      // Seed keys win, keys an operator added stay.
      const features = seed.tenant.features ?? {};
      await tx
        .update(tenants)
        .set({
          features: sql`${tenants.features} || ${JSON.stringify(features)}::jsonb`,
          ...(seed.tenant.autoLoginCookie ? { autoLoginCookie: seed.tenant.autoLoginCookie } : {}),
        })
        .where(eq(tenants.name, tenantName));
    }
    await tx
      .insert(tenantHosts)
      .values(seed.hosts.map((hostname) => ({ hostname, tenantName })))
      .onConflictDoNothing();
    const texts = LOCALE_CODES.flatMap((lang) =>
      Object.entries(seed.texts[lang]).map(([key, text]) => ({ tenantName, lang, key, text })),
    );
    await tx
      .insert(tenantTexts)
      .values(texts)
      .onConflictDoUpdate({
        target: [tenantTexts.tenantName, tenantTexts.lang, tenantTexts.key],
        set: { text: excluded('text') },
      });
    const seen = new Map<string, number>();
    const rows = seed.items.map((item) => {
      const index = seen.get(item.kind) ?? 0;
      seen.set(item.kind, index + 1);
      return itemRow(tenantName, item, index);
    });
    // Batches keep each statement well under PostgreSQL's 65,535 bound parameters.
    for (let start = 0; start < rows.length; start += ITEM_BATCH)
      await tx
        .insert(catalogueItems)
        .values(rows.slice(start, start + ITEM_BATCH))
        .onConflictDoUpdate({
          target: [catalogueItems.tenantName, catalogueItems.kind, catalogueItems.slug],
          set: {
            titles: excluded('titles'),
            subtitles: excluded('subtitles'),
            ageRating: excluded('age_rating'),
            props: excluded('props'),
          },
          // Unchanged rows are left alone: no write, no index or search-trigger work.
          setWhere: sql`(${catalogueItems.titles}, ${catalogueItems.subtitles}, ${catalogueItems.ageRating}, ${catalogueItems.props}) is distinct from (${excluded('titles')}, ${excluded('subtitles')}, ${excluded('age_rating')}, ${excluded('props')})`,
        });
    for (const structure of seed.structures) {
      await tx
        .insert(structures)
        .values({ tenantName, name: structure.name, titles: structure.titles })
        .onConflictDoUpdate({
          target: [structures.tenantName, structures.name],
          set: { titles: structure.titles },
        });
      await tx
        .insert(structureSections)
        .values(
          structure.sections.map((section, position) => ({
            ...section,
            tenantName,
            structureName: structure.name,
            position,
            moreUrl: section.moreUrl ?? null,
          })),
        )
        .onConflictDoUpdate({
          target: [structureSections.tenantName, structureSections.structureName, structureSections.slug],
          set: {
            position: excluded('position'),
            titles: excluded('titles'),
            itemKinds: excluded('item_kinds'),
            orderBy: excluded('order_by'),
            itemLimit: excluded('item_limit'),
            moreUrl: excluded('more_url'),
          },
        });
    }
    await tx
      .insert(tenantConfigurations)
      .values({ tenantName, ...seed.configuration })
      .onConflictDoNothing();
    for (const rule of seed.routeRules) await saveRouteRule(tx, tenantName, rule, 'keep');
    if (providers.length > 0)
      await tx
        .insert(externalProviders)
        .values(providers.map((provider) => ({ tenantName, ...provider })))
        .onConflictDoUpdate({
          target: [externalProviders.tenantName, externalProviders.code],
          set: { source: excluded('source'), host: excluded('host') },
        });
    await seedUsers(tx, tenantName, accounts);
    await seedTeams(tx, tenantName, teams);
    await seedArcade(tx, tenantName);
    await seedDeveloperApps(tx, tenantName);
    await seedStories(tx, tenantName, storyGroups);
    await tx
      .insert(seedState)
      .values({ tenantName, digest })
      .onConflictDoUpdate({ target: seedState.tenantName, set: { digest, appliedAt: new Date() } });
    return created.length > 0 ? 'created' : 'updated';
  });
}

/** Idempotent start-up seed: creates missing demo tenants and applies a changed demo seed; returns the tenants created. */
export async function seedDemoData(db: Db, seeds: SeedTenant[] = SEED_TENANTS): Promise<string[]> {
  const created: string[] = [];
  let changed = false;
  for (const seed of seeds) {
    const outcome = await seedTenant(db, seed);
    if (outcome === 'created') created.push(seed.tenant.name);
    changed ||= outcome !== 'unchanged';
  }
  // Fresh statistics, so the planner reads lists from their indexes (PGlite never analyzes by itself).
  if (changed) await db.execute(sql`analyze`);
  return created;
}
