import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { LoginPrompt } from '#components/library-page/notices.tsx';
import { PageFrame } from '#components/page-frame.tsx';
import { useSession } from '#platform/session/use-session.ts';
import { AppList } from './app-list.tsx';
import classes from './developer-apps.module.css';

/** /apps/manage: the developer's apps. */
export function ManageAppsPage() {
  const { t } = useLingui();
  const { isUser } = useSession();
  return (
    <PageFrame fallbackTitle={t`Your apps`} classNames={classes}>
      {isUser ? (
        <>
          <p className={classes.actions}>
            <Link to="/apps/register">{t`Register an app`}</Link>
          </p>
          <AppList />
        </>
      ) : (
        <LoginPrompt title={t`Sign in to manage your apps`} text={t`Apps belong to a developer account.`} />
      )}
    </PageFrame>
  );
}
