import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { StructureNode } from '../../../../contract/structure.ts';
import type { Db } from '../../db/client.ts';
import { catalogueItems } from '../../db/schema/catalogue.ts';
import { pickText } from '../../db/schema/localized-text.ts';
import { stories } from '../../db/schema/stories.ts';
import type { StructureSectionRow } from '../../db/schema/structure.ts';
import type { Ph } from './batch-statement.ts';
import { artworkUrl, itemClickUrl } from './click-urls.ts';
import type { QueryBatch, ShapedSelect } from './query-batch.ts';
import type { ItemFilter } from './section-items.ts';
import type { NodeContext } from './structure-nodes.ts';

const storiesSelect = (db: Db, ph: Ph) =>
  db
    .select({
      id: stories.id,
      groupSlug: stories.groupSlug,
      groupTitles: stories.groupTitles,
      captions: stories.captions,
      linked: stories.linked,
      durationMs: stories.durationMs,
      itemId: stories.itemId,
      kind: catalogueItems.kind,
      slug: catalogueItems.slug,
      subtitles: catalogueItems.subtitles,
      props: catalogueItems.props,
    })
    .from(stories)
    .innerJoin(catalogueItems, eq(catalogueItems.id, stories.itemId))
    .where(
      and(
        eq(stories.tenantName, ph('tenant')),
        eq(catalogueItems.tenantName, ph('tenant')),
        gte(catalogueItems.ageRating, ph('min')),
        lte(catalogueItems.ageRating, ph('max')),
      ),
    )
    .orderBy(asc(stories.groupPosition), asc(stories.position));

type StoryRow = Awaited<ReturnType<typeof storiesSelect>>[number];

const storiesQuery = (filter: ItemFilter): ShapedSelect<ReturnType<typeof storiesSelect>> => ({
  shape: 'stories',
  values: { tenant: filter.tenantName, min: filter.minRating, max: filter.maxRating },
  build: (db, ph) => storiesSelect(db, ph),
});

/** One story: its picture, caption, how long it shows and, when linked, the page it leads to. */
function storyNode(row: StoryRow, ctx: NodeContext): StructureNode {
  const clickUrl = row.linked
    ? itemClickUrl({
        id: row.itemId,
        kind: row.kind,
        slug: row.slug,
        props: row.props,
        subtitles: row.subtitles,
      })
    : undefined;
  return {
    name: 'story',
    data: {
      title: pickText(row.captions, ctx.lang),
      imageUrl: artworkUrl(ctx.origin, row.itemId),
      ...(clickUrl ? { clickUrl } : {}),
      customProperties: { id: row.id, durationMs: row.durationMs },
    },
  };
}

/**
 * The stories rail (commerce §2 stories): one 'story-group' per ring, its stories in order; a story whose
 * item the rating window or a switched-off family hides is left out, and so is a group left empty. Null when
 * nothing is left.
 */
export async function storiesNode(
  db: QueryBatch,
  section: StructureSectionRow,
  filter: ItemFilter,
  ctx: NodeContext,
): Promise<StructureNode | null> {
  // A story of a switched-off family's item (and the ring it would lead into) is left out like a rated one.
  const rows = (await db.all(storiesQuery(filter))).filter((row) => !filter.hiddenKinds?.includes(row.kind));
  const groups = new Map<string, StoryRow[]>();
  for (const row of rows) groups.set(row.groupSlug, [...(groups.get(row.groupSlug) ?? []), row]);
  if (groups.size === 0) return null;
  return {
    name: 'stories',
    data: {
      ...(section.titles ? { title: pickText(section.titles, ctx.lang) } : {}),
      customProperties: { fragmentId: section.slug },
    },
    substructure: [...groups].map(([slug, items]) => ({
      name: 'story-group',
      data: {
        title: pickText((items[0] as StoryRow).groupTitles, ctx.lang),
        imageUrl: artworkUrl(ctx.origin, (items[0] as StoryRow).itemId),
        customProperties: { id: slug },
      },
      substructure: items.map((row) => storyNode(row, ctx)),
    })),
  };
}
