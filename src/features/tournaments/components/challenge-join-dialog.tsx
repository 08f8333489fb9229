import { Plural, useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { DialogFrame, dialogActionsClass } from '#components/dialogs/dialog-frame.tsx';
import type { DialogComponentProps } from '#components/dialogs/dialog-kinds.ts';
import { type ChallengeProgress, challengeEndpoints as E } from '#contract/challenges.ts';
import { useTournamentAction } from '../use-tournament-action.ts';
import classes from './tournaments.module.css';

/**
 * Commerce §2 challenge join: the opt-in (PATCH /kafka/optInChallenge/{id}). Steps the user already met
 * (registered, in a team) count at once, and their tickets with them.
 */
export function ChallengeJoinDialog({ challengeId, title, onClose }: DialogComponentProps<'challenge-join'>) {
  const { t } = useLingui();
  const { scope, busy, problem, run } = useTournamentAction();
  const [joined, setJoined] = useState<ChallengeProgress | undefined>();
  const join = () =>
    void run('join', async () => setJoined(await scope.api.call(E.optIn, { params: { id: challengeId } })));
  const steps = joined?.steps.filter((step) => step.done).length ?? 0;
  const tickets = joined?.ticketsEarned ?? 0;
  return (
    <DialogFrame title={t`Join the challenge ${title}`} onClose={onClose}>
      {joined ? (
        <>
          <p role="status" data-challenge-joined={challengeId}>
            {steps > 0 ? (
              <Plural
                value={tickets}
                one="You joined. Steps you already did count: # ticket so far."
                other="You joined. Steps you already did count: # tickets so far."
              />
            ) : (
              t`You joined. Each step you complete pays its tickets.`
            )}
          </p>
          <div className={dialogActionsClass}>
            <Button onClick={onClose} data-autofocus>{t`OK`}</Button>
          </div>
        </>
      ) : (
        <>
          <p>{t`Joining lets us count your progress; each step you complete pays its tickets, once.`}</p>
          {problem && (
            <p role="alert" className={classes.error}>
              {problem}
            </p>
          )}
          <div className={dialogActionsClass}>
            <Button variant="default" onClick={onClose}>{t`Cancel`}</Button>
            <Button onClick={join} loading={busy === 'join'} data-confirm-challenge={challengeId}>
              {t`Join`}
            </Button>
          </div>
        </>
      )}
    </DialogFrame>
  );
}
