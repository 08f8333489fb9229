import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams, useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import { CardSkeletons } from '#components/library-page/notices.tsx';
import { PageFrame } from '#components/page-frame.tsx';
import { type AuthorizeInfo, developerAppEndpoints as E } from '#contract/developer-apps.ts';
import { usePageScope } from '#platform/use-page-scope.ts';
import { FAILURE_TEXTS, SCOPE_TEXTS } from '../app-form.ts';
import { appFailure, developerAppsKey } from '../developer-apps.queries.ts';
import classes from './developer-apps.module.css';

const PASSED = [
  'client_id',
  'redirect_uri',
  'scope',
  'state',
  'code_challenge',
  'code_challenge_method',
] as const;

/** The authorization request of the address: the path's app id and the query's parameters, as given. */
function useAuthorizeRequest() {
  const { id = '' } = useParams({ strict: false }) as { id?: string };
  const searchStr = useRouterState({ select: (state) => state.location.searchStr });
  const search = new URLSearchParams(searchStr);
  const request: Record<string, string> = { app_id: id, client_id: '', redirect_uri: '', scope: '' };
  for (const name of PASSED) {
    const value = search.get(name);
    if (value !== null) request[name] = value;
  }
  return request as { client_id: string; redirect_uri: string; scope: string };
}

/** /apps/consent/{id}?client_id=&redirect_uri=&scope=&state= (protected): the user allows or denies an app. */
export function ConsentPage() {
  const { t, i18n } = useLingui();
  const scope = usePageScope();
  const request = useAuthorizeRequest();
  const info = useQuery({
    queryKey: [...developerAppsKey(scope), 'authorize', JSON.stringify(request)],
    queryFn: ({ signal }) => scope.api.call(E.authorize, { query: request, signal }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  let body: React.ReactNode;
  if (info.isError)
    body = (
      <p role="alert" className={classes.error} data-consent-invalid="">
        {appFailure(info.error) === 'invalid'
          ? t`This app's request is not valid (unknown app, redirect address or permission). Nothing was shared.`
          : i18n._(FAILURE_TEXTS[appFailure(info.error)])}
      </p>
    );
  else if (!info.data) body = <CardSkeletons count={1} label={t`Loading the app's request…`} />;
  else body = <ConsentChoice info={info.data} request={request} />;
  return (
    <PageFrame fallbackTitle={t`App permissions`} classNames={classes}>
      {body}
    </PageFrame>
  );
}

function ConsentChoice({ info, request }: { info: AuthorizeInfo; request: Record<string, string> }) {
  const { t, i18n } = useLingui();
  const scope = usePageScope();
  const [busy, setBusy] = useState<'allow' | 'deny' | undefined>();
  const [problem, setProblem] = useState<string | undefined>();
  const answer = async (choice: 'allow' | 'deny') => {
    setBusy(choice);
    setProblem(undefined);
    try {
      const endpoint = choice === 'allow' ? E.grant : E.deny;
      const { redirectUrl } = await scope.api.call(endpoint, { body: request as never });
      window.location.assign(redirectUrl);
    } catch (error) {
      setProblem(i18n._(FAILURE_TEXTS[appFailure(error)]));
      setBusy(undefined);
    }
  };
  const host = new URL(info.redirectUri).host;
  return (
    <section className={classes.card} data-consent-screen="">
      <h2>{t`${info.app.name} wants to use your account`}</h2>
      <p className={classes.muted}>
        {t`By ${info.app.developer}`} · <span dir="ltr">{host}</span>
      </p>
      {info.app.description && <p>{info.app.description}</p>}
      <p>{t`If you allow it, ${info.app.name} will be able to:`}</p>
      <ul className={classes.scopes} data-consent-scopes="">
        {info.scopes.map((s) => (
          <li key={s}>{i18n._(SCOPE_TEXTS[s])}</li>
        ))}
      </ul>
      <p className={classes.muted}>{t`You can revoke this access at any time on your developer profile.`}</p>
      {problem && (
        <p role="alert" className={classes.error}>
          {problem}
        </p>
      )}
      <div className={classes.actions}>
        <Button onClick={() => void answer('allow')} loading={busy === 'allow'} disabled={busy === 'deny'}>
          {t`Allow`}
        </Button>
        <Button
          variant="default"
          onClick={() => void answer('deny')}
          loading={busy === 'deny'}
          disabled={busy === 'allow'}
        >
          {t`Deny`}
        </Button>
      </div>
    </section>
  );
}
