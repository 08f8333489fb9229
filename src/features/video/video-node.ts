import * as v from 'valibot';
import type { StructureNode } from '#contract/structure.ts';
import { VideoPlayerSchema } from '#contract/structure-props.ts';

/** What the server's `video-player` node says: the title to play, its poster, where it comes from. */
export interface VideoNodeProps {
  itemId: number;
  title: string;
  posterUrl: string | undefined;
  /** An external source's provider code (commerce §7), when the node names one. */
  externalProviderCode: string | undefined;
  /** The asset's real length, when the node knows it (the catalogue's duration is the story's). */
  durationSec: number | undefined;
}

/** The node's props (contract VideoPlayerSchema), or undefined when it names no playable title. */
export function videoNodeProps(node: StructureNode): VideoNodeProps | undefined {
  const parsed = v.safeParse(VideoPlayerSchema, node.data?.customProperties ?? {});
  if (!parsed.success || !Number.isInteger(parsed.output.itemId) || parsed.output.itemId <= 0)
    return undefined;
  const props = parsed.output;
  const code = (props as { externalProviderCode?: unknown }).externalProviderCode;
  return {
    itemId: props.itemId,
    title: props.title || node.data?.title || '',
    posterUrl: props.poster || node.data?.imageUrl,
    externalProviderCode: typeof code === 'string' && code.length > 0 ? code : undefined,
    durationSec: props.durationSec,
  };
}
