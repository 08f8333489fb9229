import { useLingui } from '@lingui/react/macro';
import { Button, TextInput } from '@mantine/core';
import { type FormEvent, useId, useState } from 'react';
import { openDialog } from '#components/dialogs/dialog-store.ts';
import { tournamentEndpoints as E, type Team, type TournamentStatus } from '#contract/tournaments.ts';
import { useFormats } from '#platform/locale/use-formats.ts';
import { useSession } from '#platform/session/use-session.ts';
import { usePageScope } from '#platform/use-page-scope.ts';
import { useTournamentAction } from '../use-tournament-action.ts';
import classes from './tournaments.module.css';

/** A tournament's teams: found one, ask to join one, or (the captain) invite a player by e-mail or in-game id. */
export function TeamList({ status }: { status: TournamentStatus }) {
  const { t } = useLingui();
  const headingId = useId();
  const { isUser } = useSession();
  const { count } = useFormats();
  const { scope, busy, problem, run } = useTournamentAction();
  const [name, setName] = useState('');
  const open = status.state !== 'finished';
  const mine = status.teams.find((team) => team.teamId === status.myTeamId);
  const size = count(status.teamSize);
  const params = { id: String(status.tournamentId) };
  const create = (event: FormEvent) => {
    event.preventDefault();
    if (!isUser) return openDialog('login');
    void run('create', () => scope.api.call(E.createTeam, { params, body: { teamName: name } })).then(
      (done) => done && setName(''),
    );
  };
  return (
    <div className={classes.section} data-teams="">
      <h3 id={headingId} className={classes.heading}>{t`Teams of up to ${size}`}</h3>
      {status.teams.length === 0 && <p className={classes.muted}>{t`No team yet: found the first one.`}</p>}
      <ul className={classes.list} aria-labelledby={headingId}>
        {status.teams.map((team) => (
          <TeamCard key={team.teamId} team={team} status={status} busy={busy} run={run} />
        ))}
      </ul>
      {open && status.registered && !mine && (
        <form className={classes.form} onSubmit={create} data-create-team="">
          <TextInput
            label={t`Team name`}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            required
            minLength={2}
            maxLength={40}
          />
          <Button type="submit" loading={busy === 'create'}>{t`Create team`}</Button>
        </form>
      )}
      {open && !status.registered && <p className={classes.muted}>{t`Register to found or join a team.`}</p>}
      {open && mine && status.captain && (
        <InviteForm teamId={mine.teamId} full={mine.full} busy={busy} run={run} />
      )}
      {problem && (
        <p role="alert" className={classes.error}>
          {problem}
        </p>
      )}
    </div>
  );
}

type Run = ReturnType<typeof useTournamentAction>['run'];

function TeamCard({
  team,
  status,
  busy,
  run,
}: {
  team: Team;
  status: TournamentStatus;
  busy?: string | undefined;
  run: Run;
}) {
  const { t } = useLingui();
  const { isUser } = useSession();
  const scope = usePageScope();
  const requested = status.requestedTeamIds.includes(team.teamId);
  const canAsk = status.state !== 'finished' && status.myTeamId === undefined && !team.full;
  const ask = () => {
    if (!isUser) return openDialog('login');
    if (!status.registered)
      return openDialog('tournament-join', { tournamentId: status.tournamentId, title: '' });
    void run(`join-${team.teamId}`, () =>
      scope.api.call(E.sendJoinRequest, { params: { teamId: String(team.teamId) } }),
    );
  };
  return (
    <li className={classes.card} data-team={team.teamName} data-team-id={team.teamId}>
      <p className={classes.cardTitle}>
        {team.teamName} {team.full && <span className={classes.muted}>{t`(full)`}</span>}
        {status.myTeamId === team.teamId && <span className={classes.new}>{t`Your team`}</span>}
      </p>
      <ul className={classes.members}>
        {team.members.map((member) => (
          <li key={member.userId} data-member={member.userName}>
            <bdi>{member.userName}</bdi>
            {member.ingameId && (
              <>
                {' '}
                (<bdi dir="ltr">{member.ingameId}</bdi>)
              </>
            )}
            {member.captain && <> · {t`captain`}</>}
          </li>
        ))}
      </ul>
      {requested ? (
        <p className={classes.muted} data-requested="">{t`Request sent: waiting for the captain.`}</p>
      ) : (
        canAsk && (
          <Button
            variant="default"
            size="xs"
            onClick={ask}
            loading={busy === `join-${team.teamId}`}
            data-ask-to-join={team.teamId}
          >
            {t`Ask to join`}
          </Button>
        )
      )}
    </li>
  );
}

function InviteForm({
  teamId,
  full,
  busy,
  run,
}: {
  teamId: number;
  full: boolean;
  busy?: string | undefined;
  run: Run;
}) {
  const { t } = useLingui();
  const scope = usePageScope();
  const [who, setWho] = useState('');
  const [sent, setSent] = useState('');
  if (full) return <p className={classes.muted}>{t`Your team is full.`}</p>;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run('invite', () =>
      scope.api.call(E.invite, { params: { teamId: String(teamId) }, body: { user: who } }),
    ).then((done) => {
      if (done) {
        setSent(who);
        setWho('');
      }
    });
  };
  return (
    <form className={classes.form} onSubmit={submit} data-invite-form="">
      <TextInput
        label={t`Invite a player (e-mail or in-game id)`}
        value={who}
        onChange={(event) => setWho(event.currentTarget.value)}
        required
        maxLength={254}
      />
      <Button type="submit" loading={busy === 'invite'}>{t`Invite`}</Button>
      {sent && (
        <p role="status" className={classes.muted} data-invited="">
          {t`Invitation sent to ${sent}.`}
        </p>
      )}
    </form>
  );
}
