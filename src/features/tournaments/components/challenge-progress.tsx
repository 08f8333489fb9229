import { Plural, useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { openDialog } from '#components/dialogs/dialog-store.ts';
import { challengeEndpoints as E } from '#contract/challenges.ts';
import type { TournamentStatus } from '#contract/tournaments.ts';
import { useFormats } from '#platform/locale/use-formats.ts';
import { useSession } from '#platform/session/use-session.ts';
import { usePageScope } from '#platform/use-page-scope.ts';
import type { ChallengeView } from '#structure/registry.ts';
import { tournamentStatusQuery } from '../tournaments.queries.ts';
import { useTournamentAction } from '../use-tournament-action.ts';
import classes from './tournaments.module.css';

/**
 * A challenge's progress for the caller (the structure's challenge node asks it): each step's count, the
 * opt-in (challenge join dialog; visitors log in first) and, once joined, the tickets earned.
 */
export function useChallengeProgress(challenge: {
  id: string;
  tournamentId: number;
  title: string;
}): ChallengeView {
  const { t } = useLingui();
  const scope = usePageScope();
  const { isUser } = useSession();
  const { count } = useFormats();
  const status = useQuery({
    ...tournamentStatusQuery(scope, challenge.tournamentId, isUser),
    enabled: challenge.tournamentId > 0,
  });
  const progress = status.data?.challenges.find((c) => c.challengeId === challenge.id);
  if (!status.data || !progress) return {};
  const finished = status.data.state === 'finished';
  const join = () =>
    isUser
      ? openDialog('challenge-join', {
          challengeId: challenge.id,
          tournamentId: challenge.tournamentId,
          title: challenge.title,
        })
      : openDialog('login');
  const watching =
    progress.optedIn && !finished && progress.steps.some((s) => s.event === 'watch' && s.active && !s.done);
  const tickets = progress.ticketsEarned;
  return {
    step: (index) => {
      const step = progress.steps[index];
      if (!progress.optedIn || !step) return null;
      const done = count(step.count);
      const of = count(step.target);
      return step.done ? (
        <span className={classes.progress} data-step-progress="done" data-done="">{t`Done`}</span>
      ) : (
        <span
          className={classes.progress}
          data-step-progress={`${step.count}/${step.target}`}
        >{t`${done} of ${of}`}</span>
      );
    },
    footer: (
      <div className={classes.footer} data-challenge-progress={challenge.id} data-opted-in={progress.optedIn}>
        {progress.optedIn ? (
          <p data-tickets-earned={tickets}>
            <Plural
              value={tickets}
              _0="Joined: no tickets earned yet."
              one="Joined: # ticket earned."
              other="Joined: # tickets earned."
            />
          </p>
        ) : finished ? (
          <p className={classes.muted}>{t`This tournament is over.`}</p>
        ) : (
          <Button variant="light" onClick={join} data-join-challenge={challenge.id}>
            {t`Join the challenge`}
          </Button>
        )}
        {watching && <WatchHighlights challengeId={challenge.id} status={status.data} />}
      </div>
    ),
  };
}

/** The highlights video; watching it to the end is the event the portal reports (POST /kafka/event/{id}). */
function WatchHighlights({ challengeId, status }: { challengeId: string; status: TournamentStatus }) {
  const { t } = useLingui();
  const { scope, problem, run } = useTournamentAction();
  const [open, setOpen] = useState(false);
  const video = status.highlights;
  if (!video) return null;
  const report = () =>
    void run('watch', () =>
      scope.api.call(E.event, {
        params: { id: challengeId },
        body: { type: 'watch', contentId: video.contentId },
      }),
    );
  return open ? (
    <figure>
      {/* biome-ignore lint/a11y/useMediaCaption: the demo highlights have no dialogue to caption */}
      <video
        className={classes.video}
        src={video.videoUrl}
        poster={video.poster}
        controls
        autoPlay
        playsInline
        onEnded={report}
        aria-label={video.title}
        data-highlights={video.contentId}
      />
      {problem && (
        <figcaption role="alert" className={classes.error}>
          {problem}
        </figcaption>
      )}
    </figure>
  ) : (
    <Button variant="default" onClick={() => setOpen(true)} data-watch-highlights={challengeId}>
      {t`Watch the highlights`}
    </Button>
  );
}
