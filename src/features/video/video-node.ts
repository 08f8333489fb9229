import type { StructureNode } from '#contract/structure.ts';

/** What the server's `video-player` node says: the title to play, where it comes from, its poster. */
export interface VideoNodeProps {
  itemId: number;
  title: string;
  posterUrl: string | undefined;
  /** An external source's provider code (commerce §7), for titles on /video/{ex}/…. */
  externalProviderCode: string | undefined;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.length > 0 ? value : undefined;

export function videoNodeProps(node: StructureNode): VideoNodeProps | undefined {
  const props = node.data?.customProperties ?? {};
  const raw = props.itemId ?? props.id;
  const itemId = typeof raw === 'string' ? Number(raw) : raw;
  if (typeof itemId !== 'number' || !Number.isInteger(itemId) || itemId <= 0) return undefined;
  return {
    itemId,
    title: node.data?.title ?? text(props.title) ?? '',
    posterUrl: node.data?.imageUrl ?? text(props.imageUrl) ?? text(props.posterUrl),
    externalProviderCode: text(props.externalProviderCode) ?? text(props.providerCode),
  };
}
