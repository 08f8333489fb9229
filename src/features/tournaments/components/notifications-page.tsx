import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { LibraryPage } from '#components/library-page/library-page.tsx';
import { LoadFailure, LoginPrompt } from '#components/library-page/notices.tsx';
import { tournamentEndpoints as E, type TournamentNotification } from '#contract/tournaments.ts';
import { useSession } from '#platform/session/use-session.ts';
import { usePageScope } from '#platform/use-page-scope.ts';
import { notificationsQuery } from '../tournaments.queries.ts';
import { useTournamentAction } from '../use-tournament-action.ts';
import classes from './tournaments.module.css';

/**
 * /notifications (commerce §7 fragments tournament-pending-requests and tournament-team-notifications): what
 * the user must answer (accept or decline), and the answers to what they asked. What was shown is marked
 * notified (source smartlink); it keeps its "new" mark until the page is left.
 */
export function NotificationsPage() {
  const { t } = useLingui();
  const { isUser } = useSession();
  return (
    <LibraryPage fallbackTitle={t`Notifications`}>
      {isUser ? (
        <Notifications />
      ) : (
        <LoginPrompt
          title={t`Log in to see your notifications`}
          text={t`Team invitations and join requests appear here.`}
        />
      )}
    </LibraryPage>
  );
}

function Notifications() {
  const { t } = useLingui();
  const scope = usePageScope();
  const pending = useQuery(notificationsQuery(scope, 'pending'));
  const team = useQuery(notificationsQuery(scope, 'team'));
  const marked = useRef(new Set<number>());
  const unseen = [...(pending.data ?? []), ...(team.data ?? [])]
    .filter((n) => !n.notified && !marked.current.has(n.id))
    .map((n) => n.id);
  const key = unseen.join(',');
  useEffect(() => {
    if (!key) return;
    const ids = key.split(',').map(Number);
    for (const id of ids) marked.current.add(id);
    void scope.api.call(E.markNotified, { body: { ids } }).catch(() => {
      for (const id of ids) marked.current.delete(id);
    });
  }, [key, scope]);
  if ((pending.isError && !pending.data) || (team.isError && !team.data))
    return (
      <LoadFailure
        message={t`Your notifications could not be loaded. Check your connection and try again.`}
        onRetry={() => void Promise.all([pending.refetch(), team.refetch()])}
        retrying={pending.isFetching || team.isFetching}
      />
    );
  if (!pending.data || !team.data) return <p className={classes.muted}>{t`Loading your notifications…`}</p>;
  // Marked notified during this visit (a later fetch answers notified): still new until the page is left.
  const asSeenHere = (items: TournamentNotification[]) =>
    items.map((n) => (marked.current.has(n.id) ? { ...n, notified: false } : n));
  return (
    <>
      <List
        title={t`To answer`}
        empty={t`Nothing to answer: invitations and join requests for your teams appear here.`}
        items={asSeenHere(pending.data)}
        kind="pending"
      />
      <List
        title={t`Team news`}
        empty={t`No news yet: answers to your invitations and requests appear here.`}
        items={asSeenHere(team.data)}
        kind="team"
      />
    </>
  );
}

function List({
  title,
  empty,
  items,
  kind,
}: {
  title: string;
  empty: string;
  items: TournamentNotification[];
  kind: 'pending' | 'team';
}) {
  const headingId = useId();
  return (
    <section className={classes.section} aria-labelledby={headingId} data-notifications={kind}>
      <h2 id={headingId} className={classes.heading}>
        {title}
      </h2>
      {items.length === 0 ? (
        <p className={classes.muted} data-empty="">
          {empty}
        </p>
      ) : (
        <ul className={classes.list}>
          {items.map((n) => (
            <Notification key={n.id} n={n} />
          ))}
        </ul>
      )}
    </section>
  );
}

function Notification({ n }: { n: TournamentNotification }) {
  const { t } = useLingui();
  const { scope, busy, problem, run } = useTournamentAction();
  const { userName: who, teamName: team, tournamentTitle: tournament } = n;
  const answer = (response: 'accept' | 'decline') =>
    void run(response, () => scope.api.call(E.answer, { params: { id: String(n.id) }, body: { response } }));
  let text: string;
  if (n.toAnswer)
    text =
      n.kind === 'invitation'
        ? t`${who} invites you to the team ${team}.`
        : t`${who} asks to join your team ${team}.`;
  else if (n.kind === 'invitation')
    text =
      n.status === 'ACCEPTED'
        ? t`${who} accepted your invitation to ${team}.`
        : t`${who} declined your invitation to ${team}.`;
  else
    text =
      n.status === 'ACCEPTED'
        ? t`${who} accepted your request to join ${team}.`
        : t`${who} declined your request to join ${team}.`;
  return (
    <li className={classes.card} data-notification={n.id} data-kind={n.kind} data-status={n.status}>
      <p className={classes.cardTitle}>
        <bdi>{tournament}</bdi>
        {!n.notified && <span className={classes.new}>{t`New`}</span>}
      </p>
      <p>{text}</p>
      {n.members && n.members.length > 0 && (
        <p className={classes.muted}>
          {t`Members:`} {n.members.map((m) => m.userName).join(', ')}
        </p>
      )}
      {n.toAnswer && (
        <div className={classes.row}>
          <Button
            onClick={() => answer('accept')}
            loading={busy === 'accept'}
            disabled={busy !== undefined}
            data-accept={n.id}
          >
            {t`Accept`}
          </Button>
          <Button
            variant="default"
            onClick={() => answer('decline')}
            loading={busy === 'decline'}
            disabled={busy !== undefined}
            data-decline={n.id}
          >
            {t`Decline`}
          </Button>
        </div>
      )}
      {problem && (
        <p role="alert" className={classes.error}>
          {problem}
        </p>
      )}
    </li>
  );
}
