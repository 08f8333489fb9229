import '@mantine/core/styles/Skeleton.css';
import { useLingui } from '@lingui/react/macro';
import { Button, Skeleton, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Profile } from '#contract/session.ts';
import { profileQuery } from '#platform/session/profile.queries.ts';
import { useSession } from '#platform/session/use-session.ts';
import classes from './profile.module.css';

/** The profile page's content once the profile is there; a skeleton while it loads, an error with retry. */
export function ProfileGate({
  lines = 3,
  children,
}: {
  lines?: number;
  children: (profile: Profile) => ReactNode;
}) {
  const { t } = useLingui();
  const { isUser } = useSession();
  const { api, tenant, locale } = useRouteContext({ from: '__root__' });
  // Enabled only while signed in: after a logout the removed query must not be fetched again.
  const query = useQuery({ ...profileQuery({ api, tenant, locale }), enabled: isUser });
  if (query.data) return children(query.data);
  if (query.isError) {
    return (
      <div role="alert" className={classes.problem}>
        <p>{t`We could not load your profile. Check your connection and try again.`}</p>
        <Button onClick={() => void query.refetch()} loading={query.isFetching}>
          {t`Try again`}
        </Button>
      </div>
    );
  }
  return (
    <div className={classes.card} aria-busy="true">
      <VisuallyHidden role="status">{t`Loading your profile…`}</VisuallyHidden>
      <div className={classes.identity}>
        <Skeleton circle height={72} />
        <div className={classes.grow}>
          <Skeleton height={20} width="50%" radius="sm" />
          <Skeleton height={14} width="70%" radius="sm" mt={10} />
        </div>
      </div>
      {Array.from({ length: lines }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
        <Skeleton key={index} height={36} radius="sm" mt={16} />
      ))}
    </div>
  );
}
