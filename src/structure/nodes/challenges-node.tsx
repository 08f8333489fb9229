import { Plural, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { ChallengeSchema } from '#contract/structure-props.ts';
import { readProps } from '../read-props.ts';
import { structureParts } from '../registry.ts';
import classes from './challenges-node.module.css';
import type { NodeProps } from './node-props.ts';

/** Commerce §3: the reward shown is the TICKETS one. */
const SHOWN_REWARD = 'TICKETS';

/** A tournament's challenges under one heading. */
export function ChallengesNode({ node, items }: NodeProps) {
  const id = useId();
  if (items.length === 0) return null;
  return (
    <section className={classes.challenges} data-node="challenges" aria-labelledby={id}>
      <h2 id={id} className={classes.title}>
        {node.data?.title}
      </h2>
      <ul className={classes.list}>
        {items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: challenges keep their order
          <li key={index}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

/** One challenge: its steps in order (numbered when chained, one after the other) and the tickets each pays. */
export function ChallengeNode({ node }: NodeProps) {
  const { t } = useLingui();
  const id = useId();
  const challenge = readProps(ChallengeSchema, node);
  // The caller's progress and the opt-in, from the tournaments feature (composed in src/app).
  const progress = structureParts().challengeProgress({
    id: challenge?.id ?? '',
    tournamentId: challenge?.tournamentId ?? 0,
    title: node.data?.title ?? '',
  });
  if (!challenge) return null;
  const total = challenge.tickets;
  const Steps = challenge.chained ? 'ol' : 'ul';
  return (
    <article className={classes.challenge} data-node="challenge" aria-labelledby={id}>
      <header className={classes.header}>
        <h3 id={id} className={classes.name}>
          {node.data?.title}
        </h3>
        {challenge.chained && <span className={classes.chained}>{t`Step by step`}</span>}
        <span className={classes.tickets}>
          <Plural value={total} one="# ticket" other="# tickets" />
        </span>
      </header>
      {node.data?.subTitle && <p className={classes.sub}>{node.data.subTitle}</p>}
      <Steps className={classes.steps}>
        {challenge.challengeSteps.map((step, index) => {
          const tickets = step.rewards
            .filter((reward) => reward.currency === SHOWN_REWARD)
            .reduce((sum, reward) => sum + reward.amount, 0);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: steps keep their order
            <li key={index} className={classes.step}>
              <span>{step.title}</span>
              {progress.step?.(index)}
              {tickets > 0 && (
                <span className={classes.reward}>
                  <Plural value={tickets} one="+# ticket" other="+# tickets" />
                </span>
              )}
            </li>
          );
        })}
      </Steps>
      {progress.footer}
    </article>
  );
}
