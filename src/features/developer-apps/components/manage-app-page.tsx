import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { ConfirmInPlace } from '#components/confirm-in-place.tsx';
import { CardSkeletons, LoadFailure, LoginPrompt } from '#components/library-page/notices.tsx';
import { PageFrame } from '#components/page-frame.tsx';
import { showSnackbar } from '#components/snackbar/snackbar-store.ts';
import { type DeveloperApp, developerAppEndpoints as E } from '#contract/developer-apps.ts';
import { useFormats } from '#platform/locale/use-formats.ts';
import { useSession } from '#platform/session/use-session.ts';
import { usePageScope } from '#platform/use-page-scope.ts';
import { FAILURE_TEXTS } from '../app-form.ts';
import { appFailure, developerAppsKey, myAppQuery } from '../developer-apps.queries.ts';
import { AppForm } from './app-form.tsx';
import classes from './developer-apps.module.css';
import { SecretOnce } from './secret-once.tsx';

/** /apps/manage/{id}: the developer's own app: edit it, rotate its secret, revoke it. */
export function ManageAppPage() {
  const { t, i18n } = useLingui();
  const { isUser } = useSession();
  const scope = usePageScope();
  const { id } = useParams({ strict: false }) as { id?: string };
  const appId = Number(id);
  const app = useQuery({
    ...myAppQuery(scope, appId),
    enabled: isUser && Number.isInteger(appId) && appId > 0,
  });
  let body: React.ReactNode;
  if (!isUser)
    body = (
      <LoginPrompt title={t`Sign in to manage your apps`} text={t`Apps belong to a developer account.`} />
    );
  else if (app.isError && !app.data) {
    const failure = appFailure(app.error);
    body =
      failure === 'notFound' || failure === 'invalid' ? (
        <p role="alert" className={classes.error}>
          {i18n._(FAILURE_TEXTS.notFound)}
        </p>
      ) : (
        <LoadFailure
          message={t`The app could not be loaded. Check your connection and try again.`}
          onRetry={() => void app.refetch()}
          retrying={app.isFetching}
        />
      );
  } else if (!app.data) body = <CardSkeletons count={1} label={t`Loading the app…`} />;
  else body = <AppDetails key={app.data.id} app={app.data} />;
  return (
    <PageFrame fallbackTitle={t`Manage app`} classNames={classes}>
      {body}
    </PageFrame>
  );
}

function AppDetails({ app }: { app: DeveloperApp }) {
  const { t, i18n } = useLingui();
  const f = useFormats();
  const scope = usePageScope();
  const queryClient = useQueryClient();
  const [secret, setSecret] = useState<string | undefined>();
  const [busy, setBusy] = useState<'rotate' | 'revoke' | undefined>();
  const [problem, setProblem] = useState<string | undefined>();
  const params = { id: String(app.id) };
  const refresh = (next: DeveloperApp) => {
    queryClient.setQueryData(myAppQuery(scope, app.id).queryKey, next);
    void queryClient.invalidateQueries({ queryKey: developerAppsKey(scope) });
  };
  const act = async (what: 'rotate' | 'revoke') => {
    setBusy(what);
    setProblem(undefined);
    try {
      if (what === 'rotate') {
        const answer = await scope.api.call(E.rotateSecret, { params });
        setSecret(answer.clientSecret);
        refresh(answer.app);
      } else {
        refresh(await scope.api.call(E.revoke, { params }));
        showSnackbar(t`App revoked`);
      }
    } catch (error) {
      setProblem(i18n._(FAILURE_TEXTS[appFailure(error)]));
    } finally {
      setBusy(undefined);
    }
  };
  const active = app.status === 'active';
  return (
    <>
      {secret && <SecretOnce clientId={app.clientId} secret={secret} />}
      <section className={classes.card} data-app-summary="">
        <h2>{app.name}</h2>
        <p className={classes.muted}>
          {t`Client ID`}: <code dir="ltr">{app.clientId}</code>
        </p>
        <p className={classes.muted} data-app-status={app.status}>
          {active ? t`Active` : t`Revoked`} · {t`Users connected: ${app.consentCount}`} ·{' '}
          {t`Secret set on ${f.date(app.secretRotatedAt)}`}
        </p>
        {problem && (
          <p role="alert" className={classes.error}>
            {problem}
          </p>
        )}
        {active && (
          <div className={classes.actions}>
            <ConfirmInPlace
              label={t`Rotate secret`}
              question={t`The current secret stops working at once. Rotate it?`}
              confirmLabel={t`Rotate`}
              loading={busy === 'rotate'}
              onConfirm={() => void act('rotate')}
            />
            <ConfirmInPlace
              label={t`Revoke app`}
              question={t`Every user's access ends and the app cannot be used again. Revoke it?`}
              confirmLabel={t`Revoke`}
              loading={busy === 'revoke'}
              onConfirm={() => void act('revoke')}
            />
          </div>
        )}
      </section>
      {active && (
        <AppForm
          app={app}
          submitLabel={t`Save changes`}
          onSave={async (input) => {
            try {
              refresh(await scope.api.call(E.update, { params, body: input }));
              showSnackbar(t`App saved`);
              return undefined;
            } catch (error) {
              return i18n._(FAILURE_TEXTS[appFailure(error)]);
            }
          }}
        />
      )}
    </>
  );
}
