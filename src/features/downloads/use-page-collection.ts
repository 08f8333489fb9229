import { useQueryClient } from '@tanstack/react-query';
import { itemProps } from '#features/catalogue/node-props.ts';
import { pageStructureQuery } from '#features/catalogue/structure.queries.ts';
import { useStructurePage } from '#features/catalogue/structure-page-context.ts';

/** Collections whose items download together (commerce §7 collectionId): albums, playlists, podcasts, audiobooks. */
export const DOWNLOAD_COLLECTION_KINDS: ReadonlySet<string> = new Set([
  'album',
  'playlist',
  'podcast',
  'audiobook',
]);

/** The album, playlist, podcast or audiobook whose page this is: a row's download names it as its collection. */
export function usePageCollectionId(): number | undefined {
  const page = useStructurePage();
  const queryClient = useQueryClient();
  if (!page) return undefined;
  const root = queryClient.getQueryData(pageStructureQuery(page.scope, page.structure).queryKey);
  const header = root?.substructure?.find((node) => node.name === 'detail');
  const props = header ? itemProps(header) : undefined;
  return props && DOWNLOAD_COLLECTION_KINDS.has(props.kind) ? props.id : undefined;
}
