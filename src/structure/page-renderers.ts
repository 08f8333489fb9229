import type { ComponentType } from 'react';
import { ArticleBodyNode } from './nodes/article-body-node.tsx';
import { ChallengeNode, ChallengesNode } from './nodes/challenges-node.tsx';
import { DetailNode } from './nodes/detail-node.tsx';
import { EmptyState } from './nodes/empty-state.tsx';
import { GridNode } from './nodes/grid-node.tsx';
import { ItemPrice } from './nodes/item-price.tsx';
import type { NodeProps } from './nodes/node-props.ts';
import { TextNode } from './nodes/text-node.tsx';
import { TrackListNode } from './nodes/track-list-node.tsx';

/** Renderers of listing and details pages: their own chunk, so the home page's first load stays small. */
export const PAGE_RENDERERS: Readonly<Record<string, ComponentType<NodeProps>>> = {
  grid: GridNode,
  detail: DetailNode,
  text: TextNode,
  'track-list': TrackListNode,
  'article-body': ArticleBodyNode,
  challenges: ChallengesNode,
  challenge: ChallengeNode,
  empty: EmptyState,
};

/** A card's price: formatting prices (configured decimals, Intl currency) is only needed where prices are. */
export const CardPrice = ItemPrice;
