import type { ComponentType, ReactNode } from 'react';
import type { StructureNode } from '#contract/structure.ts';
import type { NodeProps } from './nodes/node-props.ts';
import type { PlayableListItem } from './playable-items.ts';

/**
 * What features add to structure rendering. The renderer knows no feature: it asks these slots,
 * which the composition (src/app/compose.ts) fills once, before the first render.
 */

/** Wraps a card (a link) with its actions, e.g. the favourite toggle over the artwork's corner. */
export type CardActions = ComponentType<{ node: StructureNode; children: ReactNode }>;

/** A details header's actions (play, favourite, download …), between its facts and its description. */
export type DetailActions = ComponentType<{ node: StructureNode }>;

/** What a track list row shows besides its link, from the rows' playable items. */
export interface RowActionsView {
  /** Whether the row is the one playing now (marked aria-current). */
  isCurrent?(index: number): boolean;
  /** Before the row's link, e.g. its play button. */
  start?(index: number): ReactNode;
  /** After the row's link, e.g. its download button. */
  end?(index: number): ReactNode;
}

/** A hook: a track list calls it once per render with its rows' items (undefined: not playable). */
export type RowActions = (items: readonly (PlayableListItem | undefined)[]) => RowActionsView;

/** What a challenge shows beside its steps for the caller: each step's progress and the opt-in (a hook). */
export interface ChallengeView {
  /** After a step's title, e.g. "2 / 3" or done. */
  step?(index: number): ReactNode;
  /** Below the steps, e.g. "Join the challenge" or the tickets earned. */
  footer?: ReactNode;
}
export type ChallengeProgressView = (challenge: {
  id: string;
  tournamentId: number;
  title: string;
}) => ChallengeView;

export interface StructureParts {
  /** Renderers of node kinds features add (the node's name picks one; the built-in kinds stay). */
  nodeRenderers: Readonly<Record<string, ComponentType<NodeProps>>>;
  cardActions: CardActions;
  detailActions: DetailActions;
  rowActions: RowActions;
  challengeProgress: ChallengeProgressView;
}

const PlainCard: CardActions = ({ children }) => children;
const NO_ROW_ACTIONS: RowActionsView = {};
const NO_CHALLENGE_VIEW: ChallengeView = {};

const parts: StructureParts = {
  nodeRenderers: {},
  cardActions: PlainCard,
  detailActions: () => null,
  rowActions: () => NO_ROW_ACTIONS,
  challengeProgress: () => NO_CHALLENGE_VIEW,
};

/** Fills the named slots; node renderers add to the ones already registered. */
export function registerStructureParts(next: Partial<StructureParts>): void {
  const nodeRenderers = { ...parts.nodeRenderers, ...next.nodeRenderers };
  Object.assign(parts, next, { nodeRenderers });
}

export const structureParts = (): Readonly<StructureParts> => parts;

const pageParts: (() => Promise<unknown>)[] = [];

/**
 * Registers a module that fills slots only listing and details pages use: it loads with their
 * renderers (lazy-renderers.ts), so it is there before such a page shows and never in the first load.
 */
export function registerPageParts(load: () => Promise<unknown>): void {
  pageParts.push(load);
}

export const loadPageParts = (): Promise<unknown> => Promise.all(pageParts.map((load) => load()));
