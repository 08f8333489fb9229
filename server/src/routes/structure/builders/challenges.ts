import type { StructureNode } from '../../../../../contract/structure.ts';
import type { CatalogueItemRow } from '../../../db/schema/catalogue.ts';
import type { CatalogueProps } from '../../../db/schema/catalogue-props.ts';
import { pickText } from '../../../db/schema/localized-text.ts';
import type { NodeContext } from '../structure-nodes.ts';
import { PAGE_TITLES as T } from './page-titles.ts';

type Challenge = NonNullable<CatalogueProps['challenges']>[number];

/** Commerce §3: the reward shown for a challenge is its TICKETS. */
export const SHOWN_REWARD = 'TICKETS';

/** One challenge (contract ChallengeSchema): chained flag, steps with rewards, and the tickets it pays in all. */
export function challengeNode(
  tournament: CatalogueItemRow,
  challenge: Challenge,
  ctx: NodeContext,
): StructureNode {
  const steps = challenge.steps.map((step) => ({
    title: pickText(step.titles, ctx.lang),
    rewards: step.rewards,
  }));
  const tickets = challenge.steps
    .flatMap((step) => step.rewards)
    .filter((reward) => reward.currency === SHOWN_REWARD)
    .reduce((sum, reward) => sum + reward.amount, 0);
  return {
    name: 'challenge',
    data: {
      title: pickText(challenge.titles, ctx.lang),
      customProperties: {
        id: challenge.id,
        tournamentId: tournament.id,
        chained: challenge.chained,
        challengeSteps: steps,
        tickets,
      },
    },
  };
}

/** A tournament's challenges under one heading; null when it has none. */
export function challengesNode(tournament: CatalogueItemRow, ctx: NodeContext): StructureNode | null {
  const challenges = tournament.props.challenges ?? [];
  if (challenges.length === 0) return null;
  return {
    name: 'challenges',
    data: { title: pickText(T.challenges, ctx.lang) },
    substructure: challenges.map((challenge) => challengeNode(tournament, challenge, ctx)),
  };
}
