import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CardSkeletons, EmptyNotice, LoadFailure } from '#components/library-page/notices.tsx';
import { usePageScope } from '#platform/use-page-scope.ts';
import { myAppsQuery } from '../developer-apps.queries.ts';
import classes from './developer-apps.module.css';

/** The developer's apps, each linking to its management page. */
export function AppList() {
  const { t } = useLingui();
  const scope = usePageScope();
  const apps = useQuery(myAppsQuery(scope));
  if (apps.isError && !apps.data)
    return (
      <LoadFailure
        message={t`Your apps could not be loaded. Check your connection and try again.`}
        onRetry={() => void apps.refetch()}
        retrying={apps.isFetching}
      />
    );
  if (!apps.data) return <CardSkeletons count={2} label={t`Loading your apps…`} />;
  if (apps.data.apps.length === 0)
    return <EmptyNotice title={t`No apps yet`} text={t`Register an app to get a client ID and secret.`} />;
  return (
    <ul className={classes.list} data-my-apps="">
      {apps.data.apps.map((app) => (
        <li key={app.id} className={`${classes.card} ${classes.row}`}>
          <Link to="/apps/manage/$id" params={{ id: String(app.id) }}>
            {app.name}
          </Link>
          <span className={classes.muted}>
            {app.status === 'active' ? t`Active` : t`Revoked`} · {t`Users connected: ${app.consentCount}`}
          </span>
        </li>
      ))}
    </ul>
  );
}
