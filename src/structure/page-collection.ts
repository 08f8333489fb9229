import { useQueryClient } from '@tanstack/react-query';
import { COLLECTION_KINDS } from './playable-items.ts';
import { itemProps } from './read-props.ts';
import { pageStructureQuery } from './structure.queries.ts';
import { useStructurePage } from './structure-page-context.ts';

export interface PageCollection {
  id: number;
  /** 'album' | 'playlist' | 'podcast' | 'audiobook'. */
  kind: string;
  title: string | undefined;
  imageUrl: string | undefined;
}

/**
 * The album, playlist, podcast or audiobook whose page this is (its details header): its rows
 * play under its title and download as part of it (commerce §7 collectionId).
 */
export function usePageCollection(): PageCollection | undefined {
  const page = useStructurePage();
  const queryClient = useQueryClient();
  if (!page) return undefined;
  const root = queryClient.getQueryData(pageStructureQuery(page.scope, page.structure).queryKey);
  const header = root?.substructure?.find((node) => node.name === 'detail');
  const props = header ? itemProps(header) : undefined;
  if (!props || !COLLECTION_KINDS.has(props.kind)) return undefined;
  return { id: props.id, kind: props.kind, title: header?.data?.title, imageUrl: header?.data?.imageUrl };
}
