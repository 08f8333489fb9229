import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { type CatalogueKind, catalogueItems } from '../src/db/schema/catalogue.ts';
import type { LocalizedText } from '../src/db/schema/localized-text.ts';
import { stories } from '../src/db/schema/stories.ts';
import type { SeedSection } from './seed-types.ts';
import { t } from './text.ts';

/** One story: a catalogue item's picture with a caption; linked: the story offers the item's page. */
export interface SeedStory {
  kind: CatalogueKind;
  slug: string;
  caption: LocalizedText;
  linked: boolean;
  durationMs: number;
}

/** A ring of the stories rail: its title and its stories in order. */
export interface SeedStoryGroup {
  slug: string;
  titles: LocalizedText;
  stories: SeedStory[];
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The rail's section on a home page (the node lists groups, not catalogue items). */
export const STORIES_SECTION: SeedSection = {
  slug: 'stories',
  kind: 'stories',
  titles: t('Stories', 'القصص', 'Stories', 'Storys', 'Historias', 'Povești'),
  itemKinds: [],
  orderBy: 'position',
  itemLimit: 12,
};

/**
 * Writes a tenant's stories by (group, position); stories of a group the seed no longer names, or past
 * a group's end, are removed. Items are found by kind and slug in the tenant's catalogue.
 */
export async function seedStories(tx: Tx, tenantName: string, groups: SeedStoryGroup[]): Promise<void> {
  const slugs = groups.flatMap((group) => group.stories.map((story) => story.slug));
  const items = slugs.length
    ? await tx
        .select({ id: catalogueItems.id, kind: catalogueItems.kind, slug: catalogueItems.slug })
        .from(catalogueItems)
        .where(and(eq(catalogueItems.tenantName, tenantName), inArray(catalogueItems.slug, slugs)))
    : [];
  const idOf = new Map(items.map((item) => [`${item.kind}/${item.slug}`, item.id]));
  const rows = groups.flatMap((group, groupPosition) =>
    group.stories.map((story, position) => {
      const itemId = idOf.get(`${story.kind}/${story.slug}`);
      if (itemId === undefined)
        throw new Error(`Story item ${story.kind}/${story.slug} is not in ${tenantName}`);
      return {
        tenantName,
        groupSlug: group.slug,
        groupTitles: group.titles,
        groupPosition,
        position,
        itemId,
        captions: story.caption,
        linked: story.linked,
        durationMs: story.durationMs,
      };
    }),
  );
  const excluded = (column: string) => sql.raw(`excluded.${column}`);
  if (rows.length)
    await tx
      .insert(stories)
      .values(rows)
      .onConflictDoUpdate({
        target: [stories.tenantName, stories.groupSlug, stories.position],
        set: {
          groupTitles: excluded('group_titles'),
          groupPosition: excluded('group_position'),
          itemId: excluded('item_id'),
          captions: excluded('captions'),
          linked: excluded('linked'),
          durationMs: excluded('duration_ms'),
        },
      });
  for (const group of groups)
    await tx
      .delete(stories)
      .where(
        and(
          eq(stories.tenantName, tenantName),
          eq(stories.groupSlug, group.slug),
          sql`${stories.position} >= ${group.stories.length}`,
        ),
      );
  const kept = groups.map((group) => group.slug);
  await tx
    .delete(stories)
    .where(and(eq(stories.tenantName, tenantName), notInArray(stories.groupSlug, kept.length ? kept : [''])));
}
