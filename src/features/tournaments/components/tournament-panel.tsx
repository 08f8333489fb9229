import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { openDialog } from '#components/dialogs/dialog-store.ts';
import type { TournamentState } from '#contract/challenges.ts';
import { useFormats } from '#platform/locale/use-formats.ts';
import { useSession } from '#platform/session/use-session.ts';
import { usePageScope } from '#platform/use-page-scope.ts';
import type { NodeProps } from '#structure/nodes/node-props.ts';
import { tournamentStatusQuery } from '../tournaments.queries.ts';
import { TeamList } from './team-list.tsx';
import classes from './tournaments.module.css';

export function useStateLabel(): (state: TournamentState) => string {
  const { t } = useLingui();
  return (state) => (state === 'upcoming' ? t`Upcoming` : state === 'running' ? t`Running now` : t`Finished`);
}

/**
 * A tournament's page, the caller's side (commerce §2/§3): its state from its dates, registration (the
 * tournament join dialog) and its teams. Visitors see the same and get the login dialog for any action.
 */
export function TournamentPanel({ node }: NodeProps) {
  const { t } = useLingui();
  const headingId = useId();
  const scope = usePageScope();
  const { isUser } = useSession();
  const { date } = useFormats();
  const stateLabel = useStateLabel();
  const id = Number(node.data?.customProperties?.tournamentId ?? 0);
  const title = node.data?.title ?? '';
  const status = useQuery({ ...tournamentStatusQuery(scope, id, isUser), enabled: id > 0 });
  const s = status.data;
  if (!s)
    return (
      <section
        className={classes.panel}
        aria-labelledby={headingId}
        data-node="tournament-panel"
        aria-busy="true"
      >
        <h2 id={headingId} className={classes.heading}>{t`Take part`}</h2>
        <p className={classes.muted}>
          {status.isError ? t`The tournament could not be loaded.` : t`Loading…`}
        </p>
      </section>
    );
  const from = date(s.startsAt);
  const until = date(s.endsAt);
  const ingame = s.ingameId ?? '';
  const register = () =>
    isUser ? openDialog('tournament-join', { tournamentId: id, title }) : openDialog('login');
  return (
    <section
      className={classes.panel}
      aria-labelledby={headingId}
      data-node="tournament-panel"
      data-state={s.state}
    >
      <h2 id={headingId} className={classes.heading}>{t`Take part`}</h2>
      <p className={classes.row}>
        <span className={classes.state} data-state={s.state} data-tournament-state={s.state}>
          {stateLabel(s.state)}
        </span>
        <span>{t`From ${from} to ${until}`}</span>
      </p>
      <div className={classes.footer}>
        {s.registered ? (
          <p data-registered="">{ingame ? t`You are registered as ${ingame}.` : t`You are registered.`}</p>
        ) : s.state === 'finished' ? (
          <p className={classes.muted}>{t`Registration is closed.`}</p>
        ) : (
          <Button onClick={register} data-register-tournament={id}>
            {t`Register`}
          </Button>
        )}
      </div>
      {s.teamSize > 1 && <TeamList status={s} />}
    </section>
  );
}
