import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmInPlace } from '#components/confirm-in-place.tsx';
import { CardSkeletons, EmptyNotice, LoadFailure } from '#components/library-page/notices.tsx';
import { showSnackbar } from '#components/snackbar/snackbar-store.ts';
import { developerAppEndpoints as E } from '#contract/developer-apps.ts';
import { useFormats } from '#platform/locale/use-formats.ts';
import { usePageScope } from '#platform/use-page-scope.ts';
import { FAILURE_TEXTS, SCOPE_TEXTS } from '../app-form.ts';
import { appFailure, developerAppsKey, myConsentsQuery } from '../developer-apps.queries.ts';
import classes from './developer-apps.module.css';

/** The apps the user let use the account, each with what it may see and a revoke. */
export function ConsentList() {
  const { t, i18n } = useLingui();
  const f = useFormats();
  const scope = usePageScope();
  const queryClient = useQueryClient();
  const consents = useQuery(myConsentsQuery(scope));
  const [problem, setProblem] = useState<string | undefined>();
  if (consents.isError && !consents.data)
    return (
      <LoadFailure
        message={t`Your connected apps could not be loaded. Check your connection and try again.`}
        onRetry={() => void consents.refetch()}
        retrying={consents.isFetching}
      />
    );
  if (!consents.data) return <CardSkeletons count={1} label={t`Loading your connected apps…`} />;
  const revoke = async (id: number, name: string) => {
    setProblem(undefined);
    try {
      await scope.api.call(E.revokeConsent, { params: { id: String(id) } });
      showSnackbar(t`${name} can no longer use your account`);
      await queryClient.invalidateQueries({ queryKey: developerAppsKey(scope) });
    } catch (error) {
      setProblem(i18n._(FAILURE_TEXTS[appFailure(error)]));
    }
  };
  if (consents.data.consents.length === 0)
    return (
      <EmptyNotice title={t`No connected apps`} text={t`Apps you allow to use your account appear here.`} />
    );
  return (
    <>
      {problem && (
        <p role="alert" className={classes.error}>
          {problem}
        </p>
      )}
      <ul className={classes.list} data-my-consents="">
        {consents.data.consents.map((consent) => (
          <li key={consent.id} className={classes.card} data-consent={consent.app.clientId}>
            <div className={classes.row}>
              <strong>{consent.app.name}</strong>
              <span className={classes.muted}>
                {t`By ${consent.app.developer}`} · {t`Allowed ${f.date(consent.grantedAt)}`}
              </span>
            </div>
            <ul className={classes.scopes}>
              {consent.scopes.map((s) => (
                <li key={s}>{i18n._(SCOPE_TEXTS[s])}</li>
              ))}
            </ul>
            <div className={classes.actions}>
              <ConfirmInPlace
                label={t`Revoke access`}
                name={t`Revoke access of ${consent.app.name}`}
                question={t`${consent.app.name} will no longer be able to use your account. Revoke?`}
                confirmLabel={t`Revoke`}
                onConfirm={() => void revoke(consent.id, consent.app.name)}
              />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
