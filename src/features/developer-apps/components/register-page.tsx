import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { LoginPrompt } from '#components/library-page/notices.tsx';
import { PageFrame } from '#components/page-frame.tsx';
import { type DeveloperApp, developerAppEndpoints as E } from '#contract/developer-apps.ts';
import { useSession } from '#platform/session/use-session.ts';
import { usePageScope } from '#platform/use-page-scope.ts';
import { FAILURE_TEXTS } from '../app-form.ts';
import { appFailure, developerAppsKey } from '../developer-apps.queries.ts';
import { AppForm } from './app-form.tsx';
import classes from './developer-apps.module.css';
import { SecretOnce } from './secret-once.tsx';

/** /apps/register: a developer registers an app and sees its secret once. */
export function RegisterAppPage() {
  const { t, i18n } = useLingui();
  const { isUser } = useSession();
  const scope = usePageScope();
  const queryClient = useQueryClient();
  const [created, setCreated] = useState<{ app: DeveloperApp; clientSecret: string } | undefined>();
  let body: React.ReactNode;
  if (!isUser)
    body = (
      <LoginPrompt title={t`Sign in to register an app`} text={t`Apps belong to a developer account.`} />
    );
  else if (created)
    body = (
      <>
        <SecretOnce clientId={created.app.clientId} secret={created.clientSecret} />
        <p className={classes.actions}>
          <Link
            to="/apps/manage/$id"
            params={{ id: String(created.app.id) }}
          >{t`Manage ${created.app.name}`}</Link>
          <Link to="/apps/manage">{t`All your apps`}</Link>
        </p>
      </>
    );
  else
    body = (
      <AppForm
        submitLabel={t`Register app`}
        onSave={async (input) => {
          try {
            setCreated(await scope.api.call(E.create, { body: input }));
            await queryClient.invalidateQueries({ queryKey: developerAppsKey(scope) });
            return undefined;
          } catch (error) {
            return i18n._(FAILURE_TEXTS[appFailure(error)]);
          }
        }}
      />
    );
  return (
    <PageFrame fallbackTitle={t`Register an app`} classNames={classes}>
      {body}
    </PageFrame>
  );
}
