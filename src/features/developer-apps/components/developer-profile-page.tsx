import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { PageFrame } from '#components/page-frame.tsx';
import { AppList } from './app-list.tsx';
import { ConsentList } from './consent-list.tsx';
import classes from './developer-apps.module.css';

/** /apps/profile (protected): the apps I registered, and the apps I granted access to my account. */
export function DeveloperProfilePage() {
  const { t } = useLingui();
  return (
    <PageFrame fallbackTitle={t`Developer profile`} classNames={classes}>
      <section aria-labelledby="apps-mine">
        <h2 id="apps-mine">{t`Apps you registered`}</h2>
        <p className={classes.actions}>
          <Link to="/apps/register">{t`Register an app`}</Link>
        </p>
        <AppList />
      </section>
      <section aria-labelledby="apps-granted">
        <h2 id="apps-granted">{t`Apps with access to your account`}</h2>
        <ConsentList />
      </section>
    </PageFrame>
  );
}
