import { and, eq } from 'drizzle-orm';
import { CONTENT_TYPE_OF_KIND, type ContentType } from '../../../../contract/history.ts';
import type { Db } from '../../db/client.ts';
import { type CatalogueItemRow, type CatalogueKind, catalogueItems } from '../../db/schema/catalogue.ts';
import { ProblemError } from '../../http/problem.ts';
import { type MediaEntry, mediaManifest } from '../media/media-library.ts';

/** What the audio player plays, and the collection each belongs to (props.parent names it by slug). */
export const PARENT_KIND = {
  track: 'album',
  episode: 'podcast',
  chapter: 'audiobook',
} as const satisfies Partial<Record<CatalogueKind, CatalogueKind>>;
export type PlayableKind = keyof typeof PARENT_KIND;
export const PLAYABLE_AUDIO_KINDS = Object.keys(PARENT_KIND) as PlayableKind[];

export interface Playable {
  item: CatalogueItemRow;
  /** The album, podcast or audiobook of the item, when it has one. */
  collection: CatalogueItemRow | undefined;
  contentType: ContentType;
}

const isPlayableKind = (kind: CatalogueKind): kind is PlayableKind => Object.hasOwn(PARENT_KIND, kind);

const notPlayable = (id: number) =>
  new ProblemError({ status: 404, code: 'ITEM_NOT_FOUND', detail: `There is no playable item ${id}.` });

/** The tenant's track, episode or chapter with this id (any rating), else 404. */
export async function playableItem(db: Db, tenantName: string, id: number): Promise<Playable> {
  const [item] = await db
    .select()
    .from(catalogueItems)
    .where(and(eq(catalogueItems.tenantName, tenantName), eq(catalogueItems.id, id)));
  if (!item || !isPlayableKind(item.kind)) throw notPlayable(id);
  const contentType = CONTENT_TYPE_OF_KIND[item.kind];
  if (!contentType) throw notPlayable(id);
  const parent = item.props.parent;
  const [collection] = parent
    ? await db
        .select()
        .from(catalogueItems)
        .where(
          and(
            eq(catalogueItems.tenantName, tenantName),
            eq(catalogueItems.kind, PARENT_KIND[item.kind]),
            eq(catalogueItems.slug, parent),
          ),
        )
    : [];
  return { item, collection, contentType };
}

export interface AudioFile {
  name: string;
  entry: MediaEntry;
}

/** The item's full audio file and its 30 s preview, where the media manifest has them. */
export function audioFiles(item: CatalogueItemRow): { full?: AudioFile; preview?: AudioFile } {
  const audio: Record<string, MediaEntry> = mediaManifest().audio;
  const file = (name: string | undefined): AudioFile | undefined => {
    const entry = name && Object.hasOwn(audio, name) ? audio[name] : undefined;
    return name && entry ? { name, entry } : undefined;
  };
  const full = file(item.props.audio);
  const preview = full ? file(`${full.name}-preview`) : undefined;
  return {
    ...(full ? { full } : {}),
    ...(preview && preview.entry.previewOf === full?.name ? { preview } : {}),
  };
}
